import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALLOCATIONS_PER_CREDENTIAL, startTurnServer, type TurnServer } from '../../../emulator/media/turn-server.ts';

// A TURN client as RFC 5766 describes it, written from the RFC rather than from the server, so the test checks the
// wire format and not the server against itself.
const MAGIC = 0x2112a442;

function message(type: number, attrs: [number, Buffer][], key?: Buffer, transaction = randomBytes(12)) {
  const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let body = Buffer.concat(attrs.map(([t, v]) => pad(Buffer.concat([Buffer.from([t >> 8, t & 255, v.length >> 8, v.length & 255]), v]))));
  const header = (len: number) => Buffer.concat([Buffer.from([type >> 8, type & 255, len >> 8, len & 255]), Buffer.from([0x21, 0x12, 0xa4, 0x42]), transaction]);
  if (key) body = Buffer.concat([body, Buffer.from([0, 8, 0, 20]), createHmac('sha1', key).update(Buffer.concat([header(body.length + 24), body])).digest()]);
  return Buffer.concat([header(body.length), body]);
}

function attrsOf(buf: Buffer) {
  const out = new Map<number, Buffer>();
  for (let at = 20; at + 4 <= buf.length; ) {
    const t = buf.readUInt16BE(at);
    const l = buf.readUInt16BE(at + 2);
    out.set(t, buf.subarray(at + 4, at + 4 + l));
    at += 4 + Math.ceil(l / 4) * 4;
  }
  return out;
}

const xorPeer = (port: number, ip = '127.0.0.1') => {
  const b = Buffer.alloc(8);
  b[1] = 1;
  b.writeUInt16BE(port ^ (MAGIC >>> 16), 2);
  b.writeUInt32BE((ip.split('.').reduce((n, o) => (n << 8) | Number(o), 0) ^ MAGIC) >>> 0, 4);
  return b;
};
const readXor = (b: Buffer) => ({ port: b.readUInt16BE(2) ^ (MAGIC >>> 16), ip: [0, 1, 2, 3].map((i) => (b.readUInt32BE(4) ^ MAGIC) >>> (24 - 8 * i) & 255).join('.') });

let turn: TurnServer;
let client: Socket;
let peer: Socket;
let turnPort: number;
const replies: Buffer[] = [];
const peerGot: Buffer[] = [];

async function ask(buf: Buffer, port = turnPort): Promise<Buffer> {
  const before = replies.length;
  client.send(buf, port, '127.0.0.1');
  for (let i = 0; i < 100 && replies.length === before; i++) await new Promise((r) => setTimeout(r, 10));
  return replies[before]!;
}

/** The error code of an error answer. */
const errorOf = (answer: Buffer) => {
  const e = attrsOf(answer).get(0x0009)!;
  return e[2]! * 100 + e[3]!;
};
const keyOf = (c: { username: string; credential: string }, realm: Buffer) => createHash('md5').update(`${c.username}:${realm}:${c.credential}`).digest();
/** An unsigned Allocate: the server's 401 names the realm and a nonce. */
async function challenge() {
  const first = await ask(message(0x0003, [[0x0019, Buffer.from([17, 0, 0, 0])]]));
  return { realm: attrsOf(first).get(0x0014)!, nonce: attrsOf(first).get(0x0015)! };
}

beforeAll(async () => {
  turn = await startTurnServer('127.0.0.1');
  turnPort = Number(/:(\d+)\?/.exec(turn.credentials('probe', 60).urls[0]!)![1]);
  client = createSocket('udp4');
  peer = createSocket('udp4');
  client.on('message', (m) => replies.push(m));
  peer.on('message', (m) => peerGot.push(m));
  await new Promise<void>((r) => client.bind(0, '127.0.0.1', r));
  await new Promise<void>((r) => peer.bind(0, '127.0.0.1', r));
});
afterAll(async () => {
  client.close();
  peer.close();
  await turn.close();
});

