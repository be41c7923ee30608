import { ServiceError } from '../centre/errors.ts';
import { MAX_ATTACHMENTS_PER_CHAT, type StoredAttachment, checkAttachment } from './attachments.ts';
import type { ChatRoom, ChatStore, Participant } from './chat-store.ts';
import { CONTENT_TYPE, MAX_MESSAGE_LENGTH, MESSAGE_CONTENT_TYPES, type Receipt, foldReceipt, itemTime, makeItem } from './transcript.ts';
import { randomBytes } from 'node:crypto';

/**
 * What a participant can do in a chat, shared by the participant service (chatjs) and the control API (the
 * simulated customer): send a message, an event (typing, read/delivered receipt), an attachment.
 */

const validation = (message: string) => new ServiceError('ValidationException', message);

function active(room: ChatRoom, p: Participant) {
  if (p.left || room.ended) throw new ServiceError('AccessDeniedException', 'The participant is no longer part of this chat', 403);
  // A silently monitoring supervisor is invisible to the chat: no messages, typing, receipts or attachments.
  if (p.role === 'SUPERVISOR' && p.monitorMode !== 'BARGE') throw new ServiceError('AccessDeniedException', 'A silently monitoring supervisor cannot send to the chat; barge in first', 403);
}

/** A message's content and type as SendMessage takes them, or a ValidationException that says what is wrong. */
export function checkMessage(content: unknown, contentType: unknown): { content: string; contentType: string } {
  if (typeof content !== 'string' || content.length === 0) throw validation('Content is required');
  if (content.length > MAX_MESSAGE_LENGTH) throw validation(`Content must be at most ${MAX_MESSAGE_LENGTH} characters`);
  if (typeof contentType !== 'string' || !MESSAGE_CONTENT_TYPES.includes(contentType)) throw validation(`ContentType must be one of ${MESSAGE_CONTENT_TYPES.join(', ')}`);
  return { content, contentType };
}

/**
 * SendMessage. A repeated ClientToken (chatjs sends the panel's token again when it retries a send whose answer
 * never came) is the same request: the message is kept once, and the repeat answers what the first one did.
 */
export function sendMessage(store: ChatStore, room: ChatRoom, p: Participant, content: unknown, contentType: unknown = 'text/plain', clientToken?: unknown) {
  active(room, p);
  const checked = checkMessage(content, contentType);
  const token = typeof clientToken === 'string' && clientToken ? clientToken : null;
  const earlier = token ? p.sentMessages?.get(token) : undefined;
  if (earlier) return { ...earlier };
  const item = store.post(room, makeItem(room, p, { Type: 'MESSAGE', ContentType: checked.contentType, Content: checked.content }));
  const answer = { Id: item.Id, AbsoluteTime: item.AbsoluteTime };
  if (token) (p.sentMessages ??= new Map()).set(token, answer);
  return answer;
}

/** Typing is passed on but not kept; a receipt is folded into its message and passed on as MESSAGEMETADATA. */
export function sendEvent(store: ChatStore, room: ChatRoom, p: Participant, contentType: unknown, content?: unknown) {
  active(room, p);
  if (contentType === CONTENT_TYPE.read || contentType === CONTENT_TYPE.delivered) {
    let messageId: unknown;
    try {
      messageId = JSON.parse(typeof content === 'string' ? content : '{}').messageId;
    } catch {
      throw validation('Content must be JSON with a messageId');
    }
    if (typeof messageId !== 'string' || !messageId) throw validation('Content must be JSON with a messageId');
    const receipt: Receipt = { RecipientParticipantId: p.participantId, [contentType === CONTENT_TYPE.read ? 'ReadTimestamp' : 'DeliveredTimestamp']: itemTime() };
    // Receipts are never deduplicated by ClientToken: chatjs sends every one with the same token.
    if (!foldReceipt(room.transcript, messageId, receipt)) throw new ServiceError('ResourceNotFoundException', `No message ${messageId} in this chat`, 404);
    const item = store.post(room, makeItem(room, null, { Type: 'MESSAGEMETADATA', MessageMetadata: { MessageId: messageId, Receipts: [receipt] } }), { persist: false });
    return { Id: item.Id, AbsoluteTime: item.AbsoluteTime };
  }
  if (contentType === CONTENT_TYPE.typing) {
    const item = store.post(room, makeItem(room, p, { Type: 'EVENT', ContentType: CONTENT_TYPE.typing }), { persist: false });
    return { Id: item.Id, AbsoluteTime: item.AbsoluteTime };
  }
  throw validation(`ContentType ${String(contentType)} cannot be sent as an event`);
}

export function startAttachment(store: ChatStore, room: ChatRoom, p: Participant, name: unknown, contentType: unknown, size: unknown) {
  active(room, p);
  const type = checkAttachment(name, contentType, size);
  if (room.attachments.size >= MAX_ATTACHMENTS_PER_CHAT) throw new ServiceError('ServiceQuotaExceededException', `A chat holds at most ${MAX_ATTACHMENTS_PER_CHAT} attachments`, 402);
  const a: StoredAttachment = {
    attachmentId: store.newAttachmentId(),
    contactId: room.contactId,
    participantId: p.participantId,
    name: String(name),
    contentType: type,
    declaredSize: Number(size),
    secret: randomBytes(18).toString('base64url'),
    bytes: null,
    completed: false,
  };
  room.attachments.set(a.attachmentId, a);
  store.attachments.set(a.attachmentId, { room, a });
  return a;
}

export function completeAttachments(store: ChatStore, room: ChatRoom, p: Participant, ids: unknown) {
  active(room, p);
  if (!Array.isArray(ids) || ids.length === 0) throw validation('AttachmentIds is required');
  const found = ids.map((id) => {
    const a = room.attachments.get(String(id));
    if (!a || a.participantId !== p.participantId) throw new ServiceError('ResourceNotFoundException', `No attachment ${String(id)} started by this participant`, 404);
    if (!a.bytes) throw validation(`Attachment ${a.attachmentId} has not been uploaded`);
    return a;
  });
  for (const a of found) {
    if (a.completed) continue;
    a.completed = true;
    store.post(room, makeItem(room, p, { Type: 'ATTACHMENT', Attachments: [{ AttachmentId: a.attachmentId, AttachmentName: a.name, ContentType: a.contentType, Status: 'APPROVED' }] }));
  }
  return {};
}

/** The simulated customer sends a file in one go: start, "upload", complete. */
export function attachFile(store: ChatStore, room: ChatRoom, p: Participant, name: unknown, contentType: unknown, bytes: Buffer) {
  const a = startAttachment(store, room, p, name, contentType, bytes.length);
  a.bytes = bytes;
  completeAttachments(store, room, p, [a.attachmentId]);
  return { attachmentId: a.attachmentId };
}
