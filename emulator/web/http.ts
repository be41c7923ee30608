import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { extname } from 'node:path';
import { ServiceError } from '../centre/errors.ts';

/** Small HTTP helpers shared by every Connect Local route. */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json', ...headers });
}

export function sendHtml(res: ServerResponse, html: string, headers: Record<string, string> = {}) {
  send(res, 200, html, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
}

export async function sendFile(res: ServerResponse, file: string) {
  try {
    const body = await readFile(file);
    send(res, 200, body, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  } catch {
    sendJson(res, 404, { __type: 'ResourceNotFoundException', message: `Not found: ${file.split('/').slice(-2).join('/')}` });
  }
}

/** Errors as AWS JSON: status, `x-amzn-ErrorType`, and `{__type, message}`. */
export function sendError(res: ServerResponse, e: unknown, contentType = 'application/json') {
  const err = e instanceof ServiceError ? e : new ServiceError('InternalServiceException', e instanceof Error ? e.message : String(e), 500);
  if (res.headersSent) return res.end();
  send(res, err.status, JSON.stringify({ __type: err.type, message: err.message }), { 'Content-Type': contentType, 'x-amzn-ErrorType': err.type });
}

const MAX_BODY = 5 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new ServiceError('PayloadTooLargeException', 'Request body too large', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<Record<string, any>> {
  const raw = await readBody(req);
  if (!raw.trim()) return {};
  try {
    const v = JSON.parse(raw);
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error('not an object');
    return v;
  } catch {
    throw new ServiceError('SerializationException', 'The request body is not a JSON object');
  }
}

/**
 * Refuses a request body that is not JSON (415) before it is read: a "simple" cross-origin form or text/plain
 * post needs no CORS preflight, so only a JSON body proves the calling page was allowed to send it.
 */
export function requireJsonBody(req: IncomingMessage, what: string) {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (hasBody && type !== 'application/json') {
    throw new ServiceError('UnsupportedMediaTypeException', `${what} takes JSON bodies only (Content-Type: application/json), not ${type || 'an untyped body'}`, 415);
  }
}

export function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const part of (req.headers.cookie ?? '').split(/;\s*/)) {
    const i = part.indexOf('=');
    const value = i > 0 ? safeDecode(part.slice(i + 1)) : null;
    if (value !== null) out[part.slice(0, i)] = value;
  }
  return out;
}

/** decodeURIComponent that answers null for a broken escape (`%E0%A4%A`) instead of throwing. */
export function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The request's URL, or null when it cannot be parsed. `new URL('//', base)` throws (an empty host), so a path
 * is always read as a path: `//x` is the path `//x`, not a host.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const raw = req.url ?? '/';
  try {
    return new URL(raw.startsWith('/') ? `http://x${raw}` : raw, 'http://x');
  } catch {
    return null;
  }
}

export const badRequest400 = (res: ServerResponse, message: string) =>
  sendJson(res, 400, { __type: 'BadRequestException', message }, { 'x-amzn-ErrorType': 'BadRequestException' });

/**
 * Wraps a request handler so nothing it throws or rejects with leaves it: a server of the project never dies of
 * a request. What escapes is answered as an AWS error (500 unless the error says otherwise).
 */
export function guardRequests(handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const fail = (e: unknown) => {
      try {
        sendError(res, e);
      } catch {
        res.destroy();
      }
    };
    try {
      const r = handler(req, res);
      if (r instanceof Promise) r.catch(fail);
    } catch (e) {
      fail(e);
    }
  };
}

/**
 * The host names a Connect Local server answers to: loopback ones and those it was started with. A page on any
 * other name is a DNS-rebinding attack (a foreign site whose name now resolves to 127.0.0.1): its requests carry
 * that name in Host and are refused before they are read.
 */
export function ownHostNames(...configured: (string | undefined)[]): (host: string | undefined) => boolean {
  const named = new Set(configured.filter((h): h is string => !!h).map((h) => h.toLowerCase().replace(/^\[|\]$/g, '')));
  return (host) => {
    if (!host) return false;
    // `name:port`, `[v6]:port`, `[v6]`: the name without its port and brackets.
    const m = /^(?:\[([^\]]+)\]|([^:]+))(?::\d+)?$/.exec(host.trim().toLowerCase());
    const name = m?.[1] ?? m?.[2];
    if (!name) return false;
    return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || named.has(name);
  };
}

const MISDIRECTED = (host: string | undefined) => `Connect Local answers only its own host names (localhost, 127.0.0.1, [::1]), not ${host ? JSON.stringify(host) : 'a request without Host'}`;

/** Wraps a request handler: a request for a foreign Host is answered 421 Misdirected Request and goes no further. */
export function ownHostsOnly(isOwn: (host: string | undefined) => boolean, handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (isOwn(req.headers.host)) return handler(req, res);
    req.resume();
    sendJson(res, 421, { __type: 'MisdirectedRequestException', message: MISDIRECTED(req.headers.host) }, { 'x-amzn-ErrorType': 'MisdirectedRequestException', Connection: 'close' });
  };
}

/** The same for websocket upgrades. */
export function ownHostUpgradesOnly(isOwn: (host: string | undefined) => boolean, handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (isOwn(req.headers.host)) return handler(req, socket, head);
    socket.on('error', () => socket.destroy());
    refuseUpgrade(socket, 421, 'Misdirected Request');
  };
}

/** Refuses an upgrade with a plain HTTP status (the socket is not a websocket yet). */
export function refuseUpgrade(socket: Duplex, status: number, reason: string) {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Wraps an upgrade handler: a socket error or a throw refuses that one socket and never reaches the process. */
export function guardUpgrades(handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => void) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      handler(req, socket, head);
    } catch {
      refuseUpgrade(socket, 400, 'Bad Request');
    }
  };
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON safe to put inside a <script> element. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
