import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';
import { controlApiOf } from './control-api.ts';

// Connect Local as the OpenID Connect identity provider: the authorization code flow with PKCE (S256) as the panel's
// oidc-client-ts runs it, the refresh grant, and the refusals RFC 6749 and RFC 7636 ask for.

const PANEL = 'http://127.0.0.1:4999';
const REDIRECT = `${PANEL}/signed-in`;
let local: ConnectLocal;
let issuer: string;
let control: ReturnType<typeof controlApiOf>;

beforeAll(async () => {
  local = await startConnectLocal({ panelOrigins: [PANEL] });
  issuer = `${local.url}/oidc`;
  control = controlApiOf(local);
});
afterAll(() => local.close());
beforeEach(() => control('POST', '/reset'));

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The authorization request; answers where the identity provider sends the browser. */
async function authorize(params: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(`${issuer}/authorize?${new URLSearchParams(params)}`, { redirect: 'manual', ...init });
  return { res, location: res.headers.get('location') ? new URL(res.headers.get('location')!) : null };
}

const request = (challenge: string, extra: Record<string, string> = {}) => ({ client_id: 'ccp-panel', redirect_uri: REDIRECT, response_type: 'code', scope: 'openid', state: 's1', code_challenge: challenge, code_challenge_method: 'S256', ...extra });

async function codeFor(challenge: string) {
  const { location } = await authorize(request(challenge));
  expect(location?.origin).toBe(PANEL);
  expect(location?.searchParams.get('state')).toBe('s1');
  return location!.searchParams.get('code')!;
}

const token = async (params: Record<string, string>) => {
  const res = await fetch(`${issuer}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const exchange = (code: string, verifier: string) => token({ grant_type: 'authorization_code', client_id: 'ccp-panel', redirect_uri: REDIRECT, code, code_verifier: verifier });

describe('Connect Local identity provider', () => {
  it('publishes its discovery document and keys', async () => {
    const d = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(d).toMatchObject({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, code_challenge_methods_supported: ['S256'] });
    const jwks = await (await fetch(`${issuer}/jwks`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('gives the signed-in agent an RS256 access token naming its Connect user name, for the right PKCE verifier', async () => {
    const { verifier, challenge } = pkce();
    const { status, body } = await exchange(await codeFor(challenge), verifier);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid' });
    const { payload } = await jwtVerify(body.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), { issuer, audience: 'ccp-panel' });
    expect(payload).toMatchObject({ username: 'agent', client_id: 'ccp-panel', scope: 'openid' });
    expect(typeof payload.sub).toBe('string');
    expect(body.id_token).toBeTruthy();
  });

  it('refuses a wrong verifier, a missing one and a code used twice', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    expect(await exchange(code, pkce().verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The code was spent by the failed attempt: the right verifier is too late now.
    expect(await exchange(code, verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const other = pkce();
    const code2 = await codeFor(other.challenge);
    expect(await token({ grant_type: 'authorization_code', client_id: 'ccp-panel', redirect_uri: REDIRECT, code: code2 })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('takes back the refresh token of a code presented twice', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    expect(await exchange(code, verifier)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await token({ grant_type: 'refresh_token', client_id: 'ccp-panel', refresh_token: first.body.refresh_token })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('requires PKCE S256 and a registered redirect URI', async () => {
    const plain = await authorize(request('x'.repeat(43), { code_challenge_method: 'plain' }));
    expect(plain.location?.searchParams.get('error')).toBe('invalid_request');
    const none = await authorize({ client_id: 'ccp-panel', redirect_uri: REDIRECT, response_type: 'code', state: 's' });
    expect(none.location?.searchParams.get('error')).toBe('invalid_request');
    const token = await authorize(request(pkce().challenge, { response_type: 'token' }));
    expect(token.location?.searchParams.get('error')).toBe('unsupported_response_type');
    // Never sent to a site that is not the panel's: answered on the identity provider's own page.
    const foreign = await authorize(request(pkce().challenge, { redirect_uri: 'https://evil.example/cb' }));
    expect(foreign.res.status).toBe(400);
    expect(foreign.location).toBeNull();
    const client = await authorize(request(pkce().challenge, { client_id: 'someone' }));
    expect(client.res.status).toBe(400);
  });

  it('renews with the refresh token, once per refresh token, and refuses when told to', async () => {
    const { verifier, challenge } = pkce();
    const first = (await exchange(await codeFor(challenge), verifier)).body;
    const renewed = await token({ grant_type: 'refresh_token', client_id: 'ccp-panel', refresh_token: first.refresh_token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(first.refresh_token);
    expect(await token({ grant_type: 'refresh_token', client_id: 'ccp-panel', refresh_token: first.refresh_token })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await control('PATCH', '/identity', { refuseRefresh: true });
    expect(await token({ grant_type: 'refresh_token', client_id: 'ccp-panel', refresh_token: renewed.body.refresh_token })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await token({ grant_type: 'password', client_id: 'ccp-panel' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    expect(await token({ grant_type: 'refresh_token', client_id: 'nobody', refresh_token: 'x' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it('issues tokens of the configured lifetime, and the control API mints expired ones', async () => {
    await control('PATCH', '/identity', { accessTokenSeconds: 5 });
    const { verifier, challenge } = pkce();
    const { body } = await exchange(await codeFor(challenge), verifier);
    expect(body.expires_in).toBe(5);
    const { payload } = await jwtVerify(body.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)));
    expect(payload.exp! - payload.iat!).toBe(5);
    const minted = await control('POST', '/identity/tokens', { username: 'jordan', expiresInSeconds: -60 });
    await expect(jwtVerify(minted.body.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)))).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
    expect((await control('PATCH', '/identity', { accessTokenSeconds: 0 })).status).toBe(400);
  });

  it('shows its sign-in page when told to, and signs in the user chosen there', async () => {
    await control('PATCH', '/identity', { signIn: 'page' });
    const { verifier, challenge } = pkce();
    const page = await authorize(request(challenge));
    expect(page.res.status).toBe(200);
    const html = await page.res.text();
    expect(html).toContain('<select id="username" name="username">');
    expect(html).not.toContain('<script');
    expect(page.res.headers.get('content-security-policy')).toContain(`form-action 'self' ${PANEL}`);
    const posted = await fetch(`${issuer}/authorize`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...request(challenge), username: 'jordan' }) });
    const code = new URL(posted.headers.get('location')!).searchParams.get('code')!;
    const { body } = await exchange(code, verifier);
    const { payload } = await jwtVerify(body.access_token, createRemoteJWKSet(new URL(`${issuer}/jwks`)));
    expect(payload.username).toBe('jordan');
  });
});
