import type { IncomingMessage } from 'node:http';
import { LOG_LIMITS } from '../../src/shared/rules/log-limits.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import type { Route } from '../control/route.ts';
import { PUT_LOGS_PATH } from './log-shipping.ts';
import { pageUpload } from './page-upload.ts';

/** The most entries streams publishes at a time (log.js: "500 is the max we accept on the server"). */
export const MAX_LOG_BATCH = 500;
/** Batches kept for the control API; older ones are dropped. */
const KEPT_BATCHES = 200;

interface Batch {
  username: string;
  receivedAt: number;
  agentResourceId: string | null;
  logList: Record<string, unknown>[];
}

/**
 * Connect Local's end of the hosted CCP's log upload (`POST /connect/ccp-v2/put-logs {agentData, logList}`, sent by
 * the ccp-v2 page, log-shipping.ts). It refuses a batch over 500 entries or an entry whose text passes the spec's
 * 21000 characters, and keeps what it accepted for the control API (`GET /shipped-logs`).
 */
export function createShippedLogs(deps: { username: (req: IncomingMessage) => string | undefined }) {
  let batches: Batch[] = [];

  const handle = pageUpload({
    path: PUT_LOGS_PATH,
    what: 'put-logs',
    username: deps.username,
    accept: (body, username) => {
      const list = body.logList;
      if (!Array.isArray(list) || list.length === 0) throw badRequest('logList must be a non-empty list');
      if (list.length > MAX_LOG_BATCH) throw badRequest(`logList has ${list.length} entries; at most ${MAX_LOG_BATCH} go in one batch`);
      for (const e of list) {
        if (!e || typeof e !== 'object' || typeof e.text !== 'string') throw badRequest('Each log entry is an object with a text');
        if (e.text.length > LOG_LIMITS.text) throw new ServiceError('LogEntryTooBigException', `A log entry's text has ${e.text.length} characters; the limit is ${LOG_LIMITS.text}`, 400);
      }
      const agentResourceId = typeof body.agentData?.agentResourceId === 'string' ? body.agentData.agentResourceId : null;
      batches = [...batches.slice(-(KEPT_BATCHES - 1)), { username, receivedAt: Date.now(), agentResourceId, logList: list }];
    },
  });

  const routes: Record<string, Route> = {
    'GET /shipped-logs': () => ({ batches }),
  };

  return { handle, routes, reset: () => (batches = []) };
}
