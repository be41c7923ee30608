import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from '../../deploy/security-headers.mjs';

/**
 * The security headers build.mjs wrote beside a built target (`_headers`, as static hosts read it), as Connect
 * Local's panel host serves them. On one machine the instance is http://127.0.0.1:<port> rather than https, and
 * its workspace frames the plugin: those origins are added to the shipped policy, which is otherwise unchanged.
 */
export function builtHeaders(dir: string, local: LocalAdditions): Record<string, string> {
  let headers: Record<string, string>;
  try {
    headers = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  } catch {
    return {};
  }
  const csp = headers['Content-Security-Policy'];
  if (csp) headers['Content-Security-Policy'] = addToCsp(csp, local);
  if (local.frameAncestors.length) delete headers['X-Frame-Options'];
  // The instance's CCP frame carries softphone (and video) media, so it may use the microphone and camera.
  const policy = headers['Permissions-Policy'];
  const instances = local.sources.filter((s) => /^https?:/.test(s)).map((s) => `"${s}"`);
  if (policy && instances.length) headers['Permissions-Policy'] = policy.replace(/\b(microphone|camera)=\(([^)]*)\)/g, (_m, name, list) => `${name}=(${[list, ...instances].filter(Boolean).join(' ')})`);
  return headers;
}

export interface LocalAdditions {
  /** The instance's own origins on this machine: http:// ones and their ws:// twins. */
  sources: string[];
  frameAncestors: string[];
  /**
   * Background blur's script sources when the served configuration turns blur on (blurScriptSources), as a build
   * configured with it would have them; absent or null: the built policy's own.
   */
  blurSources?: string[] | null;
}

const FETCHING = ['connect-src', 'frame-src', 'img-src', 'media-src'];

export function addToCsp(csp: string, add: LocalAdditions): string {
  // A websocket address is only ever connected to: images, frames and media never load from ws://.
  const fetched = (name: string) => add.sources.filter((s) => name === 'connect-src' || !/^wss?:/.test(s));
  const blur = add.blurSources ?? [];
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const name = d.split(/\s+/)[0]!;
      const more = [...(FETCHING.includes(name) ? fetched(name) : []), ...(name === 'connect-src' ? blur : [])];
      if (name === 'script-src' && add.blurSources) return withSources(d, ["'wasm-unsafe-eval'", ...blur]);
      if (more.length) return withSources(d, more);
      if (name === 'frame-ancestors' && add.frameAncestors.length) return `${d} ${add.frameAncestors.join(' ')}`;
      return d;
    })
    .join('; ');
}

/** A directive with sources added, each once. */
function withSources(directive: string, sources: string[]): string {
  const have = new Set(directive.split(/\s+/));
  const added = sources.filter((s) => !have.has(s) && have.add(s));
  return added.length ? `${directive} ${added.join(' ')}` : directive;
}
