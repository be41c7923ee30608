import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import { readJson, requestUrl, send, sendError, sendJson } from '../web/http.ts';
import { MAX_ATTACHMENT_BYTES } from './attachments.ts';
import { completeAttachments, sendEvent, sendMessage, startAttachment } from './chat-actions.ts';
import type { ChatRoom, ChatStore, Participant } from './chat-store.ts';
import type { ParticipantWebSocket } from './participant-websocket.ts';
import type { Faults } from '../cti/faults.ts';
import { CONTENT_TYPE, makeItem, transcriptPage } from './transcript.ts';
import { postServiceEvent } from './service-events.ts';

/**
 * The Amazon Connect Participant Service (REST-JSON) that chatjs calls, on the instance origin: chatjs's
 * `setGlobalConfig({endpoint: <instance origin>})` makes it call `<origin>/participant/...`. The bearer is
 * `X-Amz-Bearer` (the SigV4 `Authorization` chatjs adds with empty credentials is ignored). The customer page
 * and the panel are other origins, so every answer carries CORS headers; the SDK needs the error type header
 * exposed to tell errors apart. Attachment bytes go to a presigned-like URL on Connect Local.
 */

export const ATTACHMENT_PATH = '/connect-local/attachments/';
const EXPIRY_MS = 24 * 3600e3;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface ParticipantServiceDeps {
  store: ChatStore;
  sockets: ParticipantWebSocket;
  baseUrl: () => string;
  /** A participant leaves: the contact centre decides what that means for the contact. */
  disconnect(room: ChatRoom, p: Participant): void;
  /** The control API's armed faults (`POST /faults`), by the Participant Service's operation names. */
  faults?: Faults;
}

/** The Participant Service's operation names, which a fault arms (`{"operation": "SendMessage", "delayMs": 12000}`). */
const OPERATION_NAMES: Record<string, string> = {
  'POST /participant/connection': 'CreateParticipantConnection',
  'POST /participant/message': 'SendMessage',
  'POST /participant/event': 'SendEvent',
  'POST /participant/transcript': 'GetTranscript',
  'POST /participant/disconnect': 'DisconnectParticipant',
  'POST /participant/start-attachment-upload': 'StartAttachmentUpload',
  'POST /participant/complete-attachment-upload': 'CompleteAttachmentUpload',
  'POST /participant/attachment': 'GetAttachment',
  'POST /participant/cancel-authentication': 'CancelParticipantAuthentication',
};

export function isParticipantServicePath(path: string) {
  return path.startsWith('/participant/') || path.startsWith(ATTACHMENT_PATH);
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, OPTIONS');
  // A wildcard would not cover Authorization, which the SDK's SigV4 signing always sends: echo what is asked.
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'content-type, x-amz-bearer');
  res.setHeader('Access-Control-Expose-Headers', 'x-amzn-RequestId, x-amzn-ErrorType, x-amz-apigw-id, Date');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ServiceError('EntityTooLarge', `The upload exceeds ${limit} bytes`, 400);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

type Call = { room: ChatRoom; p: Participant; body: Record<string, any> };
type Op = (call: Call) => unknown;

