import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, notFound } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import { send, sendError } from '../web/http.ts';
import { EmailContacts, type NewEmail } from './email-contacts.ts';
import { emailSdkRoutes } from './email-sdk-routes.ts';
import { EmailStore, MAX_CC, MAX_EMAIL_ATTACHMENT_BYTES, checkAddress, checkAddresses, type EmailMessage } from './email-store.ts';

/**
 * Connect Local's email channel, wired together: email contacts in the contact centre (CTI accept, reject,
 * destroy, clear, transfer), the SDK's email and file routes for the ccp-v2 page and the workspace, the file URLs
 * (downloads and draft uploads, standing in for S3's presigned URLs), and the control API's email verbs.
 */

const FILE_PATH = /^\/connect\/email-files\/([0-9a-f-]{36})$/;
const TYPES: Record<string, string> = { txt: 'text/plain', pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', csv: 'text/csv', json: 'application/json', html: 'text/html' };

const str = (v: unknown, name: string, max: number): string => {
  if (typeof v !== 'string' || v.length > max) throw badRequest(`${name} must be a string of up to ${max} characters`);
  return v;
};

export function createEmail(opts: { centre: ContactCentre; baseUrl: () => string; allowedOrigins: () => string[] }) {
  const store = new EmailStore();
  const contacts = new EmailContacts(opts.centre, store);
  opts.centre.events.on('change', (reason: string) => {
    if (reason === 'reset') store.clear();
  });

  /** `POST /contacts {channel: "email", …}`: a customer's email arrives for the agent. */
  function create(body: Record<string, any>) {
    const known = ['channel', 'agent', 'from', 'to', 'cc', 'subject', 'text', 'html', 'attachments', 'threadOf', 'queue', 'attributes', 'ringTimeoutSeconds'];
    for (const k of Object.keys(body)) if (!known.includes(k)) throw badRequest(`Unknown field ${k}; an email takes ${known.join(', ')}`);
    const agent = body.agent === undefined ? 'agent' : str(body.agent, 'agent', 128);
    opts.centre.agent(agent);
    const from = checkAddress(body.from, 'from');
    const to = checkAddresses(body.to, 'to', 50);
    const cc = checkAddresses(body.cc, 'cc', MAX_CC);
    const subject = str(body.subject ?? '', 'subject', 998);
    if (body.text === undefined && body.html === undefined) throw badRequest('An email needs text or html');
    const text = body.text === undefined ? undefined : str(body.text, 'text', 1_000_000);
    const html = body.html === undefined ? undefined : str(body.html, 'html', 1_000_000);
    if (body.attachments !== undefined && !Array.isArray(body.attachments)) throw badRequest('attachments must be a list of {name, type, base64}');
    const attachments = ((body.attachments ?? []) as unknown[]).map((a, i) => {
      const x = (a ?? {}) as Record<string, unknown>;
      const name = str(x.name, `attachments[${i}].name`, 256);
      const type = x.type === undefined ? 'application/octet-stream' : str(x.type, `attachments[${i}].type`, 256);
      const b64 = str(x.base64, `attachments[${i}].base64`, 8_000_000);
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badRequest(`attachments[${i}].base64 is not base64`);
      return { name, type, bytes: Buffer.from(b64, 'base64') };
    });
    if (attachments.reduce((n, a) => n + a.bytes.length, 0) > MAX_EMAIL_ATTACHMENT_BYTES) throw badRequest('The attachments of one email may not exceed 10 MB together');
    const threadOf = body.threadOf === undefined ? undefined : str(body.threadOf, 'threadOf', 64);
    const attributes = body.attributes ?? undefined;
    if (attributes !== undefined && (typeof attributes !== 'object' || Array.isArray(attributes) || Object.values(attributes).some((v) => typeof v !== 'string'))) throw badRequest('attributes must be an object of strings');
    if (body.ringTimeoutSeconds !== undefined && !(typeof body.ringTimeoutSeconds === 'number' && body.ringTimeoutSeconds > 0 && body.ringTimeoutSeconds <= 3600)) throw badRequest('ringTimeoutSeconds must be a number of seconds from 0 to 3600');
    if (body.queue !== undefined && typeof body.queue !== 'string') throw badRequest('queue must be a queue name or ARN');
    const o: NewEmail = {
      agent,
      from,
      to,
      cc,
      subject,
      ...(text !== undefined ? { text } : {}),
      ...(html !== undefined ? { html } : {}),
      attachments,
      ...(threadOf ? { threadOf } : {}),
      ...(typeof body.queue === 'string' ? { queue: body.queue } : {}),
      ...(attributes ? { attributes } : {}),
      ...(typeof body.ringTimeoutSeconds === 'number' ? { ringTimeoutMs: body.ringTimeoutSeconds * 1000 } : {}),
    };
    const c = contacts.inbound(o);
    return { contactId: c.contactId, routed: opts.centre.contacts.includes(c) };
  }

  /** An email as the simulator and tests read it: addresses, subject, the body's text and the attachments' names. */
  const describe = (m: EmailMessage) => ({
    contactId: m.contactId,
    contactAssociationId: m.contactAssociationId,
    relatedContactId: m.relatedContactId ?? null,
    initiationMethod: m.initiationMethod,
    direction: m.direction,
    subject: m.subject ?? null,
    from: m.from ?? null,
    to: m.to,
    cc: m.cc,
    sent: m.direction === 'INBOUND' || m.sentAt !== undefined,
    body: store.bodyText(m),
    attachments: m.attachmentFileIds.map((id) => store.files.get(id)).filter((f) => f !== undefined).map((f) => ({ name: f.fileName, type: f.contentType, size: f.bytes.length })),
  });

  const routes: Record<string, Route> = {
    'GET /emails': () => ({ emails: [...store.messages.values()].sort((a, b) => a.initiationTimestamp - b.initiationTimestamp).map(describe) }),
    'GET /emails/:id': (_r, [id]) => {
      const m = store.message(String(id));
      if (!m) throw notFound(`No email contact ${id}`);
      return describe(m);
    },
  };

  const corsOrigin = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return origin && (origin === opts.baseUrl() || opts.allowedOrigins().includes(origin)) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  };

  /** GET (download) and PUT (a draft's upload) of one file, authorised by the URL's signature as S3 would. */
  async function handleFile(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const cors = corsOrigin(req);
    try {
      if (req.method === 'OPTIONS') {
        return send(res, 204, '', { ...cors, 'Access-Control-Allow-Methods': 'GET, PUT', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
      }
      const f = store.files.get(FILE_PATH.exec(path)![1]!);
      const given = Buffer.from(url.searchParams.get('signature') ?? '');
      if (!f || given.length !== f.secret.length || !timingSafeEqual(given, Buffer.from(f.secret))) throw new ServiceError('AccessDenied', 'The URL is not valid for any file', 403);
      if (req.method === 'GET') {
        if (f.status !== 'APPROVED') throw new ServiceError('AccessDenied', 'The file is not available', 403);
        const ascii = f.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return send(res, 200, f.bytes, {
          ...cors,
          'Content-Type': f.contentType,
          // An HTML body or attachment opened from here must not run in Connect Local's origin.
          'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.fileName)}`,
          'Content-Security-Policy': "sandbox; default-src 'none'",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        });
      }
      if (req.method === 'PUT') {
        if (f.status !== 'PENDING_UPLOAD') throw new ServiceError('AccessDenied', 'The file was already uploaded', 403);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of req) {
          size += (chunk as Buffer).length;
          if (size > f.size) throw new ServiceError('EntityTooLarge', `The upload is larger than the ${f.size} bytes announced`, 400);
          chunks.push(chunk as Buffer);
        }
        f.bytes = Buffer.concat(chunks);
        f.contentType = TYPES[(/\.([^.]+)$/.exec(f.fileName)?.[1] ?? '').toLowerCase()] ?? 'application/octet-stream';
        return send(res, 200, '', cors);
      }
      throw new ServiceError('MethodNotAllowed', `${req.method} is not allowed on a file URL`, 405);
    } catch (e) {
      for (const [k, v] of Object.entries(cors)) res.setHeader(k, v);
      sendError(res, e);
    }
  }

  return {
    lifecycle: contacts,
    sdkRoutes: emailSdkRoutes(contacts, opts.baseUrl),
    control: { create, routes },
    /** Answers the request if it is a file URL; answers whether it did. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
      if (!FILE_PATH.test(path)) return false;
      await handleFile(req, res, path, url);
      return true;
    },
  };
}
