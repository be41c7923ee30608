// The security headers every page of the panel should be served with, and the `_headers` file static hosts
// (Netlify, Cloudflare Pages) read. build.mjs writes one per built target; Connect Local's panel host serves it;
// the README shows the same set for other hosts. Plain JavaScript so build.mjs can import it without a compiler.

/** Amazon Connect's agent workspace origins: what the plugin's own check accepts when config.json names none. */
export const DEFAULT_WORKSPACE_ORIGINS = ['https://*.my.connect.aws', 'https://*.awsapps.com'];

/** Where the Chime SDK's meetings signal, relay and report (its CSP guide): video and screen sharing only. */
export const CHIME_MEETING_SOURCES = ['https://*.chime.aws', 'wss://*.chime.aws'];

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The workspace origins that may frame the plugin and the screen-sharing tab: WORKSPACE_ORIGINS when given, else
 * the instance's own (its agent workspace runs at <instanceUrl>/agent-app-v2/), never every Amazon Connect
 * tenant. Each must be an https origin (no path, no wildcard): a build that names anything else fails.
 * @param {string | undefined} env WORKSPACE_ORIGINS (space- or comma-separated)
 * @param {{ instanceUrl?: unknown }} config src/standalone/config.json
 * @returns {string[]}
 */
export function workspaceOriginsFor(env, config) {
  const given = env?.split(/[\s,]+/).filter(Boolean);
  const list = given?.length ? given : typeof config.instanceUrl === 'string' ? [config.instanceUrl] : [];
  if (!list.length) throw new Error('Set instanceUrl in config.json or WORKSPACE_ORIGINS: the workspace that may frame the plugin');
  return list.map((o) => {
    const origin = originOf(o);
    if (!origin || !origin.startsWith('https://') || o.includes('*') || o.replace(/\/+$/, '') !== origin) throw new Error(`WORKSPACE_ORIGINS: ${o} is not an https origin such as https://alias.my.connect.aws (no path, no wildcard)`);
    return origin;
  });
}

/**
 * The hosts a panel built for `config` talks to, by feature, named rather than `https:`/`wss:`:
 * - instance: the instance's CCP (framed by streams), login and replica CCP, and its task-template API;
 * - chat: the region's participant service (or chat.endpoint) and its websocket hosts, and the attachment store;
 * - backEnds: the deployment's recording, Contact Lens and email-address back ends, and the identity provider whose
 *   token they take (`auth.issuer`: the panel fetches its discovery, keys and tokens).
 * @param {Record<string, any>} config src/standalone/config.json
 */
export function panelSources(config) {
  const origins = (...urls) => [...new Set(urls.map((u) => (u === undefined ? null : originOf(u))).filter((o) => o !== null))];
  const instance = origins(config.instanceUrl, config.ccpUrl, config.loginUrl, config.globalResiliency?.secondaryCcpUrl);
  const region = typeof config.region === 'string' && /^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(config.region) ? config.region : null;
  const chat = [
    ...(config.chat?.endpoint ? origins(config.chat.endpoint) : region ? [`https://participant.connect.${region}.amazonaws.com`] : []),
    // CreateParticipantConnection answers wss://<id>.transport.connect.<region>.amazonaws.com.
    ...(region ? [`wss://*.transport.connect.${region}.amazonaws.com`] : []),
  ];
  // Attachments (chat, email, task) upload to and download from the instance's S3 bucket by presigned URL.
  const attachments = region ? [`https://*.s3.${region}.amazonaws.com`, 'https://*.s3.amazonaws.com'] : [];
  const backEnds = origins(config.recording?.apiUrl, config.contactLens?.apiUrl, config.email?.addressesApiUrl, config.auth?.issuer);
  return { instance, chat, attachments, backEnds };
}

/**
 * Where the Chime SDK's background blur (Settings' 'Video Enhancement') loads its worker, wasm and model from by
 * default: the SDK's own DEFAULT_CDN (backgroundfilter/BackgroundFilterVideoFrameProcessor and ModelSpecBuilder in
 * amazon-chime-sdk-js 3.x; every default path is on this one host).
 */
export const CHIME_BLUR_ASSETS_ORIGIN = 'https://static.sdkassets.chime.aws';

/**
 * The script sources background blur needs, from config.json's `backgroundBlur`: nothing unless the deployment
 * turns blur on (left out or `false`: the page keeps `script-src 'self'`, no wasm, no Amazon host), 'self' when it
 * serves the blur files itself (`assetsUrl` a path, or on `panelOrigin`), else the origin of `assetsUrl` (Amazon's
 * CDN for `true` or `{}`).
 * @param {unknown} backgroundBlur config.json's `backgroundBlur`
 * @param {string} [panelOrigin] the panel's own origin, when known
 * @returns {string[] | null} null: no blur, so no allowance at all
 */
