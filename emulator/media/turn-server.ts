import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { crc32 } from 'node:zlib';

/**
 * Connect Local's TURN server (RFC 5766 over UDP, long-term credentials), the part of Amazon Connect's media path
 * a softphone relays through: Allocate, Refresh, CreatePermission, ChannelBind, Send and Data indications and
 * ChannelData. It listens and relays on 127.0.0.1 only, so softphone media never leaves the machine: the agent's
 * browser reaches the customer through a relay address on loopback wherever it runs.
 *
 * Credentials are per call and expire, as the TURN REST API (draft-uberti-behave-turn-rest) has them: the username
 * is `<expiry epoch seconds>:<user>` and the password HMAC-SHA1(server secret, username), so the server keeps no
 * list and a leaked credential dies on its own. Every request must carry the NONCE this server issued (an expired
 * one is answered 438 Stale Nonce), and one credential holds at most MAX_ALLOCATIONS_PER_CREDENTIAL relays (486).
 */

const MAGIC = 0x2112a442;
const METHOD = { binding: 0x001, allocate: 0x003, refresh: 0x004, send: 0x006, data: 0x007, createPermission: 0x008, channelBind: 0x009 };
const CLASS = { request: 0x000, indication: 0x010, success: 0x100, error: 0x110 };
const ATTR = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  channelNumber: 0x000c,
  lifetime: 0x000d,
  xorPeerAddress: 0x0012,
  data: 0x0013,
  realm: 0x0014,
  nonce: 0x0015,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
  xorMappedAddress: 0x0020,
  fingerprint: 0x8028,
};
const REALM = 'connect-local';
const MAX_LIFETIME_S = 600;
/** A call's ICE gathering takes one relay per local interface; a few more allow for restarts. */
export const MAX_ALLOCATIONS_PER_CREDENTIAL = 4;
/** How long a nonce is good for before the client must take the fresh one a 438 answer carries. */
const NONCE_LIFETIME_MS = 10 * 60_000;

interface Message {
  type: number;
  method: number;
  cls: number;
  transaction: Buffer;
  attrs: Map<number, Buffer>;
  raw: Buffer;
}

interface Allocation {
  client: RemoteInfo;
  relay: Socket;
  relayPort: number;
  permissions: Set<string>;
  channels: Map<number, { address: string; port: number }>;
  peers: Map<string, number>;
  expires: number;
  /** The credential (TURN REST username) it was allocated with: its quota and its key. */
  username: string;
  key: Buffer;
}

const typeOf = (method: number, cls: number) => (method & 0x000f) | ((method & 0x0070) << 1) | ((method & 0x0f80) << 2) | cls;

function parse(buf: Buffer): Message | null {
  if (buf.length < 20 || (buf[0]! & 0xc0) !== 0 || buf.readUInt32BE(4) !== MAGIC) return null;
  const type = buf.readUInt16BE(0);
  const length = buf.readUInt16BE(2);
  if (20 + length > buf.length) return null;
  const attrs = new Map<number, Buffer>();
  for (let at = 20; at + 4 <= 20 + length; ) {
    const t = buf.readUInt16BE(at);
    const l = buf.readUInt16BE(at + 2);
    if (at + 4 + l > buf.length) return null;
    // Attributes after MESSAGE-INTEGRITY (bar FINGERPRINT) are ignored, as RFC 5389 says.
    if (!attrs.has(ATTR.messageIntegrity) || t === ATTR.fingerprint) attrs.set(t, buf.subarray(at + 4, at + 4 + l));
    if (t === ATTR.messageIntegrity) attrs.set(-1, Buffer.from([at >> 8, at & 0xff]));
    at += 4 + Math.ceil(l / 4) * 4;
  }
  const method = (type & 0x000f) | ((type & 0x00e0) >> 1) | ((type & 0x3e00) >> 2);
  return { type, method, cls: type & 0x0110, transaction: buf.subarray(8, 20), attrs, raw: buf.subarray(0, 20 + length) };
}

function xorAddress(address: string, port: number): Buffer {
  const b = Buffer.alloc(8);
  b[1] = 0x01;
  b.writeUInt16BE(port ^ (MAGIC >>> 16), 2);
  const ip = address.split('.').reduce((n, o) => (n << 8) | Number(o), 0) >>> 0;
  b.writeUInt32BE((ip ^ MAGIC) >>> 0, 4);
  return b;
}

