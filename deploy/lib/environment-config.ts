// An environment's configuration file (deploy/envs/<name>.json): the panel's config.json for that environment,
// validated at synthesis so a wrong or missing key stops `cdk synth` with the key's name, not the agents' page later.
import { readFileSync } from 'node:fs';
import { ConfigError, parseConfig } from '../../src/standalone/config.ts';

export class EnvironmentConfigError extends Error {}

/** Parses and validates; returns the file's own object (what is deployed as config.json), not the parsed defaults. */
export function checkEnvironmentConfig(raw: unknown, source = 'config'): Record<string, any> {
  try {
    parseConfig(raw);
  } catch (e) {
    if (e instanceof ConfigError) throw new EnvironmentConfigError(`${source}: ${e.message.replace(/^config\.json: /, '')}`);
    throw e;
  }
  const config = raw as Record<string, any>;
  // A deployed panel talks to a real instance: only https (Connect Local's http:// is for development).
  if (!String(config.instanceUrl).startsWith('https://')) throw new EnvironmentConfigError(`${source}: instanceUrl must be an https:// URL, e.g. https://alias.my.connect.aws`);
  return config;
}

export function readEnvironmentConfig(file: string): Record<string, any> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new EnvironmentConfigError(`${file}: ${(e as Error).message}`);
  }
  return checkEnvironmentConfig(raw, file);
}