export function createParticipantService(deps: ParticipantServiceDeps) {
  const { store } = deps;
  const denied = (message: string) => new ServiceError('AccessDeniedException', message, 403);

  const ops: Record<string, Op> = {
    'POST /participant/message': ({ room, p, body }) => sendMessage(store, room, p, body.Content, body.ContentType, body.ClientToken),
    'POST /participant/event': ({ room, p, body }) => sendEvent(store, room, p, body.ContentType, body.Content),
    'POST /participant/transcript': ({ room, body }) => ({ InitialContactId: room.initialContactId, ...transcriptPage(room.transcript, body) }),
    'POST /participant/disconnect': ({ room, p }) => {
      if (p.left) throw denied('The participant has already left this chat');
      deps.disconnect(room, p);
      return {};
    },
    'POST /participant/start-attachment-upload': ({ room, p, body }) => {
      const a = startAttachment(store, room, p, body.AttachmentName, body.ContentType, body.AttachmentSizeInBytes);
      return {
        AttachmentId: a.attachmentId,
        UploadMetadata: { Url: `${deps.baseUrl()}${ATTACHMENT_PATH}${a.attachmentId}?upload=${a.secret}`, UrlExpiry: inFuture(300e3), HeadersToInclude: { 'Content-Type': a.contentType } },
      };
    },
    'POST /participant/complete-attachment-upload': ({ room, p, body }) => completeAttachments(store, room, p, body.AttachmentIds),
    // The customer closes the Authenticate Customer block's sign-in: the service tells the chat it was cancelled.
    'POST /participant/cancel-authentication': ({ room, p, body }) => {
      if (p.role !== 'CUSTOMER') throw denied('Only the customer takes part in customer authentication');
      if (typeof body.SessionId !== 'string' || !body.SessionId) throw new ServiceError('ValidationException', 'SessionId is required', 400);
      postServiceEvent(store, room, 'authentication.cancelled', null, JSON.stringify({ SessionId: body.SessionId }));
      return {};
    },
    'POST /participant/attachment': ({ room, body }) => {
      const a = room.attachments.get(String(body.AttachmentId));
      if (!a || !a.completed) throw new ServiceError('ResourceNotFoundException', `No attachment ${String(body.AttachmentId)} in this chat`, 404);
      return { Url: `${deps.baseUrl()}${ATTACHMENT_PATH}${a.attachmentId}?download=${a.secret}`, UrlExpiry: inFuture(300e3), AttachmentSizeInBytes: a.bytes!.length };
    },
  };

  /** CreateParticipantConnection: the participant token buys a websocket URL and a connection token. */
  function connection(bearer: string | undefined, body: Record<string, any>) {
    const found = store.byParticipant(bearer);
    if (!found) throw denied('The participant token is not valid');
    const { room, p } = found;
    if (p.left || room.ended) throw denied('The participant is no longer part of this chat');
    const types: unknown[] = Array.isArray(body.Type) ? body.Type : [];
    const out: Record<string, unknown> = {};
    if (types.includes('WEBSOCKET')) out.Websocket = { Url: deps.sockets.url(deps.baseUrl(), p), ConnectionExpiry: inFuture(EXPIRY_MS) };
    if (types.includes('CONNECTION_CREDENTIALS')) out.ConnectionCredentials = { ConnectionToken: p.connectionToken, Expiry: inFuture(EXPIRY_MS) };
    if (body.ConnectParticipant === true && !p.acked) {
      p.acked = true;
      store.post(room, makeItem(room, p, { Type: 'CONNECTION_ACK', ContentType: CONTENT_TYPE.ack }), { persist: false, only: p });
    }
    return out;
  }

  async function attachmentUrl(req: IncomingMessage, res: ServerResponse, path: string) {
    const url = (requestUrl(req) ?? new URL('http://x/'));
    const found = store.attachments.get(path.slice(ATTACHMENT_PATH.length));
    const a = found?.a;
    if (req.method === 'PUT' && a && url.searchParams.get('upload') === a.secret) {
      const bytes = await readBytes(req, Math.min(a.declaredSize, MAX_ATTACHMENT_BYTES));
      a.bytes = bytes;
      return send(res, 200, '');
    }
    if (req.method === 'GET' && a?.bytes && a.completed && url.searchParams.get('download') === a.secret) {
      return send(res, 200, a.bytes, { 'Content-Type': a.contentType, 'Content-Disposition': `attachment; filename="${a.name.replace(/["\\\r\n]/g, '_')}"` });
    }
    throw new ServiceError('AccessDenied', 'The URL is not valid for this attachment', 403);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    cors(req, res);
    res.setHeader('x-amzn-RequestId', newId());
    try {
      if (req.method === 'OPTIONS') return send(res, 204, '');
      if (path.startsWith(ATTACHMENT_PATH)) return await attachmentUrl(req, res, path);
      const bearer = req.headers['x-amz-bearer'] as string | undefined;
      if (req.method === 'GET' && path.startsWith('/participant/views/')) {
        if (!store.byConnection(bearer)) throw denied('The connection token is not valid');
        throw new ServiceError('ResourceNotFoundException', 'Connect Local has no views', 404);
      }
      const key = `${req.method} ${path}`;
      if (key === 'POST /participant/connection') {
        const body = await readJson(req);
        // A refusal armed here is the service no longer letting that participant in (AccessDeniedException, 403).
        await deps.faults?.apply(OPERATION_NAMES[key]!);
        return sendJson(res, 200, connection(bearer, body));
      }
      const op = ops[key];
      if (!op) throw new ServiceError('ResourceNotFoundException', `Connect Local's participant service has nothing at ${key}`, 404);
      const found = store.byConnection(bearer);
      if (!found) throw denied('The connection token is not valid');
      if ((found.p.left || found.room.ended) && key !== 'POST /participant/transcript' && key !== 'POST /participant/attachment' && key !== 'POST /participant/disconnect') {
        throw denied('The participant is no longer part of this chat');
      }
      const body = await readJson(req);
      // A stall or failure armed for this operation comes after the request has arrived, as a slow service's would.
      await deps.faults?.apply(OPERATION_NAMES[key] ?? key);
      sendJson(res, 200, (await op({ ...found, body })) ?? {});
    } catch (e) {
      sendError(res, e);
    }
  }

  return { handle };
}
