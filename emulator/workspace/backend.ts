import type { ChannelLifecycle } from '../cti/operations.ts';
import type { ContactRecord } from '../centre/records.ts';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import type { Voice } from '../centre/voice.ts';
import type { Sessions } from '../sessions.ts';
import { escapeHtml, readJson, scriptJson, sendError, sendFile, sendHtml, sendJson } from '../web/http.ts';
import { handleWorkspaceSdkRequest } from './sdk-workspace-routes.ts';
import { topicEvents, viewOf } from './sdk-topics.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Connect Local as the agent workspace: the host page at /workspace/ (built from workspace-page.ts), the JSON
 * relay its SDK requests go to, and the event stream that carries the centre's changes as SDK topics.
 */
export const WORKSPACE_PATHS = ['/workspace', '/workspace/', '/workspace/workspace-page.js', '/connect/workspace/sdk', '/connect/workspace/events'];

export interface WorkspaceDeps {
  centre: ContactCentre;
  voice: Voice;
  /** Lifecycles of the channels that are not voice, by contact type (as the CTI service has them). */
  channels?: Partial<Record<ContactRecord['type'], ChannelLifecycle>>;
  sessions: Sessions;
  instanceUrl: string;
  /** SDK routes of namespaces the workspace answers beyond contact and voice (email, file). */
  extraRoutes?: import('../ccp/sdk-routes.ts').SdkContext['extraRoutes'];
  /** Where the panel host serves dist/plugin and dist/screen-sharing (the first approved panel origin). */
  appBaseUrl(): string | undefined;
  /** Signs the default agent in when there is no session and login is not required (as the ccp-v2 page does). */
  session(req: IncomingMessage, res: ServerResponse): { token: string; username: string } | undefined;
  distDir: string;
}

/** The apps the workspace offers, from the registration manifests; in Connect Local they load from the panel host. */
export function workspaceCatalog(appBaseUrl: string) {
  const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, any>;
  return [
    { manifest: read('manifest.json'), accessUrl: `${appBaseUrl}/plugin/`, pinned: true },
    { manifest: read('manifests/screen-sharing.manifest.json'), accessUrl: `${appBaseUrl}/screen-sharing/`, pinned: false },
  ];
}

export interface WorkspacePageConfig {
  instanceUrl: string;
  region: string;
  apps: ReturnType<typeof workspaceCatalog>;
}

const page = (config: WorkspacePageConfig) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connect Local agent workspace</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:0;display:grid;grid-template-rows:auto 1fr auto;height:100vh;color:#0f141a;background:#fff}
header{display:flex;align-items:center;gap:1rem;padding:0 .75rem;background:#232f3e;color:#fff}header .brand{font-weight:600;white-space:nowrap}
[role=tablist]{display:flex;gap:.25rem;min-width:0;overflow-x:auto}
header button{background:none;color:#e9ebed;border:0;border-bottom:3px solid transparent;padding:.6rem .8rem .45rem;font:inherit;cursor:pointer;white-space:nowrap}
header button:hover{color:#fff}header button[aria-selected=true]{border-bottom-color:#ff9900;color:#fff;font-weight:600}
header button:focus-visible{outline:2px solid #ff9900;outline-offset:-2px}main{position:relative}iframe{border:0;width:100%;height:100%}
[role=tabpanel]{position:absolute;inset:0}[role=log]{max-height:8rem;overflow:auto;padding:.25rem .75rem;font:12px/1.5 ui-monospace,monospace;background:#f4f4f6;color:#333843;border-top:1px solid #d5dbdb}[role=log] ol{margin:0;padding-inline-start:1.5rem}</style>
</head><body>
<header><span class="brand">Connect Local · Agent workspace</span><div role="tablist" aria-label="Workspace apps" id="tabs"></div></header>
<main id="panels"></main>
<div role="log" aria-label="Workspace events"><ol id="log"></ol></div>
<script id="connect-local-config" type="application/json">${scriptJson(config)}</script>
<script src="/workspace/workspace-page.js"></script>
</body></html>`;

function events(req: IncomingMessage, res: ServerResponse, deps: WorkspaceDeps, username: string) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  let before = viewOf(deps.centre, deps.centre.agent(username));
  const onChange = () => {
    // A reset replaces the agent runtimes; look the agent up afresh every time.
    const after = viewOf(deps.centre, deps.centre.agent(username));
    const out = topicEvents(before, after);
    before = after;
    if (out.length > 0) res.write(`event: sdk\ndata: ${JSON.stringify(out)}\n\n`);
  };
  res.write(`event: ready\ndata: {}\n\n`);
  deps.centre.events.on('change', onChange);
  req.on('close', () => deps.centre.events.off('change', onChange));
}

export async function handleWorkspace(req: IncomingMessage, res: ServerResponse, path: string, deps: WorkspaceDeps) {
  try {
    if (path === '/workspace/workspace-page.js') return await sendFile(res, join(deps.distDir, 'workspace', 'workspace-page.js'));
    if (path === '/workspace' || path === '/workspace/') {
      const appBaseUrl = deps.appBaseUrl();
      if (!appBaseUrl) return sendHtml(res, `<p>No panel host is registered with Connect Local, so there is no plugin to load. Start it with npm start.</p>`);
      const session = deps.session(req, res);
      if (!session) return sendHtml(res, `<p>You are signed out of Connect Local. <a href="${escapeHtml('/connect/login')}">Sign in</a>, then reload.</p>`);
      return sendHtml(res, page({ instanceUrl: deps.instanceUrl, region: deps.centre.directory.ids.region, apps: workspaceCatalog(appBaseUrl) }));
    }
    const session = deps.sessions.fromCookie(req);
    if (!session) return sendJson(res, 401, { __type: 'UnauthorizedException', message: 'Not signed in' });
    if (path === '/connect/workspace/events') return events(req, res, deps, session.username);
    if (req.method !== 'POST') throw new ServiceError('MethodNotAllowedException', `${path} takes POST`, 405);
    // A JSON content type forces a CORS preflight, which Connect Local never grants: only its own page can call.
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) throw new ServiceError('UnsupportedMediaTypeException', 'Send application/json', 415);
    const body = await readJson(req);
    if (typeof body.namespace !== 'string' || typeof body.command !== 'string') throw badRequest('namespace and command are required');
    const ctx = { centre: deps.centre, voice: deps.voice, ...(deps.channels ? { channels: deps.channels } : {}), ...(deps.extraRoutes ? { extraRoutes: deps.extraRoutes } : {}), username: session.username, instanceUrl: deps.instanceUrl };
    sendJson(res, 200, handleWorkspaceSdkRequest(ctx, { namespace: body.namespace, command: body.command, data: body.data }));
  } catch (e) {
    sendError(res, e);
  }
}
