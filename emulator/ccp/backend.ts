import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import { type GlobalResiliency, RESILIENCY_EVENT, type ResiliencyEvent } from '../centre/resiliency.ts';
import type { Faults } from '../cti/faults.ts';
import type { Sessions } from '../sessions.ts';
import { readJson, sendError, sendJson } from '../web/http.ts';
import { handleApiProxyRequest } from './api-proxy.ts';
import { type SdkContext, handleSdkRequest } from './sdk-routes.ts';
import type { AgentSdkEvent } from './session-expiry.ts';

/** The two routes the ccp-v2 page relays to: POST /connect/ccp-v2/sdk and POST /connect/ccp-v2/api-proxy. */
export const SDK_EVENTS_PATH = '/connect/ccp-v2/sdk-events';
export const RESILIENCY_EVENTS_PATH = '/connect/ccp-v2/resiliency-events';
export const FORCE_FAILOVER_PATH = '/connect/ccp-v2/force-failover';
export const CCP_BACKEND_PATHS = ['/connect/ccp-v2/sdk', '/connect/ccp-v2/api-proxy', SDK_EVENTS_PATH, RESILIENCY_EVENTS_PATH, FORCE_FAILOVER_PATH];

/** Server-sent global resiliency events (failover pending or initiated), which the page passes to streams. */
function resiliencyEvents(req: IncomingMessage, res: ServerResponse, deps: CcpBackendDeps) {
  if (!deps.sessions.fromCookie(req)) return sendJson(res, 401, { __type: 'UnauthorizedException', message: 'Not signed in' });
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  res.write(': connected\n\n');
  const onEvent = (e: ResiliencyEvent) => res.write(`data: ${JSON.stringify(e)}\n\n`);
  deps.centre.events.on(RESILIENCY_EVENT, onEvent);
  req.on('close', () => deps.centre.events.off(RESILIENCY_EVENT, onEvent));
}

/** How many ccp-v2 pages of each agent listen to their event stream (events to an agent with none are lost). */
const listening = new Map<string, number>();
export const ccpPagesListening = (username: string) => listening.get(username) ?? 0;

/** Server-sent SDK events for the signed-in agent (session expiry), which the page publishes to the panel. */
function sdkEvents(req: IncomingMessage, res: ServerResponse, deps: CcpBackendDeps) {
  const session = deps.sessions.fromCookie(req);
  if (!session) return sendJson(res, 401, { __type: 'UnauthorizedException', message: 'Not signed in' });
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  res.write(': connected\n\n');
  const onEvent = (e: AgentSdkEvent) => {
    if (e.username === session.username) res.write(`data: ${JSON.stringify(e.event)}\n\n`);
  };
  deps.centre.events.on('sdk-event', onEvent);
  listening.set(session.username, ccpPagesListening(session.username) + 1);
  req.on('close', () => {
    deps.centre.events.off('sdk-event', onEvent);
    listening.set(session.username, ccpPagesListening(session.username) - 1);
  });
}

export interface CcpBackendDeps {
  centre: ContactCentre;
  sessions: Sessions;
  instanceUrl: string;
  extraRoutes?: SdkContext['extraRoutes'];
  /** With a backup region: the failover the CRM forces (streams' globalResiliency.forceFailover()). */
  resiliency?: GlobalResiliency;
  /** The region this origin serves. */
  region?: string;
  /** Faults armed through the control API; an SDK route's operation name is `namespace command`. */
  faults?: Faults;
}

export async function handleCcpBackend(req: IncomingMessage, res: ServerResponse, path: string, deps: CcpBackendDeps) {
  if (path === SDK_EVENTS_PATH) return sdkEvents(req, res, deps);
  if (path === RESILIENCY_EVENTS_PATH) return resiliencyEvents(req, res, deps);
  try {
    if (req.method !== 'POST') throw new ServiceError('MethodNotAllowedException', `${path} takes POST`, 405);
    // A JSON content type forces a CORS preflight, which Connect Local never grants: only its own page can call.
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new ServiceError('UnsupportedMediaTypeException', 'Send application/json', 415);
    }
    const session = deps.sessions.fromCookie(req);
    if (!session) return sendJson(res, 401, { __type: 'UnauthorizedException', message: 'Not signed in' });
    const body = await readJson(req);
    if (path === FORCE_FAILOVER_PATH) {
      if (!deps.resiliency?.state) throw invalidState('This instance has no backup region to fail over to');
      // Streams asks every region's CCP; the active region's one fails over.
      if (deps.resiliency.state.active === deps.region) deps.resiliency.complete();
      return sendJson(res, 200, {});
    }
    if (path.endsWith('/sdk')) {
      if (typeof body.namespace !== 'string' || typeof body.command !== 'string') throw badRequest('namespace and command are required');
      // An armed fault (e.g. "aws.connect.email send-email") answers as the SDK's error, after its delay.
      const fault = await deps.faults?.apply(`${body.namespace} ${body.command}`).then(() => null, (e: ServiceError) => e);
      if (fault) return sendJson(res, 200, { isError: true, errorKey: fault.type, reason: fault.message, details: { command: body.command } });
      const ctx: SdkContext = { centre: deps.centre, username: session.username, instanceUrl: deps.instanceUrl, ...(deps.extraRoutes ? { extraRoutes: deps.extraRoutes } : {}) };
      return sendJson(res, 200, handleSdkRequest(ctx, { namespace: body.namespace, command: body.command, data: body.data }));
    }
    if (typeof body.method !== 'string') throw badRequest('method is required');
    sendJson(res, 200, handleApiProxyRequest({ centre: deps.centre, username: session.username }, { method: body.method, params: body.params }));
  } catch (e) {
    sendError(res, e);
  }
}
