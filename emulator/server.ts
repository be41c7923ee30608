import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentWebSocket } from './agent-websocket.ts';
import { ContactCentre, defaultSettings, type Settings } from './centre/centre.ts';
import { defaultDirectory } from './centre/directory.ts';
import { instanceIds } from './centre/ids.ts';
import { Voice } from './centre/voice.ts';
import { GlobalResiliency } from './centre/resiliency.ts';
import { CCP_BACKEND_PATHS, handleCcpBackend } from './ccp/backend.ts';
import { SHARED_WORKER_SCRIPT } from './ccp/worker-model.ts';
import { createChat } from './chat/chat.ts';
import { createEmail } from './email/email.ts';
import { createTask } from './task/task-contacts.ts';
import { MEDIA_PATHS, createMedia } from './media/media.ts';
import { createControlApi } from './control/api.ts';
import type { Route } from './control/route.ts';
import { createRealtimeAnalysis } from './contact-lens/realtime-analysis.ts';
import { DEFAULT_CLIENT_ID, createIdentityProvider } from './identity/identity-provider.ts';
import { createPublicApi, publicOperationFor } from './public-api/public-api.ts';
import { createBackEnds, type BackEndsOptions } from './back-ends/adapter.ts';
import { Faults } from './cti/faults.ts';
import { streamsMinBundlePath } from './cti/service-model.ts';
import { createCtiService } from './cti/service.ts';
import { ccpPage, loggedOutPage, loginPage, signedInPage, simulatorPage } from './pages.ts';
import { Sessions } from './sessions.ts';
import { localCertificate } from './tls.ts';
import { WORKSPACE_PATHS, handleWorkspace } from './workspace/backend.ts';
import { handleCrm } from './crm/crm-routes.ts';
import { FEATURE_ACCESS_PATHS, createFeatureAccess } from './ccp/feature-access.ts';
import { PUT_LOGS_PATH } from './ccp/log-shipping.ts';
import { createShippedLogs } from './ccp/shipped-logs.ts';
import { PUT_SOFTPHONE_METRICS_PATH, PUT_SOFTPHONE_REPORT_PATH } from './ccp/metrics-shipping.ts';
import { createShippedMetrics, metricsIntervalsOf } from './ccp/shipped-metrics.ts';
import { badRequest400, guardRequests, guardUpgrades, ownHostNames, ownHostUpgradesOnly, ownHostsOnly, readBody, refuseUpgrade, requestUrl, send, sendError, sendFile, sendHtml, sendJson } from './web/http.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ConnectLocalOptions {
  /** Port of the instance origin (0: any free port). */
  port?: number;
  /** Port of the agent websocket's TLS server (0: any free port). */
  webSocketPort?: number;
  host?: string;
  /**
   * The name the instance is reached by, when not `host`: e.g. `localhost` while it listens on 127.0.0.1, so the
   * panel (on 127.0.0.1) and the CCP frame are different sites, as a panel and `<alias>.my.connect.aws` are. The
   * session cookie is then `SameSite=None; Secure` (Chromium keeps Secure cookies on http://localhost).
   */
  publicHost?: string;
  settings?: Partial<Settings>;
  /** Origins of panels allowed to embed the CCP page (the standalone entry's origin). */
  panelOrigins?: string[];
  /** Where the built emulator pages are (build.mjs writes dist/emulator). */
  distDir?: string;
  /** Every agent's phone to start with (and after a reset): softphone unless told otherwise. */
  phone?: 'softphone' | 'desk';
  /**
   * Permissions added to seeded agents, by username, kept across resets: `npm start` grants the default agent
   * `videoContact` so Settings' camera can be tried; the test suite's agents keep the seed as it is.
   */
  grants?: Record<string, string[]>;
  /**
   * A backup region: this Connect Local is the replica, in `region`, of the one whose world (contact centre) it
   * shares; the two origins are streams' two CCPs under global resiliency.
   */
  backupOf?: { centre: ContactCentre; region: string };
  /** Where the self-signed certificate is kept. */
  certDir?: string;
  /**
   * Serve the instance origin over HTTPS (with the agent websocket's self-signed certificate), as Amazon Connect's
   * `https://<alias>.my.connect.aws` is, for clients whose configuration names an https:// instance.
   */
  https?: boolean;
}

