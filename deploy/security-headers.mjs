// The security headers every page of the panel should be served with, and the `_headers` file static hosts
// (Netlify, Cloudflare Pages) read. build.mjs writes one per built target; Connect Local's panel host serves it;
// the README shows the same set for other hosts. Plain JavaScript so build.mjs can import it without a compiler.

/** Amazon Connect's agent workspace origins: what may frame the plugin and the screen-sharing tab by default. */
export const DEFAULT_WORKSPACE_ORIGINS = ['https://*.my.connect.aws', 'https://*.awsapps.com'];

/**
 * @param {{ frameAncestors: string[], instanceOrigins?: string[], extraSources?: string[] }} o
 *   frameAncestors: origins that may frame the page ('self' is always included);
 *   instanceOrigins: the Amazon Connect instance (its CCP frame may use the microphone and camera);
 *   extraSources: more origins pages may connect to, frame and load media from (Connect Local's http:// ones).
 * @returns {Record<string, string>}
 */
export function securityHeaders({ frameAncestors, instanceOrigins = [], extraSources = [] }) {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  const csp = [
    "default-src 'self'",
    // No inline script and no eval: only the panel's own files run.
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra}`,
    `media-src 'self' data: blob: https:${extra}`,
    "font-src 'self' data:",
    // The instance's CTI and chat APIs, chat and media websockets, the recording back end.
    `connect-src 'self' https: wss:${extra}`,
    // The CCP page streams embeds, and attachments opened in frames.
    `frame-src 'self' https:${extra}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
  const allow = ['self', ...instanceOrigins.map((o) => `"${o}"`)].join(' ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': `microphone=(${allow}), camera=(${allow}), display-capture=(self), geolocation=(), payment=(), usb=()`,
    // For old browsers without frame-ancestors; only when no other site may frame the page.
    ...(frameAncestors.length === 0 ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
  };
}

/** The `_headers` file: every path of the target gets the set. */
export function headersFile(headers) {
  return `/*\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n')}\n`;
}

/** Parses a `_headers` file back (for Connect Local's panel host): the set for `/*`. */
export function parseHeadersFile(text) {
  const out = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const i = line.indexOf(':');
    if (inAll && i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}
