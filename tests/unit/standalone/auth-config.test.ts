import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../src/standalone/config';
import { panelSources, targetHeaders } from '../../../deploy/security-headers.mjs';

// config.json's `auth`: the identity provider the agent signs in to for the back ends' token, and the CSP that
// lets the page reach it.

const base = { instanceUrl: 'https://alias.my.connect.aws', region: 'us-west-2' };
const withAuth = (auth: unknown) => parseConfig({ ...base, auth });

describe('auth in config.json', () => {
  it('takes an https issuer, a client id and scopes (openid by default)', () => {
    expect(withAuth({ issuer: 'https://login.example.com/realms/agents', clientId: 'ccp-panel' }).auth).toEqual({ issuer: 'https://login.example.com/realms/agents', clientId: 'ccp-panel', scope: 'openid' });
    expect(withAuth({ issuer: 'https://tenant.auth0.com/', clientId: 'abc', scope: 'openid profile offline_access' }).auth).toEqual({ issuer: 'https://tenant.auth0.com/', clientId: 'abc', scope: 'openid profile offline_access' });
    // Connect Local on this computer may be plain http.
    expect(withAuth({ issuer: 'http://127.0.0.1:4200/oidc', clientId: 'ccp-panel' }).auth?.issuer).toBe('http://127.0.0.1:4200/oidc');
    expect(parseConfig(base).auth).toBeUndefined();
  });

  it('refuses what would not work, naming the field', () => {
    expect(() => withAuth({ issuer: 'http://login.example.com', clientId: 'x' })).toThrow(/auth\.issuer/);
    expect(() => withAuth({ issuer: 'https://login.example.com?x=1', clientId: 'x' })).toThrow(/auth\.issuer/);
    expect(() => withAuth({ issuer: 'https://login.example.com', clientId: '' })).toThrow(/auth\.clientId/);
    expect(() => withAuth({ issuer: 'https://login.example.com', clientId: 'x', scope: 'profile' })).toThrow(/auth\.scope/);
    expect(() => withAuth({ issuer: 'https://login.example.com', clientId: 'x', audience: 'y' })).toThrow(/no field audience/);
    expect(() => withAuth('https://login.example.com')).toThrow(ConfigError);
  });

  it('lets the page connect to the issuer, and to nothing else for it', () => {
    const config = { ...base, recording: { apiUrl: 'https://api.example.com/recording' }, auth: { issuer: 'https://login.example.com/realms/agents', clientId: 'ccp-panel' } };
    expect(panelSources(config).backEnds).toEqual(['https://api.example.com', 'https://login.example.com']);
    const csp = targetHeaders('standalone', config)['Content-Security-Policy']!;
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))!;
    expect(connect.split(' ')).toContain('https://login.example.com');
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('login.example.com');
    expect(panelSources(base).backEnds).toEqual([]);
  });
});
