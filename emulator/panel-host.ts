import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { KeyPair } from './tls.ts';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatjsBundlePath } from './chat/customer-page.ts';
import { streamsMinBundlePath } from './cti/service-model.ts';
import { builtHeaders } from './web/static-headers.ts';
import { blurScriptSources } from '../deploy/security-headers.mjs';
import type { BackEndUrls } from './server.ts';
import { badRequest400, guardRequests, ownHostNames, ownHostsOnly, refuseUpgrade, requestUrl, safeDecode, send, sendFile, sendJson } from './web/http.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface PanelHostOptions {
  port?: number;
  host?: string;
  /** The built standalone entry (dist/standalone). */
  distDir?: string;
  /**
   * The deployment configuration served as /config.json, pointing the panel at an instance. Absent: each target's
   * own config.json is served as `npm run configure` wrote it, as a real host serves a configured build.
   */
  config?: Record<string, unknown>;
  /** Extra static folders, e.g. { '/contract/': 'tests/browser/contract/pages' } for test pages. */
  mounts?: Record<string, string>;
  /** Single-page apps under a prefix; by default dist/plugin at /plugin/ and dist/screen-sharing at /screen-sharing/. */
  apps?: Record<string, string>;
  /** false: serve without the built security headers, as a host that cannot set headers would (tests). */
  securityHeaders?: boolean;
  /** Serve over HTTPS with this key and certificate, as a deployed panel is (beside an https:// instance). */
  tls?: KeyPair;
}

/**
 * A file the page asked for under a deep path it does not know (/nonsense/path asks for /nonsense/main.js): the
 * same name nearer the app's root, if there is one. The answer is a redirect, so main.js learns the real folder
 * from its own URL (import.meta.url) and the page finds its way back to a route.
 */
function nearerFile(dir: string, path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const rest = parts.slice(i).join('/');
    const file = normalize(join(dir, rest));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return rest;
  }
  return null;
}

/** A single-page app: anything that is not a file is the app itself; every answer carries its security headers. */
function serveApp(res: ServerResponse, dir: string, prefix: string, path: string, headers: Record<string, string>) {
  const file = normalize(join(dir, path));
  if (!file.startsWith(dir)) return sendJson(res, 404, { message: 'Not found' });
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (/\.[a-z0-9]+$/i.test(path)) {
    const nearer = existsSync(file) ? null : nearerFile(dir, path);
    if (nearer) return send(res, 302, '', { Location: `${prefix}${nearer}`, 'Cache-Control': 'no-store' });
    return sendFile(res, file);
  }
  return sendFile(res, join(dir, 'index.html'));
}

