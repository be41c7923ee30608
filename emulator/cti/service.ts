import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError } from '../centre/errors.ts';
import type { Voice } from '../centre/voice.ts';
import type { Sessions } from '../sessions.ts';
import { readJson, send, sendError } from '../web/http.ts';
import type { Faults } from './faults.ts';
import { type CtiContext, ctiOperations, requestId } from './operations.ts';
import { SnapshotPolls } from './snapshot-polls.ts';
import { snapshotFingerprint, wireSnapshot } from './wire.ts';

const AMZ_JSON = 'application/x-amz-json-1.0';
/** Hold a snapshot poll at most this long; the worker asks with a 30 s timeout. */
const LONG_POLL_MS = 20_000;

export interface CtiServiceDeps {
  centre: ContactCentre;
  voice: Voice;
  sessions: Sessions;
  faults: Faults;
  /** A credentialed agent-websocket URL for an agent, valid for the given seconds. */
  /** The agent websocket's URL for one agent's sign-in session (`session`: its auth token), see AgentWebSocket.issueUrl. */
  webSocketUrl: (agent: string, lifetimeSeconds: number, session: string) => string;
  channels?: CtiContext['channels'];
  /** The region this endpoint serves (a backup region's Connect Local serves its own). */
  region?: string;
}

export interface CtiCall {
  at: number;
  operation: string;
  status: number;
  ms: number;
  errorType?: string;
}

/**
 * The AmazonConnectCTIService endpoint (AWS JSON 1.0, `X-Amz-Target`) that streams' shared worker calls.
 * The caller's agent comes from the bearer token (`X-Amz-Bearer`, or `authentication.authToken` in the body).
 */
export function createCtiService(deps: CtiServiceDeps) {
  const calls: CtiCall[] = [];

  const polls = new SnapshotPolls(deps.centre, (username) => snapshotFingerprint(deps.centre, deps.centre.ctiAgent(username), deps.region));

  async function snapshot(res: ServerResponse, username: string, nextToken: unknown) {
    await polls.wait(username, nextToken, LONG_POLL_MS, (cancel) => res.once('close', cancel));
    const out = wireSnapshot(deps.centre, deps.centre.ctiAgent(username), deps.region);
    return { ...out, nextToken: polls.token(username) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = Date.now();
    const [service, operation = ''] = String(req.headers['x-amz-target'] ?? '').split('.');
    let status = 200;
    let errorType: string | undefined;
    try {
      if (service !== 'AmazonConnectCTIService') throw new ServiceError('UnknownOperationException', `Unknown target ${req.headers['x-amz-target']}`);
      const params = await readJson(req);
      const token = String(req.headers['x-amz-bearer'] ?? params.authentication?.authToken ?? '');
      const username = deps.sessions.username(token);
      if (!username) throw new ServiceError('UnauthorizedException', 'The auth token is missing or expired', 401);
      await deps.faults.apply(operation, 'CTI');
      const agent = deps.centre.ctiAgent(username);
      let out: unknown;
      if (operation === 'GetAgentSnapshot') {
        out = await snapshot(res, username, params.nextToken);
      } else {
        // The operation name comes from the request: only the table's own entries, never Object.prototype's.
        const handler = Object.hasOwn(ctiOperations, operation) ? ctiOperations[operation] : undefined;
        if (!handler) throw new ServiceError('UnknownOperationException', `Connect Local does not answer ${operation}`);
        out = handler(params, { centre: deps.centre, voice: deps.voice, agent, webSocketUrl: (seconds) => deps.webSocketUrl(username, seconds, token), authToken: token, authTokenExpires: deps.sessions.expiresAt(token) ?? Date.now(), channels: deps.channels });
      }
      if (!res.destroyed) send(res, 200, JSON.stringify(out ?? {}), { 'Content-Type': AMZ_JSON, 'x-amzn-RequestId': requestId() });
    } catch (e) {
      status = e instanceof ServiceError ? e.status : 500;
      errorType = e instanceof ServiceError ? e.type : 'InternalServiceException';
      sendError(res, e, AMZ_JSON);
    } finally {
      calls.push({ at: started, operation, status, ms: Date.now() - started, ...(errorType ? { errorType } : {}) });
      if (calls.length > 1000) calls.splice(0, calls.length - 1000);
    }
  }

  return { handle, calls, polls };
}
