import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { streamsBundlePath } from './cti/service-model.ts';
import { send, sendFile, sendJson } from './web/http.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface PanelHostOptions {
  port?: number;
  host?: string;
  /** The built standalone entry (dist/standalone). */
  distDir?: string;
  /** The deployment configuration served as /config.json, pointing the panel at an instance. */
  config: Record<string, unknown>;
  /** Extra static folders, e.g. { '/contract/': 'tests/browser/contract/pages' } for test pages. */
  mounts?: Record<string, string>;
}

export interface PanelHost {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built panel on its own origin, as a customer's web server would, with a config.json that points
 * it at Connect Local (or at any instance). Also serves the streams release bundle for test pages.
 */
export async function startPanelHost(options: PanelHostOptions): Promise<PanelHost> {
  const dist = options.distDir ?? join(ROOT, 'dist', 'standalone');
  const mounts = Object.entries(options.mounts ?? {}).map(([prefix, dir]) => [prefix, resolve(ROOT, dir)] as const);
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/config.json') return sendJson(res, 200, options.config);
    if (path === '/vendor/connect-streams.js') return sendFile(res, streamsBundlePath());
    if (path === '/favicon.ico') return send(res, 204, '');
    for (const [prefix, dir] of mounts) {
      if (path.startsWith(prefix)) {
        const file = normalize(join(dir, path.slice(prefix.length)));
        if (!file.startsWith(dir)) return sendJson(res, 404, { message: 'Not found' });
        return sendFile(res, file);
      }
    }
    const file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return sendJson(res, 404, { message: 'Not found' });
    // A single-page app: anything that is not a file is the app itself.
    if (/\.[a-z0-9]+$/i.test(path)) return sendFile(res, file);
    return sendFile(res, join(dist, 'index.html'));
  });
  await new Promise<void>((r, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', r);
  });
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The panel configuration for an instance served by Connect Local. */
export function connectLocalPanelConfig(instanceUrl: string) {
  return {
    instanceUrl,
    ccpUrl: `${instanceUrl}/connect/ccp-v2/`,
    loginUrl: `${instanceUrl}/connect/login`,
    region: 'us-west-2',
    softphone: { allowFramedSoftphone: false },
  };
}
