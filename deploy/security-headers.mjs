// The security headers every page of the panel should be served with, and the `_headers` file static hosts
// (Netlify, Cloudflare Pages) read. build.mjs writes one per built target; Connect Local's panel host serves it;
// the README shows the same set for other hosts. Plain JavaScript so build.mjs can import it without a compiler.

/** Amazon Connect's agent workspace origins: what may frame the plugin and the screen-sharing tab by default. */
export const DEFAULT_WORKSPACE_ORIGINS = ['https://*.my.connect.aws', 'https://*.awsapps.com'];

/**
 * Where the Chime SDK's background blur (Settings' 'Video Enhancement') loads its worker, wasm and model from by
 * default: the SDK's own DEFAULT_CDN (backgroundfilter/BackgroundFilterVideoFrameProcessor and ModelSpecBuilder in
 * amazon-chime-sdk-js 3.x; every default path is on this one host).
 */
export const CHIME_BLUR_ASSETS_ORIGIN = 'https://static.sdkassets.chime.aws';

/**
 * The script sources background blur needs, from config.json's `backgroundBlur`: nothing when the deployment turns
 * blur off (`false`), 'self' when it serves the blur files itself (`assetsUrl` a path, or on `panelOrigin`), else
 * the origin of `assetsUrl` (Amazon's CDN when none is given).
 * @param {unknown} backgroundBlur config.json's `backgroundBlur`
 * @param {string} [panelOrigin] the panel's own origin, when known
 * @returns {string[] | null} null: no blur, so no allowance at all
 */
export function blurScriptSources(backgroundBlur, panelOrigin) {
  if (backgroundBlur === false) return null;
  const url = backgroundBlur && typeof backgroundBlur === 'object' ? backgroundBlur.assetsUrl : undefined;
  if (url === undefined) return [CHIME_BLUR_ASSETS_ORIGIN];
  if (typeof url !== 'string' || !url) throw new Error('config.json: backgroundBlur.assetsUrl must be a URL or a path on the panel\'s own site');
  if (url.startsWith('/') && !url.startsWith('//')) return [];
  let origin;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new Error('config.json: backgroundBlur.assetsUrl must be a URL or a path on the panel\'s own site');
  }
  if (!origin.startsWith('https://')) throw new Error('config.json: backgroundBlur.assetsUrl must be an https:// URL');
  return origin === panelOrigin ? [] : [origin];
}

/**
 * @param {{ frameAncestors: string[], instanceOrigins?: string[], extraSources?: string[], blurSources?: string[] | null }} o
 *   frameAncestors: origins that may frame the page ('self' is always included);
 *   instanceOrigins: the Amazon Connect instance (its CCP frame may use the microphone and camera);
 *   extraSources: more origins pages may connect to, frame and load media from (Connect Local's http:// ones);
 *   blurSources: only for pages that run video calls with background blur (blurScriptSources): the blur files'
 *   origin, if not the panel's own. Absent or null: the page gets no allowance for blur at all.
 * @returns {Record<string, string>}
 */
export function securityHeaders({ frameAncestors, instanceOrigins = [], extraSources = [], blurSources = null }) {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  // Background blur runs the Chime SDK's segmentation worker: the SDK fetches worker.js (connect-src, already any
  // https:) and starts it from a blob: URL (worker-src blob:). The worker inherits this policy: it compiles the
  // blur wasm ('wasm-unsafe-eval': WebAssembly only, eval and new Function stay blocked) and may load the SDK's
  // code from the asset host (script-src, as the Chime SDK's CSP guide lists it). Nothing inline is allowed.
  const blur = blurSources ? ` 'wasm-unsafe-eval'${blurSources.map((s) => ` ${s}`).join('')}` : '';
  const csp = [
    "default-src 'self'",
    // No inline script and no eval: only the panel's own files run (and, with blur, its wasm and worker code).
    `script-src 'self'${blur}`,
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
