// An environment's configuration file (deploy/envs/<name>.json): the panel's config.json for that environment,
// validated at synthesis, as `npm run config:check` does, so a wrong or missing key stops `cdk synth` with the
// key's name instead of reaching the agents' page.
import { readFileSync } from 'node:fs';
import { ConfigError, parseConfig } from '../../src/standalone/config.ts';
import { checkConfig } from '../config-check.mjs';

export class EnvironmentConfigError extends Error {}

/** Validates; returns the file's own object (what is deployed as config.json), not the parsed defaults. */
export function checkEnvironmentConfig(raw: unknown, source = 'config'): Record<string, any> {
  const problems = checkConfig(raw);
  if (problems.length) throw new EnvironmentConfigError(`${source}:\n${problems.map((p) => `  ${p.key} ${p.message}`).join('\n')}`);
  // The panel's own parser too: what the schema cannot say (origins, the blur's assets URL).
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