function readXorAddress(b: Buffer | undefined): { address: string; port: number } | null {
  if (!b || b.length < 8 || b[1] !== 0x01) return null;
  const ip = (b.readUInt32BE(4) ^ MAGIC) >>> 0;
  return { address: [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255].join('.'), port: b.readUInt16BE(2) ^ (MAGIC >>> 16) };
}

/** Builds a STUN message; with `key`, signs it (MESSAGE-INTEGRITY) and adds a FINGERPRINT. */
function build(type: number, transaction: Buffer, attrs: [number, Buffer][], key?: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (const [t, v] of attrs) {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(t, 0);
    head.writeUInt16BE(v.length, 2);
    parts.push(head, v, Buffer.alloc((4 - (v.length % 4)) % 4));
  }
  let body = Buffer.concat(parts);
  const header = (extra: number) => {
    const h = Buffer.alloc(20);
    h.writeUInt16BE(type, 0);
    h.writeUInt16BE(body.length + extra, 2);
    h.writeUInt32BE(MAGIC, 4);
    transaction.copy(h, 8);
    return h;
  };
  if (key) {
    const mac = createHmac('sha1', key).update(Buffer.concat([header(24), body])).digest();
    body = Buffer.concat([body, Buffer.from([0, ATTR.messageIntegrity, 0, 20]), mac]);
  }
  const fp = Buffer.alloc(8);
  fp.writeUInt16BE(ATTR.fingerprint, 0);
  fp.writeUInt16BE(4, 2);
  fp.writeUInt32BE((crc32(Buffer.concat([header(8), body])) ^ 0x5354554e) >>> 0, 4);
  body = Buffer.concat([body, fp]);
  return Buffer.concat([header(0), body]);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
};
const errorCode = (code: number, reason: string) => Buffer.concat([Buffer.from([0, 0, Math.floor(code / 100), code % 100]), Buffer.from(reason)]);

export interface TurnCredentials {
  urls: string[];
  username: string;
  credential: string;
  /** Seconds the credential stays good for. */
  ttl: number;
}

/** A degraded link, as `tc netem` would make it: a share of relayed packets lost and a delay on the rest. */
export interface RelayImpairment {
  lossPercent: number;
  delayMs: number;
}

export interface TurnServer {
  /** A credential for one user of one call (e.g. `agent.contactId`), good for `lifetimeSeconds`. */
  credentials(user: string, lifetimeSeconds: number): TurnCredentials;
  /**
   * Ends every credential of `user` before its expiry (its call is over): its requests are refused (401) and its
   * allocations released, so a credential lives as long as its call rather than its whole lifetime.
   */
  revoke(user: string): void;
  /**
   * Degrades what the relay delivers to its clients (a peer's packets on their way to the agent's browser): each
   * direction of a call through the relay crosses this once, so loss and delay apply once per direction.
   */
  impair(impairment: RelayImpairment): void;
  readonly impairment: RelayImpairment;
  close(): Promise<void>;
}

