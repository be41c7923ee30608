import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from '../../deploy/security-headers.mjs';

/**
 * The security headers build.mjs wrote beside a built target (`_headers`, as static hosts read it), as Connect
 * Local's panel host serves them. On one machine the instance is http://127.0.0.1:<port> rather than https, and
 * its workspace frames the plugin: those origins are added to the shipped policy, which is otherwise unchanged.
 */
export function builtHeaders(dir: string, local: { sources: string[]; frameAncestors: string[] }): Record<string, string> {
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

const FETCHING = ['connect-src', 'frame-src', 'img-src', 'media-src'];

export function addToCsp(csp: string, add: { sources: string[]; frameAncestors: string[] }): string {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const name = d.split(/\s+/)[0]!;
      if (FETCHING.includes(name) && add.sources.length) return `${d} ${add.sources.join(' ')}`;
      if (name === 'frame-ancestors' && add.frameAncestors.length) return `${d} ${add.frameAncestors.join(' ')}`;
      return d;
    })
    .join('; ');
}