export interface ConnectLocal {
  /** The instance origin, e.g. http://127.0.0.1:4200, as Amazon Connect's https://<alias>.my.connect.aws. */
  url: string;
  /** The control API's base URL. */
  apiUrl: string;
  /** The agent workspace host page, which embeds the plugin from the workspace's panel origin (see below). */
  workspaceUrl: string;
  webSocketUrl: string;
  centre: ContactCentre;
  allowPanelOrigin(origin: string): void;
  /**
   * The panel origin the workspace loads the plugin from; without one, the first approved. Tests start and close
   * panel hosts of their own, so the first approved may be one that is gone.
   */
  useWorkspacePanel(origin: string): void;
  /**
   * Runs the panel's real back ends (backends/) on this origin through the local API Gateway adapter
   * (emulator/back-ends), calling this Connect Local's public API; answers each feature's `apiUrl`. Connect Local
   * mounts them at start, trusting its own identity provider (`backEndUrls`); this mounts them again with other
   * options (another issuer, audience or claim).
   */
  mountBackEnds(options?: MountBackEndsOptions): BackEndUrls;
  /** The back ends' apiUrls as mounted at start (the panel's config: connectLocalPanelConfig). */
  backEndUrls: BackEndUrls;
  close(): Promise<void>;
}

/** The adapter's options less what Connect Local knows itself (its origin, instance, region and panel origins). */
export type MountBackEndsOptions = Omit<BackEndsOptions, 'endpoint' | 'instanceId' | 'region' | 'allowedOrigins' | 'issuer' | 'audience'> & Partial<Pick<BackEndsOptions, 'instanceId' | 'region' | 'allowedOrigins' | 'issuer' | 'audience'>>;

/** Each feature's `apiUrl` for the panel's config (recording.apiUrl, contactLens.apiUrl, email.addressesApiUrl). */
export interface BackEndUrls {
  recording: string;
  contactLens: string;
  emailAddresses: string;
}

