import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../centre/errors.ts';
import { readJson, requireJsonBody, sendError, sendJson } from '../web/http.ts';

/**
 * Connect Local's end of an upload the ccp-v2 page makes for the signed-in agent (put-logs, put-softphone-metrics,
 * put-softphone-report): a JSON POST from a signed-in session, handed to `accept`, which throws a ServiceError to
 * refuse it; every refusal is answered in the service's error shape, never a crash.
 */
/** Whether the request's Origin (sent with every cross-site POST) is the host it was sent to; none: not a browser's. */
function fromOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

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
      // The session cookie goes with a request from any page: only the instance's own pages (its origin) may upload.
      if (!fromOwnOrigin(req)) throw new ServiceError('AccessDeniedException', `${o.what} is taken only from the instance's own pages`, 403);
      requireJsonBody(req, o.what);
      o.accept(await readJson(req), username);
      sendJson(res, 200, {});
    } catch (e) {
      sendError(res, e);
    }
  };
}
