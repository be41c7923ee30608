import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { JWTPayload } from 'jose';
import { createClients } from '../../backends/shared/clients.ts';
import type { BackEndConfig } from '../../backends/shared/config.ts';
import type { BackEndHandler } from '../../backends/shared/handler.ts';
import { createEmailAddressesHandler } from '../../backends/email-addresses/handler.ts';
import { createRecordingHandler } from '../../backends/recording/handler.ts';
import { createTranscriptHandler } from '../../backends/transcript/handler.ts';
import { ServiceError } from '../centre/errors.ts';
import { CONNECT_LOCAL_ACCESS_KEY, type AccessKey } from '../public-api/sigv4.ts';
import { readBody, send } from '../web/http.ts';
import { createJwtAuthorizer, Unauthorized } from './jwt-authorizer.ts';

/**
 * The back ends (backends/) run locally as API Gateway runs them in AWS: an HTTP request becomes an HTTP API
 * payload 2.0 event, the JWT authorizer checks the bearer token first (401 without a valid one), CORS is answered as
 * the CDK construct configures it (deploy/lib/back-ends.ts), and the function's answer becomes the response. The
 * handlers call Connect Local's public API (emulator/public-api) with the official SDK clients, SigV4-signed with
 * Connect Local's access key: the same code as in AWS, against the emulator.
 *
 *   <basePath>/recording/start|suspend|resume|stop (POST), <basePath>/recording/status (GET)
 *   <basePath>/contact-lens/realtime-contact-analysis/analysis-segments (POST)
 *   <basePath>/email-addresses/queue (GET)
 */
export interface BackEndsOptions {
  issuer: string;
  audience: string;
  jwksUrl?: string;
  instanceId: string;
  region: string;
  userClaim?: string;
  /** Connect Local's origin, where the handlers' SDK clients send the public API calls. */
  endpoint: string;
  /** Where the routes are mounted (default /back-ends). */
  basePath?: string;
  /** Panel origins CORS allows (the CDK construct's allowedOrigins). */
  allowedOrigins: () => Iterable<string>;
  credentials?: AccessKey;
  audit?: (line: string) => void;
  timeoutMs?: number;
}

/** The routes and their methods, as the CDK construct declares them on the HTTP API. */
export const BACK_END_ROUTES = [
  { feature: 'recording', method: 'POST', path: '/recording/start' },
  { feature: 'recording', method: 'POST', path: '/recording/suspend' },
  { feature: 'recording', method: 'POST', path: '/recording/resume' },
  { feature: 'recording', method: 'POST', path: '/recording/stop' },
  { feature: 'recording', method: 'GET', path: '/recording/status' },
  { feature: 'transcript', method: 'POST', path: '/contact-lens/realtime-contact-analysis/analysis-segments' },
  { feature: 'email-addresses', method: 'GET', path: '/email-addresses/queue' },
] as const;

export type BackEndFeature = (typeof BACK_END_ROUTES)[number]['feature'];

/** CORS as the HTTP API answers it: preflight by API Gateway itself (no authorizer), headers on every answer. */
export const CORS = { allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['authorization', 'content-type'], maxAgeSeconds: 600 } as const;

const MAX_BODY = 1024 * 1024;

export function createBackEnds(options: BackEndsOptions) {
  const basePath = (options.basePath ?? '/back-ends').replace(/\/+$/, '');
  const config: BackEndConfig = { instanceId: options.instanceId, region: options.region, userClaim: options.userClaim ?? 'username', endpoint: options.endpoint, timeoutMs: options.timeoutMs ?? 4000 };
  const deps = { config, ...createClients(config, { credentials: options.credentials ?? CONNECT_LOCAL_ACCESS_KEY }), ...(options.audit ? { audit: options.audit } : {}) };
  const handlers: Record<BackEndFeature, BackEndHandler> = {
    recording: createRecordingHandler(deps),
    transcript: createTranscriptHandler(deps),
    'email-addresses': createEmailAddressesHandler(deps),
  };
  const authorize = createJwtAuthorizer({ issuer: options.issuer, audience: options.audience, ...(options.jwksUrl ? { jwksUrl: options.jwksUrl } : {}) });

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = String(req.headers.origin ?? '');
    if (!origin || ![...options.allowedOrigins()].includes(origin)) return {};
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  };

  /** Answers a request under basePath; false when the path is not one of the back ends'. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(`${basePath}/`)) return false;
    const path = url.pathname.slice(basePath.length);
    const method = req.method ?? 'GET';
    const cors = corsHeaders(req);
    const routes = BACK_END_ROUTES.filter((r) => r.path === path);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      send(res, status, typeof body === 'string' ? body : JSON.stringify(body), { 'Content-Type': 'application/json', ...cors, ...headers });
    try {
      if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
        // API Gateway answers a preflight itself, before any authorizer; an origin it does not allow gets no CORS headers.
        if (!cors['Access-Control-Allow-Origin'] || !routes.length) return reply(204, ''), true;
        return reply(204, '', { 'Access-Control-Allow-Methods': CORS.allowMethods.join(','), 'Access-Control-Allow-Headers': CORS.allowHeaders.join(','), 'Access-Control-Max-Age': String(CORS.maxAgeSeconds) }), true;
      }
      const route = routes.find((r) => r.method === method);
      if (!route) return reply(404, { message: 'Not Found' }), true;
      let claims: JWTPayload;
      try {
        claims = await authorize(typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined);
      } catch (e) {
        if (e instanceof Unauthorized) return reply(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' }), true;
        throw e;
      }
      const raw = await readBody(req);
      if (Buffer.byteLength(raw) > MAX_BODY) return reply(413, { message: 'Request Entity Too Large' }), true;
      const result = await handlers[route.feature](eventOf(req, url, `${method} ${route.path}`, raw, claims));
      reply(result.statusCode ?? 200, result.body ?? '', Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])));
    } catch (e) {
      // A function that fails is API Gateway's 500 (a key-set fetch that fails, its 500 too); the server lives on.
      const status = e instanceof ServiceError ? e.status : 500;
      if (!res.headersSent) reply(status, { message: 'Internal Server Error' });
    }
    return true;
  }

  return { handle, basePath, handlers };
}

/** The HTTP API payload 2.0 event API Gateway would give the function, with the JWT authorizer's claims. */
export function eventOf(req: IncomingMessage, url: URL, routeKey: string, body: string, claims: JWTPayload): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const now = Date.now();
  // API Gateway gives claims as strings (arrays as "[a b]").
  const stringClaims = Object.fromEntries(Object.entries(claims).map(([k, v]) => [k, typeof v === 'string' ? v : Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'connect-local',
      apiId: 'connect-local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? '',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: `HTTP/${req.httpVersion}`, sourceIp: req.socket.remoteAddress ?? '', userAgent: String(req.headers['user-agent'] ?? '') },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: stringClaims, scopes: typeof claims.scope === 'string' ? claims.scope.split(' ') : [] } },
    },
    ...(body ? { body } : {}),
    isBase64Encoded: false,
  };
}
