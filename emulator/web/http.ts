import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

export function cookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(/;\s*/)) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i)] = decodeURIComponent(part.slice(i + 1));
  }
  return out;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON safe to put inside a <script> element. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