/** A configured build's config.json; none (an unconfigured build) reads as empty. */
function readJsonFile(file: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const originOf = (url: unknown) => {
  try {
    return new URL(String(url)).origin;
  } catch {
    return null;
  }
};

export interface PanelHost {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built panel on its own origin, as a customer's web server would, with a config.json that points
 * it at Connect Local (or at any instance). Also serves the streams and chatjs release bundles for test pages.
 */
export async function startPanelHost(options: PanelHostOptions): Promise<PanelHost> {
  const dist = options.distDir ?? join(ROOT, 'dist', 'standalone');
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => [prefix, resolve(ROOT, dir)] as const);
  // The other built entries: the agent-workspace plugin and the screen-sharing page, each a single-page app.
  const apps = Object.entries(options.apps ?? { '/plugin/': join(ROOT, 'dist', 'plugin'), '/screen-sharing/': join(ROOT, 'dist', 'screen-sharing') });
  const served = options.config;
  const config = served ?? readJsonFile(join(dist, 'config.json'));
  // The headers the build wrote, plus the instance's http:// and ws:// origins and who may frame each app.
  const instance = originOf(config.instanceUrl);
  // Under global resiliency streams also frames the replica region's CCP.
  const secondary = originOf((config.globalResiliency as { secondaryCcpUrl?: string } | undefined)?.secondaryCcpUrl ?? '');
  const sources = [instance, secondary].flatMap((o) => (o ? [o, o.replace(/^http/, 'ws')] : []));
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const headersOf = (dir: string, frameAncestors: string[], blurSources: string[] | null = null) => (options.securityHeaders === false ? {} : builtHeaders(dir, { sources, frameAncestors, blurSources }));
  // Only the standalone page runs video calls, so only it gets blur's allowances, and only when the configuration turns blur on.
  const standaloneHeaders = headersOf(dist, list(config.allowedFramingOrigins), blurScriptSources(config.backgroundBlur));
  const appHeaders = new Map(apps.map(([, dir]) => [dir, headersOf(dir, list((served ?? readJsonFile(join(dir, 'config.json'))).workspaceOrigins))]));
  // Only its own host names (DNS rebinding): a foreign name is refused before anything is served.
  const handler = ownHostsOnly(ownHostNames(options.host), guardRequests(async (req, res) => {
    const raw = requestUrl(req)?.pathname;
    const path = raw === undefined ? null : safeDecode(raw);
    if (path === null || path.includes('\0')) return badRequest400(res, 'The request path cannot be parsed');
    if (served && path === '/config.json') return sendJson(res, 200, served);
    // Each app reads the deployment's config.json beside its own index.html.
    if (served && apps.some(([prefix]) => path === `${prefix}config.json`)) return sendJson(res, 200, served);
    if (path === '/vendor/connect-streams.js') return sendFile(res, streamsMinBundlePath());
    if (path === '/vendor/amazon-connect-chat.js') return sendFile(res, chatjsBundlePath());
    if (path === '/favicon.ico') return send(res, 204, '');
    for (const [prefix, dir] of mounts) {
      if (path.startsWith(prefix)) {
        const file = normalize(join(dir, path.slice(prefix.length)));
        if (!file.startsWith(dir)) return sendJson(res, 404, { message: 'Not found' });
        return sendFile(res, file);
      }
    }
    for (const [prefix, dir] of apps) {
      if (path === prefix.slice(0, -1) || path.startsWith(prefix)) return serveApp(res, dir, prefix, path.slice(prefix.length), appHeaders.get(dir)!);
    }
    return serveApp(res, dist, '/', path.slice(1), standaloneHeaders);
  }));
  const server: Server = options.tls ? createTlsServer(options.tls, handler) : createServer(handler);
  // The panel host has no websockets: an upgrade is refused, never left to hang or throw.
  server.on('upgrade', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    refuseUpgrade(socket, 404, 'Not Found');
  });

  await new Promise<void>((r, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', r);
  });
  const url = `${options.tls ? 'https' : 'http'}://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * The panel configuration for an instance served by Connect Local: its recording, transcript and email-address back
 * ends are the shipped handlers it runs (ConnectLocal.backEndUrls), which take the token of its identity provider.
 */
export function connectLocalPanelConfig(instanceUrl: string, backEnds: BackEndUrls = defaultBackEndUrls(instanceUrl)) {
  return {
    instanceUrl,
    ccpUrl: `${instanceUrl}/connect/ccp-v2/`,
    loginUrl: `${instanceUrl}/connect/login`,
    region: 'us-west-2',
    // Connect Local's ccp-v2 page carries softphone media and the ringtone, as the hosted CCP does.
    softphone: { allowFramedSoftphone: true },
    recording: { apiUrl: backEnds.recording },
    contactLens: { apiUrl: backEnds.contactLens },
    featureAccess: { allowlistUrl: `${instanceUrl}/connect/feature-access/allowlist` },
    email: { addressesApiUrl: backEnds.emailAddresses },
    // The agent signs in to Connect Local's identity provider; the back ends above take its access token.
    auth: { issuer: `${instanceUrl}/oidc`, clientId: 'ccp-panel', scope: 'openid profile' },
    // Video calls offer background blur (its files from Amazon's CDN, which a test machine cannot reach).
    backgroundBlur: true,
    // Check my setup measures the network through the softphone's own TURN relay (emulator/media/media.ts).
    networkTest: { relayCredentialsUrl: `${instanceUrl}/emulator/media/network-test` },
    chat: { endpoint: instanceUrl },
    // Connect Local's agent workspace (on the instance origin) frames the plugin and the screen-sharing tab.
    workspaceOrigins: [instanceUrl],
  };
}

/** Where Connect Local mounts the back ends at start (emulator/back-ends' default base path). */
const defaultBackEndUrls = (instanceUrl: string): BackEndUrls => ({
  recording: `${instanceUrl}/back-ends/recording`,
  contactLens: `${instanceUrl}/back-ends/contact-lens`,
  emailAddresses: `${instanceUrl}/back-ends/email-addresses`,
});
