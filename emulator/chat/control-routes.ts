import type { ContactCentre } from '../centre/centre.ts';
import { badRequest } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import { attachFile, checkMessage, sendEvent, sendMessage } from './chat-actions.ts';
import type { ChatContacts } from './chat-contacts.ts';
import { type ChatStore, type ChatSubtype, SUBTYPES } from './chat-store.ts';
import { contentRoutes } from './content-routes.ts';
import { serviceEventRoutes } from './service-events.ts';
import type { ParticipantWebSocket } from './participant-websocket.ts';
import { CONTENT_TYPE } from './transcript.ts';

/**
 * The chat verbs of the control API (documented in emulator/README.md): start a chat (what StartChatContact
 * does for a real customer), act as the customer, read the transcript, and drop participant websockets.
 */

export interface ChatControlDeps {
  centre: ContactCentre;
  store: ChatStore;
  contacts: ChatContacts;
  sockets: ParticipantWebSocket;
}

const str = (v: unknown, name: string, fallback?: string): string => {
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string') throw badRequest(`${name} must be a string`);
  return v;
};

/** The longest a participant websocket drop lasts: a day (a bigger number would overflow a timer). */
const MAX_DROP_MS = 24 * 3600_000;

/** The most messages one burst request sends. */
const MAX_BURST = 1000;

