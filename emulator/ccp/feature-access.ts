import type { IncomingMessage, ServerResponse } from 'node:http';
import { FEATURE_FLAGS, isFeatureFlag } from '../../src/shared/rules/feature-access.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import type { Route } from '../control/route.ts';
import { readJson, requireJsonBody, sendError, sendJson } from '../web/http.ts';

export const FEATURE_ACCESS_PATHS = ['/connect/feature-access', '/connect/feature-access/allowlist'];

/**
 * The instance's feature-access service (chat/task/email §7 HTTP calls), which the hosted CCP asks and streams
 * has no call for, so a panel on streams asks it itself, signed in by the instance's session cookie:
 *
 *   GET  /connect/feature-access/allowlist        -> ["allowTaskTemplates", …]  (the flags that are on)
 *   POST /connect/feature-access {accountId, instanceId, featureName}  -> {} when on, {"disabled": true} when off
 *
 * Amazon Connect's own paths are not public; these are Connect Local's. Every flag is on until the control API
 * (`PATCH /feature-flags {flags: {name: boolean}}`) turns one off; a reset turns them all on again.
 */
export function createFeatureAccess(deps: { allowedOrigins: () => ReadonlySet<string>; signedIn: (req: IncomingMessage, res: ServerResponse) => boolean }) {
  let off = new Set<string>();
  const enabled = () => FEATURE_FLAGS.filter((f) => !off.has(f));

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    const origin = String(req.headers.origin ?? '');
    // Credentialed CORS for the panel origins only: the answer depends on the caller's session cookie.
    if (deps.allowedOrigins().has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', 'content-type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader('Vary', 'Origin');
    }
    try {
      if (req.method === 'OPTIONS') return sendJson(res, 204, {});
      if (!deps.signedIn(req, res)) throw new ServiceError('UnauthorizedException', 'Not signed in to the instance', 401);
      if (req.method === 'GET' && path === '/connect/feature-access/allowlist') return sendJson(res, 200, enabled(), { 'Cache-Control': 'no-store' });
      if (req.method === 'POST' && path === '/connect/feature-access') {
        requireJsonBody(req, 'The feature-access service');
        const body = await readJson(req);
        if (typeof body.featureName !== 'string' || !body.featureName) throw badRequest('featureName is required');
        return sendJson(res, 200, enabled().includes(body.featureName as never) ? {} : { disabled: true });
      }
      throw new ServiceError('ResourceNotFoundException', `${req.method} ${path} is not part of the feature-access service`, 404);
    } catch (e) {
      sendError(res, e);
    }
  }

  const routes: Record<string, Route> = {
    'GET /feature-flags': () => ({ flags: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, !off.has(f)])) }),
    'PATCH /feature-flags': (_req, _p, body) => {
      const flags = body.flags;
      if (!flags || typeof flags !== 'object' || Array.isArray(flags)) throw badRequest('Send {flags: {name: true|false}}');
      for (const [name, on] of Object.entries(flags)) {
        if (!isFeatureFlag(name)) throw badRequest(`Unknown feature flag ${name}; known: ${FEATURE_FLAGS.join(', ')}`);
        if (typeof on !== 'boolean') throw badRequest(`Feature flag ${name} must be true or false`);
      }
      const next = new Set(off);
      for (const [name, on] of Object.entries(flags)) (on ? next.delete(name) : next.add(name));
      off = next;
      return routes['GET /feature-flags']!(_req, _p, {});
    },
  };

  return { handle, routes, reset: () => (off = new Set()) };
}
