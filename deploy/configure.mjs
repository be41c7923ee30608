// One build, any environment: `npm run build` once, then `npm run configure -- --config envs/prod.json [--out dist]`
// writes what each built target needs from that environment's configuration: its config.json and its security
// headers (_headers), and the enterprise browser policies for the deployed origins. Nothing here reads the
// tracked src/standalone/config.json, so the headers always name the instance the panel will really talk to.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig, checkConfigFile } from './config-check.mjs';
import { browserPolicyFiles, notificationsOf } from './browser-policy.mjs';
import { headersFile, TARGETS, targetHeaders, workspaceOriginsFor } from './security-headers.mjs';

export class ConfigurationError extends Error {
  /** @param {string} source @param {{ key: string, message: string }[]} problems */
  constructor(source, problems) {
    super(`${source} is not a valid configuration:\n${problems.map((p) => `  ${p.key} ${p.message}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * The workspace origins that may frame the plugin and the screen-sharing page: WORKSPACE_ORIGINS when given, else
 * the configuration's workspaceOrigins, else the instance's own origin.
 */
export function workspaceOriginsOf(config, env) {
  const fromConfig = Array.isArray(config.workspaceOrigins) ? config.workspaceOrigins.join(' ') : undefined;
  return workspaceOriginsFor(env || fromConfig, config);
}

/**
 * What each target's folder gets from one environment's configuration, by file name: the standalone page the whole
 * configuration, the plugin and the screen-sharing page only what they read; each its `_headers`.
 * @param {Record<string, any>} config a configuration checkConfig accepts
 * @param {{ workspaceOrigins?: string, targets?: readonly string[] }} [o]
 * @returns {Record<string, Record<string, string>>} target → file → contents
 */
export function configuredFiles(config, o = {}) {
  const out = {};
  for (const target of o.targets ?? TARGETS) {
    const workspaceOrigins = target === 'standalone' ? undefined : workspaceOriginsOf(config, o.workspaceOrigins);
    const own = target === 'standalone' ? config : { workspaceOrigins, ...(target === 'plugin' && config.multiPartyChat !== undefined ? { multiPartyChat: config.multiPartyChat } : {}) };
    out[target] = {
      'config.json': `${JSON.stringify(own, null, 2)}\n`,
      _headers: headersFile(targetHeaders(target, config, { workspaceOrigins: workspaceOrigins?.join(' ') })),
    };
  }
  return out;
}

/** The origins of the instance's CCP pages (the primary's and the replica's): they capture the softphone's audio. */
export function instanceOriginsOf(config) {
  const urls = [config.instanceUrl, config.ccpUrl, config.globalResiliency?.secondaryCcpUrl].filter((u) => typeof u === 'string');
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/**
 * Checks a configuration (a file name or the object) and writes each built target's files under `out`; a
 * configuration with a wrong or missing key writes nothing and throws a ConfigurationError naming every key.
 * @param {string | Record<string, any>} source
 * With the origin(s) the panel is served from (panelOrigins), also writes the browser policies (browser-policy/).
 * @param {{ out?: string, workspaceOrigins?: string, panelOrigins?: string[] }} [o]
 * @returns {Promise<string[]>} the files written
 */
export async function configure(source, o = {}) {
  const out = o.out ?? 'dist';
  const { config, errors } = typeof source === 'string' ? checkConfigFile(source) : { config: source, errors: checkConfig(source) };
  if (errors.length) throw new ConfigurationError(typeof source === 'string' ? source : 'The configuration', errors);
  const targets = TARGETS.filter((t) => existsSync(join(out, t)));
  if (!targets.length) throw new Error(`${out} holds no built target (${TARGETS.join(', ')}): run npm run build first`);
  const files = configuredFiles(config, { workspaceOrigins: o.workspaceOrigins, targets });
  const written = [];
  for (const [target, byName] of Object.entries(files)) {
    for (const [name, text] of Object.entries(byName)) {
      await writeFile(join(out, target, name), text);
      written.push(join(out, target, name));
    }
  }
  if (o.panelOrigins?.length) {
    await mkdir(join(out, 'browser-policy'), { recursive: true });
    for (const [name, text] of Object.entries(browserPolicyFiles({ panelOrigins: o.panelOrigins, instanceOrigins: instanceOriginsOf(config), notifications: notificationsOf(config) }))) {
      await writeFile(join(out, 'browser-policy', name), text);
      written.push(join(out, 'browser-policy', name));
    }
  }
  return written;
}

function argOf(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

// npm run configure -- --config FILE [--out dist] [--panel-origin https://ccp.example.com]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const file = argOf(args, '--config');
  if (!file) {
    console.error('Usage: npm run configure -- --config FILE [--out dist] [--panel-origin https://ccp.example.com]\n  FILE: an environment configuration (config.schema.json); --panel-origin: where the panel is served, for the browser policies');
    process.exit(2);
  }
  try {
    const panelOrigin = argOf(args, '--panel-origin');
    const written = await configure(file, { out: argOf(args, '--out'), workspaceOrigins: process.env.WORKSPACE_ORIGINS, panelOrigins: panelOrigin ? [panelOrigin] : undefined });
    for (const f of written) console.log(`wrote ${f}`);
    if (!panelOrigin) console.log('No browser policies written: give --panel-origin (where agents open the panel) to have them.');
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
