import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/**
 * What API Gateway's JWT authorizer does before a route's function runs: takes the bearer token from the
 * Authorization header, checks its RS256 signature against the issuer's JWKS, its issuer, audience (`aud`, or
 * `client_id` when a token has no `aud`) and times; refuses with 401 otherwise. The handler gets the claims.
 */
export interface JwtAuthorizerOptions {
  issuer: string;
  audience: string;
  /** Default: the issuer's discovery document's jwks_uri. */
  jwksUrl?: string;
  /** The longest a JWKS or discovery fetch may take. */
  timeoutMs?: number;
}

export class Unauthorized extends Error {}

export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  const timeoutMs = options.timeoutMs ?? 3000;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keySet = async () => {
    if (keys) return keys;
    let url = options.jwksUrl;
    if (!url) {
      const res = await fetch(`${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(timeoutMs) });
      const doc = (await res.json().catch(() => ({}))) as { jwks_uri?: unknown };
      if (!res.ok || typeof doc.jwks_uri !== 'string') throw new Error(`The issuer ${options.issuer} has no discovery document with a jwks_uri`);
      url = doc.jwks_uri;
    }
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs });
    return keys;
  };

  /** The token's claims, or Unauthorized (a server-side failure to read the keys is thrown as is). */
  return async function authorize(authorization: string | undefined): Promise<JWTPayload> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? (authorization?.trim() || undefined);
    if (!token) throw new Unauthorized('No bearer token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keySet(), { issuer: options.issuer, algorithms: ['RS256'] }));
    } catch (e) {
      if (e instanceof errors.JOSEError) throw new Unauthorized(e.code);
      throw e;
    }
    const audiences = payload.aud === undefined ? [payload.client_id] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (!audiences.includes(options.audience)) throw new Unauthorized('Foreign audience');
    return payload;
  };
}
