import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * Who may talk to Connect Local: the agent websocket wants the credential CreateTransport issued and a known
 * Origin, and sends each socket only its own agent's frames; the control API takes JSON from its own origin only.
 */

let local: ConnectLocal;
beforeAll(async () => {
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'access-tls-')), panelOrigins: ['http://127.0.0.1:1'] });
});
afterAll(async () => local?.close());

/** Signs in as `username` and answers the CTI token. */
async function signIn(username: string) {
  const res = await fetch(`${local.url}/connect/login`, { method: 'POST', body: new URLSearchParams({ username }), redirect: 'manual' });
  return /=(cl-[^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

async function cti(token: string, operation: string, body: unknown = {}) {
  const res = await fetch(`${local.url}/connect/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AmazonConnectCTIService.${operation}`, 'X-Amz-Bearer': token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Opens a websocket; answers the open socket, or the HTTP status it was refused with. */
function open(url: string, origin?: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { rejectUnauthorized: false, ...(origin ? { origin } : {}) });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

const agents = () => local.centre.directory.agents.map((a) => a.username);

describe('the agent websocket', () => {
  it('refuses a socket without the credential CreateTransport issues, or with a made-up one', async () => {
    expect(await open(local.webSocketUrl)).toBe(401);
    expect(await open(`${local.webSocketUrl}?agent=${agents()[0]}`)).toBe(401);
    expect(await open(`${local.webSocketUrl}?agent=${agents()[0]}&credential=guess`)).toBe(401);
  });

  it('refuses a page of a foreign origin even with a valid URL', async () => {
    const token = await signIn(agents()[0]!);
    const { body } = await cti(token, 'CreateTransport', { transportType: 'web_socket' });
    expect(await open(body.webSocketTransport.url, 'https://attacker.example')).toBe(403);
    const ws = await open(body.webSocketTransport.url, local.url);
    expect(ws).toBeInstanceOf(WebSocket);
    (ws as WebSocket).close();
  });

  it('revokes the credential when its session signs out: the open socket closes and the URL opens no other', async () => {
    const token = await signIn(agents()[0]!);
    const { body } = await cti(token, 'CreateTransport', { transportType: 'web_socket' });
    const ws = (await open(body.webSocketTransport.url, local.url)) as WebSocket;
    expect(ws).toBeInstanceOf(WebSocket);
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    // Another session of the same agent keeps its own socket.
    const other = await cti(await signIn(agents()[0]!), 'CreateTransport', { transportType: 'web_socket' });
    const otherWs = (await open(other.body.webSocketTransport.url, local.url)) as WebSocket;
    const cookie = `connect-local-session-${new URL(local.url).port}=${token}`;
    expect((await fetch(`${local.url}/connect/logout`, { headers: { cookie } })).status).toBe(200);
    expect(await closed).toBe(4001);
    expect(await open(body.webSocketTransport.url, local.url)).toBe(401);
    expect((await cti(token, 'CreateTransport', { transportType: 'web_socket' })).status).toBe(401);
    expect(otherWs.readyState).toBe(WebSocket.OPEN);
    otherWs.close();
  });

  it("sends each socket only its own agent's frames", async () => {
    const [a, b] = agents();
    const socketOf = async (username: string) => {
      const { body } = await cti(await signIn(username), 'CreateTransport', { transportType: 'web_socket' });
      const ws = (await open(body.webSocketTransport.url, local.url)) as WebSocket;
      const frames: string[] = [];
      ws.on('message', (m) => frames.push(String(m)));
      return { ws, frames };
    };
    const sa = await socketOf(a!);
    const sb = await socketOf(b!);
    // A chat for agent a: its items (the customer's card number among them) are pushed on a's socket only.
    const res = await fetch(`${local.apiUrl}/contacts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'chat', agent: a, customer: { name: 'Card 4111 1111 1111 1111' } }) });
    expect(res.status).toBe(200);
    await expect.poll(() => sa.frames.some((f) => f.includes('aws/chat'))).toBe(true);
    expect(sb.frames.filter((f) => f.includes('aws/chat'))).toEqual([]);
    sa.ws.close();
    sb.ws.close();
  });
});

describe('the control API', () => {
  it('refuses a text/plain body, which a foreign page can send without a preflight', async () => {
    const res = await fetch(`${local.apiUrl}/reset`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/JSON/);
  });

  it('refuses browser requests from another origin, and answers its own', async () => {
    const foreign = await fetch(`${local.apiUrl}/contacts`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://attacker.example' }, body: JSON.stringify({ channel: 'voice' }) });
    expect(foreign.status).toBe(403);
    expect((await fetch(`${local.apiUrl}/state`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    const own = await fetch(`${local.apiUrl}/state`, { headers: { Origin: local.url } });
    expect(own.status).toBe(200);
    expect((await own.json()).contacts).toEqual([]);
  });

  it('answers badly typed bodies with a 400 that names the field, and stores nothing', async () => {
    const username = agents()[0]!;
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${local.apiUrl}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    for (const [method, path, body, field] of [
      ['PATCH', `/agents/${username}`, { name: { first: 'x' } }, 'name'],
      ['PATCH', `/agents/${username}`, { permissions: 'all' }, 'permissions'],
      ['PATCH', `/agents/${username}`, { __proto__: null, constructor: 1 }, 'constructor'],
      ['PATCH', '/settings', JSON.parse('{"__proto__": {"requireLogin": true}}'), '__proto__'],
      ['POST', '/contacts', { channel: 'voice', agent: ['x'] }, 'agent'],
      ['POST', '/contacts', { channel: 'voice', attributes: { a: { b: 1 } } }, 'attributes'],
      ['POST', '/contacts', { channel: 'voice', ringTimeoutSeconds: 'soon' }, 'ringTimeoutSeconds'],
      ['PUT', `/agents/${username}/state`, { name: 7 }, 'name'],
      ['POST', '/faults', { operation: 'PutAgentState', error: { status: 'x' } }, 'status'],
      ['POST', '/faults', { operation: 'PutAgentState', error: 'boom' }, 'error'],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      const json = await res.json();
      expect(json.__type).toBe('InvalidParameterException');
      expect(json.message).toContain(field);
    }
    const state = await (await fetch(`${local.apiUrl}/state`)).json();
    expect(state.agents.find((a: { username: string }) => a.username === username).name).not.toContain('[object');
    expect(state.contacts).toEqual([]);
  });

  it('answers a CTI operation named after an Object.prototype member as unknown', async () => {
    const token = await signIn(agents()[0]!);
    for (const op of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const { status, body } = await cti(token, op);
      expect(status, op).toBe(400);
      expect(body.__type).toBe('UnknownOperationException');
    }
  });
});

describe('tokens expire as the real service says', () => {
  it('GetNewAuthToken and /auth/authorize name the session expiry, at most 12 hours away, never a year', async () => {
    const token = await signIn(agents()[0]!);
    const { body } = await cti(token, 'GetNewAuthToken');
    const inHours = (body.expirationDateTime * 1000 - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(11.9);
    expect(inHours).toBeLessThanOrEqual(12);
  });

  it('an expired token is refused with UnauthorizedException', async () => {
    const { Sessions } = await import('../../../emulator/sessions.ts');
    let now = 1_000_000;
    const sessions = new Sessions('c', {}, 60, () => now);
    const token = sessions.signIn('agent');
    expect(sessions.username(token)).toBe('agent');
    now += 60_000;
    expect(sessions.username(token)).toBeUndefined();
    expect(sessions.expiresAt(token)).toBeUndefined();
  });

  it('a CCP reached from another site than its panel gets a cookie a cross-site frame may send', async () => {
    const { Sessions } = await import('../../../emulator/sessions.ts');
    expect(new Sessions('c').setCookie('t')).toContain('SameSite=Lax');
    const cross = new Sessions('c', { crossSite: true });
    expect(cross.setCookie('t')).toMatch(/SameSite=None; Secure/);
    expect(cross.clearCookie()).toMatch(/SameSite=None; Secure/);
  });
});
