import { connect as netConnect, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';

/**
 * Every server of `npm start` (Connect Local's instance origin, its agent websocket, the panel host) answers any
 * request, however malformed, and stays up. Requests go out as raw bytes so nothing normalises them first.
 */

let local: ConnectLocal;
let panel: PanelHost;

beforeAll(async () => {
  local = await startConnectLocal({ certDir: mkdtempSync(join(tmpdir(), 'fuzz-tls-')) });
  panel = await startPanelHost({ config: connectLocalPanelConfig(local.url) });
});
afterAll(async () => {
  await panel?.close();
  await local?.close();
});

/** Sends raw bytes and answers the status code of the reply, or 0 when the server just closed the socket. */
function raw(target: string, request: string): Promise<number> {
  const u = new URL(target);
  return new Promise((resolve) => {
    const socket: Socket =
      u.protocol === 'wss:' || u.protocol === 'https:'
        ? tlsConnect({ host: u.hostname, port: Number(u.port), rejectUnauthorized: false })
        : netConnect({ host: u.hostname, port: Number(u.port) });
    let reply = '';
    const done = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0));
    socket.setTimeout(3000, () => (socket.destroy(), done()));
    socket.on('data', (d) => {
      reply += d.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(reply)) (socket.destroy(), done());
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request);
  });
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;
const upgrade = (path: string) =>
  get(path, 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n');

/** A small seeded generator, so a failure names a reproducible case. */
function* fuzzedPaths(seed: number, count: number) {
  const pieces = ['/', '//', '%', '%E0%A4%A', '%00', '%2F', '..', '%2e%2e', 'connect', 'emulator', 'api', 'contacts', ':', '@', '?', '#', '\u00e9', '%ZZ', 'ccp-v2', 'plugin', 'channel-view'];
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff), s);
  for (let i = 0; i < count; i++) {
    let p = '/';
    const n = 1 + (next() % 6);
    for (let j = 0; j < n; j++) p += pieces[next() % pieces.length];
    yield encodeURI(p).replace(/%25/g, '%');
  }
}

const MALFORMED = ['//', '///', '//x/y', '/%E0%A4%A', '/%', '/emulator/api/contacts/%E0%A4%A/parties/customer/answer', '/connect/%ZZ', '/plugin/%E0', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/simulator/..%2F..%2Fpackage.json'];

describe('no server dies of a request', () => {
  it('answers malformed paths on the instance origin and the panel host with a status, and keeps serving', async () => {
    for (const target of [local.url, panel.url]) {
      for (const path of [...MALFORMED, ...fuzzedPaths(7, 60)]) {
        const status = await raw(target, get(path));
        expect(status, `${target} GET ${path}`).toBeGreaterThanOrEqual(200);
        expect(status, `${target} GET ${path}`).toBeLessThan(500);
      }
    }
    // The paths that used to kill the process get plain 4xx answers.
    expect(await raw(local.url, get('//'))).toBe(404);
    expect(await raw(local.url, get('/connect/%ZZ'))).toBe(404);
    expect(await raw(panel.url, get('/%E0%A4%A'))).toBe(400);
    expect((await fetch(`${local.apiUrl}/state`)).status).toBe(200);
    expect((await fetch(`${panel.url}/config.json`)).status).toBe(200);
  });

  it('refuses malformed websocket upgrades on every port, and keeps serving', async () => {
    const targets = [local.url, panel.url, local.webSocketUrl.replace('/agent', '')];
    for (const target of targets) {
      for (const path of ['//', '/%E0%A4%A', '//agent', '/agent?agent=%E0', ...fuzzedPaths(11, 20)]) {
        const status = await raw(target, upgrade(path));
        expect([0, 400, 401, 403, 404], `${target} upgrade ${path}`).toContain(status);
      }
    }
    expect((await fetch(`${local.apiUrl}/state`)).status).toBe(200);
  });

  it('answers a path that traverses out of a served folder with 404, never the file', async () => {
    for (const path of ['/simulator/..%2F..%2Fpackage.json', '/plugin/..%2F..%2F..%2Fpackage.json']) {
      for (const target of [local.url, panel.url]) expect(await raw(target, get(path)), `${target}${path}`).toBe(404);
    }
  });

  it('answers a broken escape in a control-API path segment with a 400 that says so', async () => {
    const res = await fetch(`${local.apiUrl}/contacts/%E0%A4%A/parties/customer/answer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/percent-encoding/);
  });
});
