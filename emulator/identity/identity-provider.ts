import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { ContactCentre } from '../centre/centre.ts';
import { badRequest } from '../centre/errors.ts';
import type { Route } from '../control/route.ts';
import { checkFields, onlyFields } from '../control/body-checks.ts';
import { readBody, send, sendHtml, sendJson } from '../web/http.ts';
import { isCodeChallenge, verifierMatches } from './pkce.ts';
import { authorizationErrorPage, signInPage, type AuthorizationParams } from './sign-in-page.ts';

/** The client id the panel is registered with, unless the deployment names another. */
export const DEFAULT_CLIENT_ID = 'ccp-panel';
/** Where the identity provider lives on the instance origin; the issuer is `<origin>/oidc`. */
export const IDENTITY_PREFIX = '/oidc';

const CODE_SECONDS = 60;

export interface IdentitySettings {
  /** How long an access token lasts (its `exp`); tests shorten it to see a token expire. */
  accessTokenSeconds: number;
  /** How long a refresh token may renew (12 hours, an agent's working day, by default). */
  refreshTokenSeconds: number;
  /** Refuse every refresh (`invalid_grant`), as an identity provider does once the user's session was revoked. */
  refuseRefresh: boolean;
  /**
   * 'auto': an authorization request is answered at once for the browser's agent (the one signed in to Connect
   * Local, else the default agent), as a company's single sign-on does; 'page': the sign-in page every time.
   */
  signIn: 'auto' | 'page';
}

const defaults = (): IdentitySettings => ({ accessTokenSeconds: 3600, refreshTokenSeconds: 12 * 60 * 60, refuseRefresh: false, signIn: 'auto' });

interface Code {
  clientId: string;
  redirectUri: string;
  challenge: string;
  username: string;
  scope: string;
  nonce?: string;
  expires: number;
  used: boolean;
  /** Refresh tokens issued for this code: revoked if the code is presented again (RFC 6749 §4.1.2). */
  refreshTokens: Set<string>;
}

interface RefreshGrant {
  clientId: string;
  username: string;
  scope: string;
  expires: number;
  code: Code;
}

class OAuthError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

export interface IdentityDeps {
  centre: ContactCentre;
  /** The instance origin (known once the server listens). */
  baseUrl: () => string;
  /** Origins a redirect URI may be on: the panel origins the instance approved. */
  allowedOrigins: () => ReadonlySet<string>;
  /** Who the identity provider's single sign-on knows in this browser (signIn 'auto'); the sign-in page preselects it. */
  signedInAgent: (req: IncomingMessage) => string | undefined;
  clientIds?: string[];
  now?: () => number;
}

/**
 * Connect Local as the company's OpenID Connect identity provider, so the panel signs its agent in as it would in
 * production and the back ends check real tokens: discovery, JWKS (an RSA key made at start), the authorization
 * endpoint with a sign-in page for Connect Local's users, and the token endpoint (authorization code with PKCE S256,
 * refresh token). Access tokens are RS256 JWTs naming the Connect user name in `username`.
 */