export function blurScriptSources(backgroundBlur, panelOrigin) {
  if (backgroundBlur === undefined || backgroundBlur === false) return null;
  if (backgroundBlur === true) return [CHIME_BLUR_ASSETS_ORIGIN];
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
 * @param {{ frameAncestors: string[], instanceOrigins?: string[], extraSources?: string[], blurSources?: string[] | null, sources?: ReturnType<typeof panelSources>, meetings?: boolean }} o
 *   frameAncestors: origins that may frame the page ('self' is always included);
 *   instanceOrigins: the Amazon Connect instance (its CCP frame may use the microphone and camera);
 *   extraSources: more origins pages may connect to, frame and load media from (Connect Local's http:// ones);
 *   blurSources: only for pages that run video calls with background blur (blurScriptSources): the blur files'
 *   origin, if not the panel's own. Absent or null: the page gets no allowance for blur at all;
 *   sources: the named hosts the page talks to (panelSources); none without it;
 *   meetings: the page joins Chime meetings (video calls, screen sharing): the Chime SDK's hosts.
 * @returns {Record<string, string>}
 */
export function securityHeaders({ frameAncestors, instanceOrigins = [], extraSources = [], blurSources = null, sources, meetings = false }) {
  const list = (...xs) => {
    const all = [...new Set(xs.flat())];
    return all.length ? ` ${all.join(' ')}` : '';
  };
  const s = sources ?? { instance: [], chat: [], attachments: [], backEnds: [] };
  const extra = list(extraSources);
  // Background blur runs the Chime SDK's segmentation worker: the SDK fetches worker.js (connect-src: the blur
  // files' host) and starts it from a blob: URL (worker-src blob:). The worker inherits this policy: it compiles the
  // blur wasm ('wasm-unsafe-eval': WebAssembly only, eval and new Function stay blocked) and may load the SDK's
  // code from the asset host (script-src, as the Chime SDK's CSP guide lists it). Nothing inline is allowed.
  const blur = blurSources ? ` 'wasm-unsafe-eval'${blurSources.map((s) => ` ${s}`).join('')}` : '';
  const csp = [
    "default-src 'self'",
    // No inline script and no eval: only the panel's own files run (and, with blur, its wasm and worker code).
    `script-src 'self'${blur}`,
    "style-src 'self' 'unsafe-inline'",
    // Any https image: an email's remote images, once the agent chose 'Load images', come from the sender's hosts,
    // which no build can name (the email frame inherits this policy and adds its own, stricter one).
    `img-src 'self' data: blob: https:${extra}`,
    // Attachments played in the panel (chat audio and video) come from the attachment store.
    `media-src 'self' data: blob:${list(s.attachments, extraSources)}`,
    "font-src 'self' data:",
    // The instance (task templates), the chat participant service and its websockets, the attachment store, the
    // deployment's back ends; Chime's hosts and the blur files only where meetings run.
    `connect-src 'self'${list(s.instance, s.chat, s.attachments, s.backEnds, meetings ? CHIME_MEETING_SOURCES : [], blurSources ?? [], extraSources)}`,
    // The CCP page streams embeds (and the replica's), and attachments opened in frames.
    `frame-src 'self'${list(s.instance, s.attachments, extraSources)}`,
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

/** The panel's built targets, each served from its own path of the deployment. */
export const TARGETS = ['standalone', 'plugin', 'screen-sharing'];

/**
 * The headers one built target is served with, from the deployment's configuration: what build.mjs writes into
 * `_headers` and what a deployment (the CDK app's response-headers policies) must send, so both come from here.
 * @param {'standalone' | 'plugin' | 'screen-sharing'} target
 * @param {Record<string, any>} config the environment's config.json
 * @param {{ workspaceOrigins?: string }} [o] WORKSPACE_ORIGINS, when given
 * @returns {Record<string, string>}
 */
export function targetHeaders(target, config, o = {}) {
  if (!TARGETS.includes(target)) throw new Error(`unknown target ${target}: one of ${TARGETS.join(', ')}`);
  // The instance's own workspace frames the plugin and the screen-sharing tab (validated: https origins only).
  const workspaceOrigins = target === 'standalone' ? [] : workspaceOriginsFor(o.workspaceOrigins, config);
  const instanceOrigins = typeof config.instanceUrl === 'string' ? [new URL(config.instanceUrl).origin] : [];
  const frameAncestors = target === 'standalone' ? (config.allowedFramingOrigins ?? []) : workspaceOrigins;
  // Only the standalone page runs video calls, so only it may run background blur's worker and wasm; the plugin and
  // the screen-sharing page (content share, no camera) keep the strict policy. Meetings (Chime's hosts) run on the
  // standalone page (video) and the screen-sharing page, never in the plugin.
  const blurSources = target === 'standalone' ? blurScriptSources(config.backgroundBlur) : null;
  const meetings = target !== 'plugin';
  return securityHeaders({ frameAncestors, instanceOrigins, blurSources, sources: panelSources(config), meetings });
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
