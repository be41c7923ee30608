import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../centre/errors.ts';
import { readJson, requireJsonBody, sendError, sendJson } from '../web/http.ts';

/**
 * Connect Local's end of an upload the ccp-v2 page makes for the signed-in agent (put-logs, put-softphone-metrics,
 * put-softphone-report): a JSON POST from a signed-in session, handed to `accept`, which throws a ServiceError to
 * refuse it; every refusal is answered in the service's error shape, never a crash.
 */
export function pageUpload(o: {
  path: string;
  what: string;
  username: (req: IncomingMessage) => string | undefined;
  accept: (body: Record<string, any>, username: string) => void;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'POST') throw new ServiceError('MethodNotAllowedException', `${req.method} ${o.path} is not allowed`, 405);
      const username = o.username(req);
      if (!username) throw new ServiceError('UnauthorizedException', 'Not signed in', 401);
      requireJsonBody(req, o.what);
      o.accept(await readJson(req), username);
      sendJson(res, 200, {});
    } catch (e) {
      sendError(res, e);
    }
  };
}