describe("Connect Local's TURN server", () => {
  it('asks for credentials, allocates a relay on loopback, and relays both ways through a permission', async () => {
    const { username, credential } = turn.credentials('agent.call-1', 3600);
    const transport = Buffer.from([17, 0, 0, 0]);
    const challenge = await ask(message(0x0003, [[0x0019, transport]]));
    expect(challenge.readUInt16BE(0)).toBe(0x0113); // Allocate error
    const err = attrsOf(challenge).get(0x0009)!;
    expect(err[2]! * 100 + err[3]!).toBe(401);
    const realm = attrsOf(challenge).get(0x0014)!;
    const nonce = attrsOf(challenge).get(0x0015)!;
    const key = createHash('md5').update(`${username}:${realm}:${credential}`).digest();
    const auth: [number, Buffer][] = [[0x0006, Buffer.from(username)], [0x0014, realm], [0x0015, nonce]];

    // A wrong password is refused.
    const wrongKey = createHash('md5').update(`${username}:${realm}:nope`).digest();
    expect((await ask(message(0x0003, [[0x0019, transport], ...auth], wrongKey))).readUInt16BE(0)).toBe(0x0113);

    const allocated = await ask(message(0x0003, [[0x0019, transport], ...auth], key));
    expect(allocated.readUInt16BE(0)).toBe(0x0103);
    const relay = readXor(attrsOf(allocated).get(0x0016)!);
    expect(relay.ip).toBe('127.0.0.1');

    // Only loopback peers may be permitted: the media never leaves the machine.
    const outside = await ask(message(0x0008, [[0x0012, xorPeer(5000, '192.0.2.2')], ...auth], key));
    expect(outside.readUInt16BE(0)).toBe(0x0118);

    const peerPort = peer.address().port;
    expect((await ask(message(0x0008, [[0x0012, xorPeer(peerPort)], ...auth], key))).readUInt16BE(0)).toBe(0x0108);
    // Send indication → the peer gets the data from the relay address.
    client.send(message(0x0016, [[0x0012, xorPeer(peerPort)], [0x0013, Buffer.from('hello peer')]]), turnPort, '127.0.0.1');
    await expect.poll(() => peerGot.map(String)).toContain('hello peer');
    // The peer answers the relay → a Data indication reaches the client.
    const before = replies.length;
    peer.send(Buffer.from('hello client'), relay.port, '127.0.0.1');
    await expect.poll(() => replies.length).toBeGreaterThan(before);
    const data = replies[before]!;
    expect(data.readUInt16BE(0)).toBe(0x0017);
    expect(String(attrsOf(data).get(0x0013))).toBe('hello client');

    // A channel binding carries ChannelData both ways.
    expect((await ask(message(0x0009, [[0x000c, Buffer.from([0x40, 0x01, 0, 0])], [0x0012, xorPeer(peerPort)], ...auth], key))).readUInt16BE(0)).toBe(0x0109);
    client.send(Buffer.concat([Buffer.from([0x40, 0x01, 0, 5]), Buffer.from('chan!')]), turnPort, '127.0.0.1');
    await expect.poll(() => peerGot.map(String)).toContain('chan!');

    // Refresh with lifetime 0 releases the allocation.
    const released = await ask(message(0x0004, [[0x000d, Buffer.from([0, 0, 0, 0])], ...auth], key));
    expect(released.readUInt16BE(0)).toBe(0x0104);
  });

  it('survives garbage datagrams and keeps answering', async () => {
    for (let i = 0; i < 300; i++) {
      const junk = randomBytes(1 + Math.floor(Math.random() * 200));
      // A third look like STUN (the magic cookie in place) so the parser, not just the first check, is exercised.
      if (i % 3 === 0 && junk.length >= 8) junk.writeUInt32BE(MAGIC, 4), (junk[0]! &= 0x3f);
      client.send(junk, turnPort, '127.0.0.1');
      // In batches, so the burst is not dropped by the socket buffers instead of reaching the parser.
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 100));
    const binding = await ask(message(0x0001, []));
    expect(binding.readUInt16BE(0)).toBe(0x0101);
  });

  it('gives each call its own credential, which expires; a forged, expired or foreign credential is refused', async () => {
    const transport = Buffer.from([17, 0, 0, 0]);
    const a = turn.credentials('agent.call-a', 3600);
    const b = turn.credentials('jordan.call-b', 3600);
    expect(a.username).toMatch(/^\d+:agent\.call-a$/);
    expect(Number(a.username.split(':')[0])).toBeGreaterThan(Date.now() / 1000);
    expect(b.credential).not.toBe(a.credential);
    const { realm, nonce } = await challenge();
    const signed = (c: { username: string; credential: string }, extra: [number, Buffer][] = [], n = nonce) =>
      message(0x0003, [[0x0019, transport], ...extra, [0x0006, Buffer.from(c.username)], [0x0014, realm], [0x0015, n]], keyOf(c, realm));
    // One call's password does not sign for another's username, nor for a username with a later expiry.
    expect(errorOf(await ask(signed({ username: b.username, credential: a.credential })))).toBe(401);
    expect(errorOf(await ask(signed({ username: a.username.replace(/^\d+/, '9999999999'), credential: a.credential })))).toBe(401);
    // An expired credential is refused even with its own password.
    expect(errorOf(await ask(signed(turn.credentials('agent.call-old', 0))))).toBe(401);
  });

  it('a revoked credential (its call ended) loses its allocation and is refused from then on', async () => {
    const transport = Buffer.from([17, 0, 0, 0]);
    const c = turn.credentials('agent.call-ended', 3600);
    const { realm, nonce } = await challenge();
    const auth: [number, Buffer][] = [[0x0006, Buffer.from(c.username)], [0x0014, realm], [0x0015, nonce]];
    expect((await ask(message(0x0003, [[0x0019, transport], ...auth], keyOf(c, realm)))).readUInt16BE(0)).toBe(0x0103);
    turn.revoke('agent.call-ended');
    // The allocation is gone (a refresh is refused), and the same credential cannot allocate again.
    expect(errorOf(await ask(message(0x0004, [[0x000d, Buffer.from([0, 0, 2, 88])], ...auth], keyOf(c, realm))))).toBe(401);
    expect(errorOf(await ask(message(0x0003, [[0x0019, transport], ...auth], keyOf(c, realm))))).toBe(401);
    // Another call's credential is untouched.
    const other = turn.credentials('agent.call-going-on', 3600);
    expect((await ask(message(0x0003, [[0x0019, transport], [0x0006, Buffer.from(other.username)], [0x0014, realm], [0x0015, nonce]], keyOf(other, realm)))).readUInt16BE(0)).toBe(0x0103);
    await ask(message(0x0004, [[0x000d, Buffer.from([0, 0, 0, 0])], [0x0006, Buffer.from(other.username)], [0x0014, realm], [0x0015, nonce]], keyOf(other, realm)));
  });

  it('checks the nonce: a made-up one is refused (401), an old one is answered 438 with a fresh one', async () => {
    let clock = Date.now();
    const timed = await startTurnServer('127.0.0.1', () => clock);
    const port = Number(/:(\d+)\?/.exec(timed.credentials('x', 60).urls[0]!)![1]);
    try {
      const c = timed.credentials('agent.call-n', 3600);
      const transport = Buffer.from([17, 0, 0, 0]);
      const first = await ask(message(0x0003, [[0x0019, transport]]), port);
      const realm = attrsOf(first).get(0x0014)!;
      const nonce = attrsOf(first).get(0x0015)!;
      const allocate = (n: Buffer) => message(0x0003, [[0x0019, transport], [0x0006, Buffer.from(c.username)], [0x0014, realm], [0x0015, n]], keyOf(c, realm));
      expect(errorOf(await ask(allocate(Buffer.from('0.made-up')), port))).toBe(401);
      expect(errorOf(await ask(allocate(Buffer.from(`${clock}.${'0'.repeat(24)}`)), port))).toBe(401);
      clock += 11 * 60_000;
      const stale = await ask(allocate(nonce), port);
      expect(errorOf(stale)).toBe(438);
      const fresh = attrsOf(stale).get(0x0015)!;
      expect(fresh.equals(nonce)).toBe(false);
      expect((await ask(allocate(fresh), port)).readUInt16BE(0)).toBe(0x0103);
      const release = message(0x0004, [[0x000d, Buffer.from([0, 0, 0, 0])], [0x0006, Buffer.from(c.username)], [0x0014, realm], [0x0015, fresh]], keyOf(c, realm));
      expect((await ask(release, port)).readUInt16BE(0)).toBe(0x0104);
    } finally {
      await timed.close();
    }
  });

  it('holds one credential to its allocation quota (486) and an allocation to the credential that made it (441)', async () => {
    const transport = Buffer.from([17, 0, 0, 0]);
    const c = turn.credentials('agent.call-q', 3600);
    const other = turn.credentials('agent.call-r', 3600);
    const { realm, nonce } = await challenge();
    const auth = (x: { username: string }): [number, Buffer][] => [[0x0006, Buffer.from(x.username)], [0x0014, realm], [0x0015, nonce]];
    const sockets: Socket[] = [];
    try {
      const answers: number[] = [];
      for (let i = 0; i <= MAX_ALLOCATIONS_PER_CREDENTIAL; i++) {
        const s = createSocket('udp4');
        sockets.push(s);
        await new Promise<void>((r) => s.bind(0, '127.0.0.1', r));
        const got = new Promise<Buffer>((r) => s.once('message', r));
        s.send(message(0x0003, [[0x0019, transport], ...auth(c)], keyOf(c, realm)), turnPort, '127.0.0.1');
        const answer = await got;
        answers.push(answer.readUInt16BE(0) === 0x0103 ? 200 : errorOf(answer));
      }
      expect(answers).toEqual([...Array(MAX_ALLOCATIONS_PER_CREDENTIAL).fill(200), 486]);
      // Another credential may not refresh (or otherwise use) the first one's allocation.
      const got = new Promise<Buffer>((r) => sockets[0]!.once('message', r));
      sockets[0]!.send(message(0x0004, [[0x000d, Buffer.from([0, 0, 0, 0])], ...auth(other)], keyOf(other, realm)), turnPort, '127.0.0.1');
      expect(errorOf(await got)).toBe(441);
      // Released, the quota is free again.
      for (const s of sockets.slice(0, MAX_ALLOCATIONS_PER_CREDENTIAL)) {
        const done = new Promise<Buffer>((r) => s.once('message', r));
        s.send(message(0x0004, [[0x000d, Buffer.from([0, 0, 0, 0])], ...auth(c)], keyOf(c, realm)), turnPort, '127.0.0.1');
        expect((await done).readUInt16BE(0)).toBe(0x0104);
      }
      const last = sockets.at(-1)!;
      const again = new Promise<Buffer>((r) => last.once('message', r));
      last.send(message(0x0003, [[0x0019, transport], ...auth(c)], keyOf(c, realm)), turnPort, '127.0.0.1');
      expect((await again).readUInt16BE(0)).toBe(0x0103);
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