export async function createIdentityProvider(deps: IdentityDeps) {
  const now = deps.now ?? Date.now;
  const clientIds = new Set(deps.clientIds ?? [DEFAULT_CLIENT_ID]);
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let settings = defaults();
  const codes = new Map<string, Code>();
  const refreshTokens = new Map<string, RefreshGrant>();
  const issuer = () => `${deps.baseUrl()}${IDENTITY_PREFIX}`;

  const userOf = (username: string) => deps.centre.directory.agents.find((a) => a.username === username);

  function forget() {
    const t = now();
    for (const [k, c] of codes) if (c.expires <= t && c.refreshTokens.size === 0) codes.delete(k);
    for (const [k, r] of refreshTokens) if (r.expires <= t) refreshTokens.delete(k);
  }

  /** An access token for a Connect Local user, as the token endpoint issues it (also the control API's, for tests). */
  async function accessToken(username: string, clientId: string, scope: string, seconds = settings.accessTokenSeconds) {
    const user = userOf(username);
    if (!user) throw badRequest(`There is no user ${username}`);
    const iat = Math.floor(now() / 1000);
    return new SignJWT({ scope, client_id: clientId, username })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .setIssuer(issuer())
      .setAudience(clientId)
      .setSubject(user.agentId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds)
      .setJti(randomBytes(12).toString('base64url'))
      .sign(privateKey);
  }

  async function idToken(username: string, clientId: string, nonce: string | undefined) {
    const user = userOf(username)!;
    const iat = Math.floor(now() / 1000);
    return new SignJWT({ name: user.name, preferred_username: username, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer())
      .setAudience(clientId)
      .setSubject(user.agentId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + settings.accessTokenSeconds)
      .sign(privateKey);
  }

  async function tokens(username: string, code: Code, clientId: string, scope: string) {
    const refreshToken = `clrt-${randomBytes(24).toString('base64url')}`;
    refreshTokens.set(refreshToken, { clientId, username, scope, expires: now() + settings.refreshTokenSeconds * 1000, code });
    code.refreshTokens.add(refreshToken);
    return {
      access_token: await accessToken(username, clientId, scope),
      token_type: 'Bearer',
      expires_in: settings.accessTokenSeconds,
      refresh_token: refreshToken,
      scope,
      ...(scope.split(' ').includes('openid') ? { id_token: await idToken(username, clientId, code.nonce) } : {}),
    };
  }

  const discovery = () => ({
    issuer: issuer(),
    authorization_endpoint: `${issuer()}/authorize`,
    token_endpoint: `${issuer()}/token`,
    jwks_uri: `${issuer()}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: ['openid', 'profile', 'offline_access'],
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'name', 'preferred_username', 'username', 'nonce'],
  });

  /** The redirect URI, if the client may use it: on an approved panel origin, http(s), no fragment. */
  function checkedRedirect(clientId: string | null, redirectUri: string | null): URL | string {
    if (!clientId || !clientIds.has(clientId)) return `Unknown client_id ${clientId ?? '(none)'}: the identity provider knows ${[...clientIds].join(', ')}.`;
    let url: URL;
    try {
      url = new URL(redirectUri ?? '');
    } catch {
      return 'redirect_uri must be the absolute URL of the panel\'s sign-in callback.';
    }
    if (!/^https?:$/.test(url.protocol) || url.hash || !deps.allowedOrigins().has(url.origin)) return `redirect_uri ${redirectUri} is not registered: its origin must be an approved panel origin.`;
    return url;
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const form = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : null;
    const p = form ?? query;
    const redirect = checkedRedirect(p.get('client_id'), p.get('redirect_uri'));
    // Nothing may be sent to a redirect URI that is not the client's (an open redirector): say it here.
    if (typeof redirect === 'string') return send(res, 400, authorizationErrorPage(redirect), { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" });
    const state = p.get('state');
    const back = (params: Record<string, string>) => {
      const to = new URL(redirect);
      for (const [k, v] of Object.entries({ ...params, ...(state !== null ? { state } : {}) })) to.searchParams.set(k, v);
      send(res, 302, '', { Location: to.href, 'Referrer-Policy': 'no-referrer' });
    };
    if (p.get('response_type') !== 'code') return back({ error: 'unsupported_response_type', error_description: 'Only the authorization code flow (response_type=code) is supported' });
    const challenge = p.get('code_challenge') ?? '';
    if (p.get('code_challenge_method') !== 'S256' || !isCodeChallenge(challenge)) return back({ error: 'invalid_request', error_description: 'PKCE is required: code_challenge with code_challenge_method=S256' });
    const scope = (p.get('scope') ?? 'openid').split(/\s+/).filter(Boolean);
    const unknownScope = scope.find((s) => !discovery().scopes_supported.includes(s));
    if (unknownScope) return back({ error: 'invalid_scope', error_description: `Unknown scope ${unknownScope}` });
    const issue = (username: string) => {
      forget();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { clientId: p.get('client_id')!, redirectUri: redirect.href, challenge, username, scope: scope.join(' '), ...(p.get('nonce') ? { nonce: p.get('nonce')! } : {}), expires: now() + CODE_SECONDS * 1000, used: false, refreshTokens: new Set() });
      back({ code });
    };
    if (form?.has('username')) {
      const username = form.get('username')!;
      if (userOf(username)) return issue(username);
    }
    const prompt = (p.get('prompt') ?? '').split(' ');
    const known = deps.signedInAgent(req);
    if (known && settings.signIn === 'auto' && !prompt.includes('login')) return issue(known);
    if (prompt.includes('none')) return back({ error: 'login_required', error_description: 'The user must sign in' });
    const params: AuthorizationParams = {};
    for (const k of ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'nonce']) if (p.get(k) !== null) params[k] = p.get(k)!;
    const users = deps.centre.directory.agents.map((a) => ({ username: a.username, name: a.name }));
    const message = form?.has('username') ? `There is no user ${form.get('username')}.` : '';
    // No script; the form posts here, and the answer redirects to the panel: form-action must allow its origin.
    sendHtml(res, signInPage(users, known, params, message), { 'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirect.origin}; frame-ancestors 'none'`, 'X-Content-Type-Options': 'nosniff' });
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded');
    const p = new URLSearchParams(await readBody(req));
    for (const k of new Set(p.keys())) if (p.getAll(k).length > 1) throw new OAuthError('invalid_request', `${k} is given more than once`);
    const clientId = p.get('client_id') ?? '';
    if (!clientIds.has(clientId)) throw new OAuthError('invalid_client', `Unknown client_id ${clientId || '(none)'}`, 401);
    forget();
    const grant = p.get('grant_type');
    if (grant === 'authorization_code') {
      const value = p.get('code') ?? '';
      const code = codes.get(value);
      if (!code) throw new OAuthError('invalid_grant', 'The authorization code is unknown or expired');
      if (code.used) {
        // A code presented twice was stolen or replayed: what it gave is taken back.
        for (const t of code.refreshTokens) refreshTokens.delete(t);
        code.refreshTokens.clear();
        throw new OAuthError('invalid_grant', 'The authorization code was already used');
      }
      code.used = true;
      if (code.expires <= now()) throw new OAuthError('invalid_grant', 'The authorization code has expired');
      if (code.clientId !== clientId) throw new OAuthError('invalid_grant', 'The authorization code was issued to another client');
      if (p.get('redirect_uri') !== code.redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
      const verifier = p.get('code_verifier');
      if (!verifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE)');
      if (!verifierMatches(verifier, code.challenge)) throw new OAuthError('invalid_grant', 'The code_verifier does not match the code_challenge');
      return sendJson(res, 200, await tokens(code.username, code, clientId, code.scope), { Pragma: 'no-cache' });
    }
    if (grant === 'refresh_token') {
      const value = p.get('refresh_token') ?? '';
      const r = refreshTokens.get(value);
      if (!r || r.expires <= now() || r.clientId !== clientId) throw new OAuthError('invalid_grant', 'The refresh token is unknown, expired or not this client\'s');
      if (settings.refuseRefresh) throw new OAuthError('invalid_grant', 'The sign-in has ended: sign in again');
      // Rotated: the old refresh token is spent, so a copy of it is worth nothing.
      refreshTokens.delete(value);
      r.code.refreshTokens.delete(value);
      return sendJson(res, 200, await tokens(r.username, r.code, clientId, r.scope), { Pragma: 'no-cache' });
    }
    throw new OAuthError('unsupported_grant_type', `grant_type ${grant ?? '(none)'} is not supported; use authorization_code or refresh_token`);
  }

  /** CORS for the panel's own fetches (discovery, JWKS, token): the approved panel origins only. */
  function cors(req: IncomingMessage, res: ServerResponse) {
    const origin = String(req.headers.origin ?? '');
    if (!deps.allowedOrigins().has(origin)) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Vary', 'Origin');
  }

  const routes: Record<string, Route> = {
    'GET /identity': () => ({ issuer: issuer(), clientIds: [...clientIds], ...settings }),
    'PATCH /identity': (_r, _p, body) => {
      const shape = {
        accessTokenSeconds: (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 86_400,
        refreshTokenSeconds: (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 30 * 86_400,
        refuseRefresh: (v: unknown) => typeof v === 'boolean',
        signIn: (v: unknown) => v === 'auto' || v === 'page',
      };
      onlyFields(body, shape, 'identity');
      checkFields(body, shape, [], { accessTokenSeconds: 'whole seconds, 1 to 86400', refreshTokenSeconds: 'whole seconds, 1 to 2592000', refuseRefresh: 'true or false', signIn: '"auto" or "page"' });
      settings = { ...settings, ...body };
      return { issuer: issuer(), clientIds: [...clientIds], ...settings };
    },
    'POST /identity/tokens': async (_r, _p, body) => {
      const shape = { username: (v: unknown) => typeof v === 'string', expiresInSeconds: (v: unknown) => Number.isInteger(v) && (v as number) >= -86_400 && (v as number) <= 86_400, clientId: (v: unknown) => typeof v === 'string' && clientIds.has(v) };
      onlyFields(body, shape, 'token');
      checkFields(body, shape, ['username'], { expiresInSeconds: 'whole seconds, -86400 to 86400 (negative: already expired)', clientId: `one of ${[...clientIds].join(', ')}` });
      const clientId = body.clientId ?? DEFAULT_CLIENT_ID;
      const seconds = body.expiresInSeconds ?? settings.accessTokenSeconds;
      return { access_token: await accessToken(body.username, clientId, 'openid', seconds), token_type: 'Bearer', expires_in: seconds };
    },
  };

  return {
    issuer,
    routes,
    reset() {
      settings = defaults();
      codes.clear();
      refreshTokens.clear();
    },
    /** Answers the identity provider's paths (under /oidc); false for any other. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
      if (path !== IDENTITY_PREFIX && !path.startsWith(`${IDENTITY_PREFIX}/`)) return false;
      const rest = path.slice(IDENTITY_PREFIX.length);
      cors(req, res);
      if (req.method === 'OPTIONS') return send(res, 204, ''), true;
      if (rest === '/.well-known/openid-configuration' && req.method === 'GET') return sendJson(res, 200, discovery(), { 'Cache-Control': 'max-age=300' }), true;
      if (rest === '/jwks' && req.method === 'GET') return sendJson(res, 200, { keys: [jwk] }, { 'Cache-Control': 'max-age=300' }), true;
      if (rest === '/authorize' && (req.method === 'GET' || req.method === 'POST')) return await authorize(req, res, url.searchParams), true;
      if (rest === '/token' && req.method === 'POST') {
        try {
          await token(req, res);
        } catch (e) {
          // RFC 6749 §5.2: {error, error_description}, 400 (401 for a client that failed to authenticate).
          const err = e instanceof OAuthError ? e : new OAuthError('invalid_request', e instanceof Error ? e.message : String(e));
          sendJson(res, err.status, { error: err.error, error_description: err.message }, { Pragma: 'no-cache' });
        }
        return true;
      }
      sendJson(res, 404, { error: 'not_found', error_description: `The identity provider has nothing at ${path}` });
      return true;
    },
  };
}