/** Starts Connect Local: the instance origin (CCP page, CTI API, login, simulator, control API) and the agent websocket. */
export async function startConnectLocal(options: ConnectLocalOptions = {}): Promise<ConnectLocal> {
  const host = options.host ?? '127.0.0.1';
  const dist = options.distDir ?? join(ROOT, 'dist', 'emulator');
  const ids = instanceIds();
  const directory = defaultDirectory(ids);
  if (options.phone) for (const a of directory.agents) a.softphoneEnabled = options.phone === 'softphone';
  for (const a of directory.agents) a.permissions = [...new Set([...a.permissions, ...(options.grants?.[a.username] ?? [])])];
  const centre = options.backupOf?.centre ?? new ContactCentre(directory, { ...defaultSettings(), ...options.settings });
  const region = options.backupOf?.region ?? centre.directory.ids.region;
  if (options.backupOf) centre.resiliency = { regions: [centre.directory.ids.region, region], active: centre.directory.ids.region, pending: false };
  const voice = new Voice(centre);
  const resiliency = new GlobalResiliency(centre, voice);
  const faults = new Faults();
  const tls = await localCertificate(options.certDir ?? join(ROOT, '.connect-local', 'tls'));
  const websocket = new AgentWebSocket(tls);
  const wsPort = await websocket.listen(options.webSocketPort ?? 0, host, options.publicHost);
  const webSocketUrl = `wss://${host}:${wsPort}/agent`;
  const panelOrigins = new Set(options.panelOrigins ?? []);
  let workspacePanel: string | undefined;
  // streams' worker opens the agent websocket from the CCP page, on the instance origin.
  websocket.allowedOrigins = () => [url, ...panelOrigins];
  const chat = createChat({ centre, agentWebSocket: websocket, baseUrl: () => url, distDir: dist, faults });
  const email = createEmail({ centre, baseUrl: () => url, allowedOrigins: () => [...panelOrigins] });
  const task = createTask({ centre, sessions: () => sessions, push: (topic, content, agent) => websocket.push(topic, content, agent) });
  const channels = { chat: chat.lifecycle, email: email.lifecycle, task: task.lifecycle };
  const media = await createMedia({ centre, websocket, baseUrl: () => url, distDir: dist, host, region, allowedOrigins: () => panelOrigins });
  const contactLens = createRealtimeAnalysis({ centre });
  const publicApi = createPublicApi({ centre, faults, region, contactLens });
  const shippedLogs = createShippedLogs({ username: (req) => sessions.fromCookie(req)?.username });
  const shippedMetrics = createShippedMetrics({ username: (req) => sessions.fromCookie(req)?.username });
  const featureAccess = createFeatureAccess({ allowedOrigins: () => panelOrigins, signedIn: (req, res) => signedIn(req, res) });
  // The company's identity provider, for the back ends' tokens. A system of its own: its single sign-on knows the
  // browser's agent (the one signed in to Connect Local, else the default agent) and never signs in to the CCP.
  const identity = await createIdentityProvider({
    centre,
    baseUrl: () => url,
    allowedOrigins: () => panelOrigins,
    signedInAgent: (req) => sessions.fromCookie(req)?.username ?? defaultAgent(),
  });

  let url = '';
  let backEnds: ReturnType<typeof createBackEnds> | undefined;
  // The back ends' audit lines (one per action), kept for the control API (GET /back-ends/audit) and, with
  // CONNECT_LOCAL_AUDIT=1, printed as a Lambda function's would be.
  const auditLines: string[] = [];
  const keepAudit = (line: string) => {
    auditLines.push(line);
    if (auditLines.length > 200) auditLines.shift();
    if (process.env.CONNECT_LOCAL_AUDIT) console.log(line);
  };
  const auditRoutes: Record<string, Route> = { 'GET /back-ends/audit': () => ({ lines: auditLines.map((l) => JSON.parse(l) as unknown) }) };
  // Created once the port is known (below): requests cannot arrive before the server listens.
  let sessions!: Sessions;
  let cti!: ReturnType<typeof createCtiService>;
  let control!: ReturnType<typeof createControlApi>;
  const defaultAgent = () => centre.directory.agents[0]!.username;

  /** The signed-in session; without required login, the default agent is signed in, as a remembered login would. */
  function sessionOrDefault(req: IncomingMessage, headers: Record<string, string>) {
    const session = sessions.fromCookie(req);
    if (session || centre.settings.requireLogin) return session;
    const token = sessions.signIn(defaultAgent());
    headers['Set-Cookie'] = sessions.setCookie(token);
    return { token, username: defaultAgent() };
  }

  /** Whether the request comes from a signed-in session (the default agent's, as above, without required login). */
  function signedIn(req: IncomingMessage, res: ServerResponse) {
    const headers: Record<string, string> = {};
    const s = sessionOrDefault(req, headers);
    if (headers['Set-Cookie']) res.setHeader('Set-Cookie', headers['Set-Cookie']);
    return !!s;
  }

  function ccp(req: IncomingMessage, res: ServerResponse) {
    const headers: Record<string, string> = {
      // Only the panel may frame the CCP page, as Amazon Connect's approved origins allow.
      'Content-Security-Policy': `frame-ancestors 'self' ${[...panelOrigins].join(' ')}`,
    };
    const session = sessionOrDefault(req, headers);
    if (!session) return sendHtml(res, loggedOutPage('/connect/login'), headers);
    sendHtml(res, ccpPage({ authToken: session.token, authTokenExpiration: sessions.expiresAt(session.token) ?? Date.now(), region, instanceUrl: url, loginUrl: `${url}/connect/login`, panelOrigins: [...panelOrigins], ...(centre.resiliency ? { activeRegion: centre.resiliency.active } : {}), metricsIntervals: metricsIntervalsOf(centre.settings) }), headers);
  }

  async function login(req: IncomingMessage, res: ServerResponse) {
    const agents = centre.directory.agents.map((a) => ({ username: a.username, name: a.name }));
    if (req.method !== 'POST') return sendHtml(res, loginPage(agents));
    const username = new URLSearchParams(await readBody(req)).get('username') ?? '';
    const agent = centre.agents.get(username);
    if (!agent) return sendHtml(res, loginPage(agents, `There is no user ${username}.`));
    sendHtml(res, signedInPage(agent.profile.name), { 'Set-Cookie': sessions.setCookie(sessions.signIn(username)) });
  }

  function events(req: IncomingMessage, res: ServerResponse) {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    const onChange = (reason: string) => res.write(`event: change\ndata: ${JSON.stringify({ version: centre.version, reason })}\n\n`);
    res.write(`event: change\ndata: ${JSON.stringify({ version: centre.version, reason: 'connected' })}\n\n`);
    centre.events.on('change', onChange);
    centre.events.on('notice', onChange);
    req.on('close', () => (centre.events.off('change', onChange), centre.events.off('notice', onChange)));
  }

  // Every server answers only its own host names (DNS rebinding); the agent websocket learns them in listen().
  const ownHost = ownHostNames(host, options.publicHost);
  const handler = ownHostsOnly(ownHost, guardRequests(async (req, res) => {
    const requested = requestUrl(req);
    if (!requested) return badRequest400(res, 'The request URL cannot be parsed');
    const path = requested.pathname;
    try {
      if (path === '/connect/api' && req.method === 'POST') return await cti.handle(req, res);
      if (backEnds && (await backEnds.handle(req, res, requested))) return;
      // The public Amazon Connect API (SigV4-signed, for the back ends' SDK clients).
      if (publicOperationFor(req.method ?? 'GET', path)) return await publicApi.handle(req, res, requested, req.url ?? path);
      if (path === '/connect/ccp-v2' || path === '/connect/ccp-v2/') return ccp(req, res);
      // The original CCP's URL (streams' older `ccpUrl`, `…/connect/ccp#`): the same CCP (see the README's v1 note).
      if (path === '/connect/ccp' || path === '/connect/ccp/') return send(res, 302, '', { Location: `/connect/ccp-v2/${requested.search}` });
      if (path === '/connect/ccp-v2/shared-worker.js') {
        // streams' own release bundle and worker entry point, with the hosted worker's segment-attribute maps.
        return send(res, 200, SHARED_WORKER_SCRIPT, { 'Content-Type': 'text/javascript' });
      }
      if (CCP_BACKEND_PATHS.includes(path)) return await handleCcpBackend(req, res, path, { centre, sessions, instanceUrl: url, extraRoutes: email.sdkRoutes, faults, resiliency, region });
      if (await identity.handle(req, res, path, requested)) return;
      if (await email.handle(req, res, path, requested)) return;
      if (await task.handle(req, res, path, requested)) return;
      if (MEDIA_PATHS.includes(path)) return await media.handle(req, res, path);
      if (path === '/connect/ccp-v2/ccp-page.js') return await sendFile(res, join(dist, 'ccp-page.js'));
      if (path === '/connect/ccp-v2/ccp-screen.js') return await sendFile(res, join(dist, 'ccp-screen.js'));
      if (path === '/connect/streams/connect-streams.js') return await sendFile(res, streamsMinBundlePath());
      if (path === '/connect/login') return await login(req, res);
      if (path === '/connect/logout') {
        const token = sessions.fromCookie(req)?.token;
        sessions.signOut(token);
        // The session's agent websocket goes with it: a credential CreateTransport issued no longer opens one.
        websocket.revokeSession(token);
        return sendHtml(res, loggedOutPage('/connect/login'), { 'Set-Cookie': sessions.clearCookie() });
      }
      if (path === '/auth/authorize') {
        const s = sessions.fromCookie(req);
        if (!s) return sendJson(res, 401, { __type: 'UnauthorizedException', message: 'Not signed in' });
        return sendJson(res, 200, { accessToken: s.token, expiration: sessions.expiresAt(s.token) });
      }
      if (path === '/connect/agent-app/api' && req.method === 'POST') {
        // Voice ID's AgentAppService: no domain is integrated in Connect Local, which is a valid answer.
        const target = String(req.headers['x-amz-target'] ?? '');
        if (target.endsWith('listIntegrationAssociations')) return sendJson(res, 200, { IntegrationAssociationSummaryList: [] });
        return sendJson(res, 400, { __type: 'ResourceNotFoundException', message: 'Voice ID is not set up in Connect Local' });
      }
      if (WORKSPACE_PATHS.includes(path)) {
        return await handleWorkspace(req, res, path, {
          centre,
          voice,
          // Accept, transfer and the rest go to the contact's own channel, as CTI does.
          channels,
          extraRoutes: email.sdkRoutes,
          sessions,
          instanceUrl: url,
          distDir: dist,
          appBaseUrl: () => workspacePanel ?? [...panelOrigins][0],
          session: (r, w) => {
            const headers: Record<string, string> = {};
            const s = sessionOrDefault(r, headers);
            if (headers['Set-Cookie']) w.setHeader('Set-Cookie', headers['Set-Cookie']);
            return s;
          },
        });
      }
      if (path === '/emulator/api/events') return events(req, res);
      if (path.startsWith('/emulator/api/')) return await control.handle(req, res, path.slice('/emulator/api'.length));
      if (path === PUT_LOGS_PATH) return await shippedLogs.handle(req, res);
      if (path === PUT_SOFTPHONE_METRICS_PATH) return await shippedMetrics.handleMetrics(req, res);
      if (path === PUT_SOFTPHONE_REPORT_PATH) return await shippedMetrics.handleReport(req, res);
      if (FEATURE_ACCESS_PATHS.includes(path)) return await featureAccess.handle(req, res, path);
      if (path === '/' || path === '/index.html') return sendHtml(res, simulatorPage());
      if (path.startsWith('/simulator/')) {
        const file = normalize(join(dist, path));
        if (!file.startsWith(join(dist, 'simulator'))) return sendJson(res, 404, { message: 'Not found' });
        return await sendFile(res, file);
      }
      if (await chat.handle(req, res, path)) return;
      if (await handleCrm(res, path, requested.searchParams, [...panelOrigins], dist)) return;
      if (path === '/favicon.ico') return send(res, 204, '');
      sendJson(res, 404, { __type: 'ResourceNotFoundException', message: `Connect Local has nothing at ${path}` });
    } catch (e) {
      sendError(res, e);
    }
  }));
  const server: Server = options.https ? createTlsServer({ key: tls.key, cert: tls.cert }, handler) : createServer(handler);
  // Long-polled snapshots must not be cut by the default socket timeouts.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 65_000;
  // chatjs's participant websocket (ws://127.0.0.1:<port>/…) shares the instance origin's port.
  server.on('upgrade', ownHostUpgradesOnly(ownHost, guardUpgrades((req, socket, head) => {
    if (!chat.upgrade(req, socket, head) && !media.upgrade(req, socket, head)) refuseUpgrade(socket, 404, 'Not Found');
  })));
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolveListen);
  });
  const port = (server.address() as AddressInfo).port;
  url = `${options.https ? 'https' : 'http'}://${options.publicHost ?? host}:${port}`;
  // Cookies are per host, not per port: name the session cookie after the port so two Connect Locals don't mix.
  // Over https the session cookie is SameSite=None; Secure, as the service's are: an http:// page framing the CCP
  // is another site (schemeful same-site), where a Lax cookie would not be sent.
  sessions = new Sessions(`connect-local-session-${port}`, { crossSite: options.https === true || (options.publicHost !== undefined && options.publicHost !== host) });
  cti = createCtiService({ centre, voice, sessions, faults, region, webSocketUrl: (agent, seconds, session) => websocket.issueUrl(webSocketUrl, agent, Math.min(seconds, ((sessions.expiresAt(session) ?? 0) - Date.now()) / 1000), session), channels });
  control = createControlApi({ centre, voice, faults, websocket, ctiCalls: cti.calls, ownOrigin: () => url, onReset: () => (sessions.clear(), task.resetTemplates(), contactLens.reset(), featureAccess.reset(), identity.reset(), (auditLines.length = 0), shippedLogs.reset(), shippedMetrics.reset()), channels: { create: { ...chat.control.create, email: email.control.create, ...task.control.create }, routes: distinctRoutes(chat.control.routes, email.control.routes, media.routes, task.control.routes, contactLens.routes, featureAccess.routes, identity.routes, auditRoutes, shippedLogs.routes, shippedMetrics.routes) } });

  const mountBackEnds = (opts: MountBackEndsOptions = {}): BackEndUrls => {
    backEnds = createBackEnds({ instanceId: centre.directory.ids.instanceId, region, allowedOrigins: () => panelOrigins, issuer: identity.issuer(), audience: DEFAULT_CLIENT_ID, audit: keepAudit, ...opts, endpoint: url });
    const base = `${url}${backEnds.basePath}`;
    return { recording: `${base}/recording`, contactLens: `${base}/contact-lens`, emailAddresses: `${base}/email-addresses` };
  };
  const backEndUrls = mountBackEnds();

  return {
    url,
    apiUrl: `${url}/emulator/api`,
    backEndUrls,
    workspaceUrl: `${url}/workspace/`,
    webSocketUrl,
    centre,
    allowPanelOrigin: (origin) => void panelOrigins.add(origin),
    mountBackEnds,
    useWorkspacePanel(origin) {
      panelOrigins.add(origin);
      workspacePanel = origin;
    },
    async close() {
      centre.reset();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      chat.close();
      await media.close();
      await websocket.close();
    },
  };
}

/**
 * The control API's routes from every area, refusing at start-up a route two areas both define: spread together,
 * the later one silently replaced the other (the call transcript's GET once hid the chat transcript's).
 */
function distinctRoutes<R>(...sets: Record<string, R>[]): Record<string, R> {
  const all: Record<string, R> = {};
  for (const set of sets) {
    for (const [route, handler] of Object.entries(set)) {
      if (Object.hasOwn(all, route)) throw new Error(`Two areas define the control route ${route}`);
      all[route] = handler;
    }
  }
  return all;
}