export function chatControl(deps: ChatControlDeps) {
  const { store, contacts } = deps;
  const customer = (id: string | undefined) => {
    const room = store.room(String(id));
    return { room, p: store.participant(room, 'CUSTOMER') };
  };

  /** `POST /contacts {channel: "chat", …}`: answers StartChatContact's details for the customer's chatjs. */
  function create(body: Record<string, any>) {
    const subtype = (body.subtype ?? 'web') as ChatSubtype;
    if (!(subtype in SUBTYPES)) throw badRequest(`subtype must be one of ${Object.keys(SUBTYPES).join(', ')}`);
    const attributes = body.attributes === undefined ? {} : body.attributes;
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes) || Object.values(attributes).some((v) => typeof v !== 'string')) throw badRequest('attributes must be an object of strings');
    if (body.queue !== undefined && typeof body.queue !== 'string') throw badRequest('queue must be a queue name or ARN');
    const customerName = str(body.customerName, 'customerName', 'Customer').trim();
    if (!customerName || customerName.length > 256) throw badRequest('customerName must be 1 to 256 characters');
    if (body.authenticated !== undefined && typeof body.authenticated !== 'boolean') throw badRequest('authenticated must be true or false');
    if (body.multiparty !== undefined && typeof body.multiparty !== 'boolean') throw badRequest('multiparty must be true or false');
    if (body.ringTimeoutSeconds !== undefined && !(typeof body.ringTimeoutSeconds === 'number' && body.ringTimeoutSeconds > 0 && body.ringTimeoutSeconds <= 3600)) throw badRequest('ringTimeoutSeconds must be a number of seconds from 0 to 3600');
    const from = body.from === undefined ? undefined : str(body.from, 'from');
    if ((subtype === 'sms' || subtype === 'whatsapp') && from !== undefined && !/^\+[1-9]\d{6,14}$/.test(from)) throw badRequest(`from must be an E.164 phone number for ${subtype}`);
    const agent = str(body.agent, 'agent', 'agent');
    deps.centre.agent(agent);
    const { contact, customer: p } = contacts.start({
      agent,
      customerName,
      subtype,
      authenticated: body.authenticated === true,
      multiparty: body.multiparty === true,
      ...(from !== undefined ? { from } : {}),
      ...(typeof body.queue === 'string' ? { queue: body.queue } : {}),
      attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, String(v)])),
      ...(typeof body.ringTimeoutSeconds === 'number' ? { ringTimeoutMs: body.ringTimeoutSeconds * 1000 } : {}),
    });
    return { contactId: contact.contactId, routed: deps.centre.contacts.includes(contact), participantId: p.participantId, participantToken: p.participantToken };
  }

  const routes: Record<string, Route> = {
    // What the customer chat page needs to join a chat created elsewhere (the simulator or a test).
    'GET /contacts/:id/chat': (_r, [id]) => {
      const { room, p } = customer(id);
      return {
        contactId: room.contactId,
        participantId: p.participantId,
        participantToken: p.participantToken,
        customerName: room.customerName,
        subtype: room.subtype,
        authenticated: room.authenticated,
        ended: room.ended,
        customerLeft: p.left,
        websockets: deps.sockets.connected(room.contactId),
      };
    },
    'GET /contacts/:id/transcript': (_r, [id]) => {
      const room = store.room(String(id));
      return { contactId: room.contactId, ended: room.ended, transcript: room.transcript };
    },
    'POST /contacts/:id/customer/messages': (_r, [id], body) => {
      const { room, p } = customer(id);
      return sendMessage(store, room, p, body.content, body.contentType ?? 'text/plain');
    },
    // A burst of customer messages paced by the server itself, each stamped when it was pushed: what a load test
    // or the chat benchmark needs, without one HTTP round trip per message competing with the browser for CPU.
    'POST /contacts/:id/customer/messages/burst': async (_r, [id], body) => {
      const { room, p } = customer(id);
      const contents: unknown = body.contents;
      if (!Array.isArray(contents) || contents.length === 0 || contents.length > MAX_BURST) throw badRequest(`contents must be a list of 1 to ${MAX_BURST} messages`);
      const everyMs: unknown = body.everyMs ?? 0;
      if (typeof everyMs !== 'number' || !(everyMs >= 0 && everyMs <= 1000)) throw badRequest('everyMs must be a number of milliseconds from 0 to 1000');
      const contentType = body.contentType ?? 'text/plain';
      // Every message is checked before the first is sent: a bad one sends none.
      for (const content of contents) checkMessage(content, contentType);
      const start = performance.now();
      const sent: { Id: string; AbsoluteTime: string; pushedAt: number }[] = [];
      for (const [i, content] of contents.entries()) {
        const due = start + i * everyMs;
        if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
        // performance.timeOrigin + now(): a wall-clock time with sub-millisecond precision, as a page's is.
        sent.push({ ...sendMessage(store, room, p, content, contentType), pushedAt: performance.timeOrigin + performance.now() });
      }
      return { messages: sent };
    },
    'POST /contacts/:id/customer/typing': (_r, [id]) => {
      const { room, p } = customer(id);
      return sendEvent(store, room, p, CONTENT_TYPE.typing);
    },
    'POST /contacts/:id/customer/receipts': (_r, [id], body) => {
      const { room, p } = customer(id);
      const type = body.type ?? 'read';
      if (type !== 'read' && type !== 'delivered') throw badRequest('type must be "read" or "delivered"');
      // Without a messageId the receipt is for the newest message the customer did not send.
      const messageId = body.messageId ?? [...room.transcript].reverse().find((x) => x.Type === 'MESSAGE' && x.ParticipantId !== p.participantId)?.Id;
      if (typeof messageId !== 'string') throw badRequest('messageId is required (there is no message to the customer yet)');
      return sendEvent(store, room, p, type === 'read' ? CONTENT_TYPE.read : CONTENT_TYPE.delivered, JSON.stringify({ messageId }));
    },
    'POST /contacts/:id/customer/attachments': (_r, [id], body) => {
      const { room, p } = customer(id);
      const base64 = str(body.base64, 'base64');
      str(body.name, 'name');
      str(body.contentType, 'contentType');
      if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw badRequest('base64 must be base64');
      return attachFile(store, room, p, body.name, body.contentType, Buffer.from(base64, 'base64'));
    },
    'POST /contacts/:id/customer/disconnect': (_r, [id]) => {
      const { room, p } = customer(id);
      if (p.left) throw badRequest('The customer has already left this chat');
      contacts.disconnect(room, p);
      return {};
    },
    'POST /faults/participant-websocket-drop': (_r, _p, body) => {
      const forMs = body.forMs ?? 60 * 60_000;
      if (typeof forMs !== 'number' || !(forMs >= 0 && forMs <= MAX_DROP_MS)) throw badRequest(`forMs must be a number of milliseconds from 0 to ${MAX_DROP_MS}`);
      const contactId = body.contactId === undefined ? undefined : store.room(str(body.contactId, 'contactId')).contactId;
      deps.sockets.drop(contactId, forMs);
      return {};
    },
    'POST /faults/participant-websocket-restore': () => (deps.sockets.restore(), {}),
    ...contentRoutes(deps),
    ...serviceEventRoutes(store),
  };

  return { create: { chat: create }, routes };
}