export async function startTurnServer(host = '127.0.0.1', now: () => number = Date.now): Promise<TurnServer> {
  const secret = randomBytes(32);
  const socket = createSocket('udp4');
  const allocations = new Map<string, Allocation>();
  /** Users whose calls are over; few per session, and a reset of the world restarts the server. */
  const revoked = new Set<string>();
  const userOf = (username: string) => username.slice(username.indexOf(':') + 1);
  const clientKey = (r: RemoteInfo) => `${r.address}:${r.port}`;
  const passwordOf = (username: string) => createHmac('sha1', secret).update(username).digest('base64');
  const keyOf = (username: string) => createHash('md5').update(`${username}:${REALM}:${passwordOf(username)}`).digest();
  // Nonces are `<issued ms>.<hmac>`: the server can tell its own, and their age, without keeping them.
  const newNonce = () => {
    const issued = String(now());
    return `${issued}.${createHmac('sha256', secret).update(`nonce:${issued}`).digest('hex').slice(0, 24)}`;
  };
  const nonceState = (nonce: string | undefined): 'ok' | 'stale' | 'bad' => {
    const [issued, mac] = (nonce ?? '').split('.');
    if (!issued || !mac || createHmac('sha256', secret).update(`nonce:${issued}`).digest('hex').slice(0, 24) !== mac) return 'bad';
    return now() - Number(issued) > NONCE_LIFETIME_MS ? 'stale' : 'ok';
  };

  const reply = (to: RemoteInfo, buf: Buffer) => socket.send(buf, to.port, to.address);
  let impairment: RelayImpairment = { lossPercent: 0, delayMs: 0 };
  const delayed = new Set<ReturnType<typeof setTimeout>>();
  /** Relayed data on its way to a client, through the impairment the control API set. */
  const deliver = (to: RemoteInfo, buf: Buffer) => {
    const { lossPercent, delayMs } = impairment;
    if (lossPercent > 0 && Math.random() * 100 < lossPercent) return;
    if (delayMs <= 0) return reply(to, buf);
    const t = setTimeout(() => (delayed.delete(t), reply(to, buf)), delayMs);
    delayed.add(t);
  };

  /**
   * The key of a request signed with a live credential of this server and its nonce: checked against its
   * MESSAGE-INTEGRITY; null (401) when unsigned, unknown, expired or forged, 'stale' (438) for an old nonce.
   */
  function authentic(m: Message): Buffer | 'stale' | null {
    const mi = m.attrs.get(ATTR.messageIntegrity);
    const at = m.attrs.get(-1);
    const username = m.attrs.get(ATTR.username)?.toString();
    if (!mi || !at || !username) return null;
    const expiry = Number(/^(\d+):./.exec(username)?.[1]);
    if (!(expiry * 1000 > now()) || revoked.has(userOf(username))) return null;
    const nonce = nonceState(m.attrs.get(ATTR.nonce)?.toString());
    if (nonce === 'bad') return null;
    const key = keyOf(username);
    const offset = at.readUInt16BE(0);
    const signed = Buffer.from(m.raw.subarray(0, offset));
    signed.writeUInt16BE(offset - 20 + 24, 2);
    if (!createHmac('sha1', key).update(signed).digest().equals(mi)) return null;
    return nonce === 'stale' ? 'stale' : key;
  }

  function release(k: string) {
    const a = allocations.get(k);
    if (!a) return;
    allocations.delete(k);
    a.relay.close();
  }

  async function allocate(m: Message, from: RemoteInfo, key: Buffer) {
    const k = clientKey(from);
    const username = m.attrs.get(ATTR.username)!.toString();
    const transport = m.attrs.get(ATTR.requestedTransport);
    if (!transport || transport[0] !== 17) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(442, 'Unsupported Transport Protocol')]], key));
    if (allocations.has(k)) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(437, 'Allocation Mismatch')]], key));
    let held = 0;
    for (const a of allocations.values()) if (a.username === username) held++;
    if (held >= MAX_ALLOCATIONS_PER_CREDENTIAL) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(486, 'Allocation Quota Reached')]], key));
    const relay = createSocket('udp4');
    await new Promise<void>((r) => relay.bind(0, host, r));
    const a: Allocation = { client: from, relay, relayPort: relay.address().port, permissions: new Set(), channels: new Map(), peers: new Map(), expires: Date.now() + MAX_LIFETIME_S * 1000, username, key };
    allocations.set(k, a);
    relay.on('message', (data, peer) => {
      if (!a.permissions.has(peer.address)) return;
      const channel = a.peers.get(`${peer.address}:${peer.port}`);
      if (channel !== undefined) {
        const head = Buffer.alloc(4);
        head.writeUInt16BE(channel, 0);
        head.writeUInt16BE(data.length, 2);
        return deliver(a.client, Buffer.concat([head, data]));
      }
      deliver(a.client, build(typeOf(METHOD.data, CLASS.indication), randomBytes(12), [[ATTR.xorPeerAddress, xorAddress(peer.address, peer.port)], [ATTR.data, data]]));
    });
    relay.on('error', () => release(k));
    reply(
      from,
      build(typeOf(m.method, CLASS.success), m.transaction, [
        [ATTR.xorRelayedAddress, xorAddress(host, a.relayPort)],
        [ATTR.lifetime, u32(MAX_LIFETIME_S)],
        [ATTR.xorMappedAddress, xorAddress(from.address, from.port)],
      ], key),
    );
  }

  function request(m: Message, from: RemoteInfo) {
    if (m.method === METHOD.binding) {
      return reply(from, build(typeOf(m.method, CLASS.success), m.transaction, [[ATTR.xorMappedAddress, xorAddress(from.address, from.port)]]));
    }
    const key = authentic(m);
    if (key === null || key === 'stale') {
      const [code, reason] = key === 'stale' ? [438, 'Stale Nonce'] : [401, 'Unauthorized'];
      return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(code, reason)], [ATTR.realm, Buffer.from(REALM)], [ATTR.nonce, Buffer.from(newNonce())]]));
    }
    if (m.method === METHOD.allocate) return void allocate(m, from, key);
    const k = clientKey(from);
    const a = allocations.get(k);
    // An allocation answers only the credential that made it (RFC 5766 §4: 441 Wrong Credentials).
    if (a && a.username !== m.attrs.get(ATTR.username)?.toString()) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(441, 'Wrong Credentials')]], key));
    const ok = (attrs: [number, Buffer][] = []) => reply(from, build(typeOf(m.method, CLASS.success), m.transaction, attrs, key));
    if (!a) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(437, 'Allocation Mismatch')]], key));
    if (m.method === METHOD.refresh) {
      const wanted = m.attrs.get(ATTR.lifetime)?.readUInt32BE(0) ?? MAX_LIFETIME_S;
      if (wanted === 0) {
        release(k);
        return ok([[ATTR.lifetime, u32(0)]]);
      }
      const lifetime = Math.min(wanted, MAX_LIFETIME_S);
      a.expires = Date.now() + lifetime * 1000;
      return ok([[ATTR.lifetime, u32(lifetime)]]);
    }
    const peer = readXorAddress(m.attrs.get(ATTR.xorPeerAddress));
    if (!peer) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(400, 'Bad Request')]], key));
    // Connect Local relays only to addresses on this machine's loopback range.
    if (!/^127\./.test(peer.address)) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(403, 'Forbidden')]], key));
    if (m.method === METHOD.createPermission) {
      a.permissions.add(peer.address);
      return ok();
    }
    if (m.method === METHOD.channelBind) {
      const channel = m.attrs.get(ATTR.channelNumber)?.readUInt16BE(0) ?? 0;
      if (channel < 0x4000 || channel > 0x7ffe) return reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(400, 'Bad Request')]], key));
      a.permissions.add(peer.address);
      a.channels.set(channel, peer);
      a.peers.set(`${peer.address}:${peer.port}`, channel);
      return ok();
    }
    reply(from, build(typeOf(m.method, CLASS.error), m.transaction, [[ATTR.errorCode, errorCode(400, 'Bad Request')]], key));
  }

  socket.on('message', (buf, from) => {
    try {
      const first = buf[0] ?? 0;
      if (first >= 0x40 && first <= 0x7f && buf.length >= 4) {
        // ChannelData: the client's media to a bound peer.
        const a = allocations.get(clientKey(from));
        const peer = a?.channels.get(buf.readUInt16BE(0));
        const length = buf.readUInt16BE(2);
        if (a && peer && 4 + length <= buf.length) a.relay.send(buf.subarray(4, 4 + length), peer.port, peer.address);
        return;
      }
      const m = parse(buf);
      if (!m) return;
      if (m.cls === CLASS.request) return request(m, from);
      if (m.cls === CLASS.indication && m.method === METHOD.send) {
        const a = allocations.get(clientKey(from));
        const peer = readXorAddress(m.attrs.get(ATTR.xorPeerAddress));
        const data = m.attrs.get(ATTR.data);
        if (a && peer && data && a.permissions.has(peer.address)) a.relay.send(data, peer.port, peer.address);
      }
    } catch {
      // A malformed datagram is dropped; the server keeps serving.
    }
  });
  socket.on('error', () => {});
  const sweep = setInterval(() => {
    for (const [k, a] of allocations) if (a.expires < Date.now()) release(k);
  }, 30_000);
  sweep.unref();
  await new Promise<void>((r) => socket.bind(0, host, r));
  const port = socket.address().port;
  return {
    credentials(user, lifetimeSeconds) {
      const username = `${Math.floor(now() / 1000) + Math.floor(lifetimeSeconds)}:${user}`;
      return { urls: [`turn:${host}:${port}?transport=udp`], username, credential: passwordOf(username), ttl: Math.floor(lifetimeSeconds) };
    },
    revoke(user) {
      revoked.add(user);
      for (const [k, a] of allocations) if (userOf(a.username) === user) release(k);
    },
    impair(next) {
      impairment = { lossPercent: Math.min(100, Math.max(0, next.lossPercent)), delayMs: Math.min(5000, Math.max(0, next.delayMs)) };
    },
    get impairment() {
      return impairment;
    },
    async close() {
      clearInterval(sweep);
      for (const t of delayed) clearTimeout(t);
      for (const k of [...allocations.keys()]) release(k);
      await new Promise<void>((r) => socket.close(() => r()));
    },
  };
}
