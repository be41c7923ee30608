import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';
import { ownHostNames } from '../../../emulator/web/http.ts';

/**
 * DNS rebinding: a foreign site whose name now resolves to 127.0.0.1 reaches Connect Local from the victim's
 * browser with its own name in Host. Every server answers only its own names; and the recording back end, like the
 * control API, takes no body a foreign page could send without a CORS preflight.
 */

let local: ConnectLocal;
let panel: PanelHost;
beforeAll(async () => {
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'rebind-tls-')) });
  panel = await startPanelHost({ config: connectLocalPanelConfig(local.url) });
  local.allowPanelOrigin(panel.url);
});
afterAll(async () => {
  await panel?.close();
  await local?.close();
});

/** A request with a forged Host header (fetch would not let one be set); answers the status and body. */
function get(url: string, host: string | null, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  const u = new URL(url);
  const request = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method ?? 'GET', headers: { ...(host === null ? {} : { Host: host }), ...init.headers }, rejectUnauthorized: false, setHost: host === null },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('a request for a foreign host name', () => {
  it('is refused by the instance origin, the control API and the panel host (421), before anything is served', async () => {
    const port = (url: string) => new URL(url).port;
    const pages = [`${local.url}/connect/ccp-v2/`, `${local.apiUrl}/state`, `${local.url}/auth/authorize`, `${panel.url}/config.json`];
    for (const url of pages) {
      const refused = await get(url, `attacker.example:${port(url)}`);
      expect(refused.status, url).toBe(421);
      expect(JSON.parse(refused.body).message).toMatch(/only its own host names/);
      expect(refused.body).not.toContain('cl-');
    }
    // A control-API write from a rebound page changes nothing.
    const before = local.centre.contacts.length;
    const write = await get(`${local.apiUrl}/contacts`, 'attacker.example', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'voice' }) });
    expect(write.status).toBe(421);
    expect(local.centre.contacts.length).toBe(before);
  });

  it('is refused by the agent websocket server, page and upgrade alike', async () => {
    const wsPort = new URL(local.webSocketUrl).port;
    expect((await get(local.webSocketUrl.replace('wss:', 'https:'), `attacker.example:${wsPort}`)).status).toBe(421);
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(local.webSocketUrl, { rejectUnauthorized: false, headers: { Host: `attacker.example:${wsPort}` } });
      ws.on('open', () => resolve(101));
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => resolve(0));
    });
    expect(status).toBe(421);
  });

  it('leaves its own names answered: localhost, 127.0.0.x, [::1], and the names it was started with', async () => {
    const port = new URL(local.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`]) {
      expect((await get(`${local.apiUrl}/state`, host)).status, host).toBe(200);
    }
    expect((await get(`${panel.url}/config.json`, null)).status).toBe(200);
    const own = ownHostNames('0.0.0.0', 'connect.test');
    expect(['connect.test', 'connect.test:4200', '0.0.0.0:1', 'localhost', '[::1]:9'].every(own)).toBe(true);
    expect(['connect.test.attacker.example', 'localhost.attacker.example', '127.0.0.1.nip.io', '', undefined, 'a:b:c', '[::2]'].some(own)).toBe(false);
  });
});

describe('the recording back end', () => {
  it('refuses a foreign page\'s simple post, which carries no bearer token (401), and changes nothing', async () => {
    const id = (await (await fetch(`${local.apiUrl}/contacts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: 'voice' }) })).json()).contactId;
    const before = local.centre.contacts.find((c) => c.contactId === id)?.recording;
    const res = await fetch(`${local.backEndUrls.recording}/stop`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: 'https://attacker.example' }, body: JSON.stringify({ ContactId: id }) });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(local.centre.contacts.find((c) => c.contactId === id)?.recording).toBe(before);
  });
});
