import { ServiceError } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';

/**
 * Chat items in the participant service's wire shape (the `Item` of GetTranscript, and the content of every
 * `aws/chat` websocket frame), plus GetTranscript's paging. chatjs routes an item by `Type` and `ContentType`.
 */

export const CONTENT_TYPE = {
  typing: 'application/vnd.amazonaws.connect.event.typing',
  read: 'application/vnd.amazonaws.connect.event.message.read',
  delivered: 'application/vnd.amazonaws.connect.event.message.delivered',
  joined: 'application/vnd.amazonaws.connect.event.participant.joined',
  left: 'application/vnd.amazonaws.connect.event.participant.left',
  ended: 'application/vnd.amazonaws.connect.event.chat.ended',
  ack: 'application/vnd.amazonaws.connect.event.connection.acknowledged',
  transferSucceeded: 'application/vnd.amazonaws.connect.event.transfer.succeeded',
  transferFailed: 'application/vnd.amazonaws.connect.event.transfer.failed',
} as const;

/** Message content types the participant service accepts from SendMessage. */
export const MESSAGE_CONTENT_TYPES = ['text/plain', 'text/markdown', 'application/json', 'application/vnd.amazonaws.connect.message.interactive.response'];
/** SendMessage's Content limit (characters), as in the participant service API reference. */
export const MAX_MESSAGE_LENGTH = 16_384;

export type ParticipantRole = 'CUSTOMER' | 'AGENT' | 'SUPERVISOR' | 'SYSTEM';

export interface Receipt {
  RecipientParticipantId: string;
  ReadTimestamp?: string;
  DeliveredTimestamp?: string;
}

export interface Item {
  AbsoluteTime: string;
  Id: string;
  ContactId: string;
  InitialContactId: string;
  Type: 'MESSAGE' | 'EVENT' | 'ATTACHMENT' | 'MESSAGEMETADATA' | 'CONNECTION_ACK';
  ContentType?: string;
  Content?: string;
  ParticipantId?: string;
  DisplayName?: string;
  ParticipantRole?: ParticipantRole;
  Attachments?: { AttachmentId: string; AttachmentName: string; ContentType: string; Status: 'APPROVED' | 'REJECTED' | 'IN_PROGRESS' }[];
  MessageMetadata?: { MessageId: string; Receipts: Receipt[] };
}

export interface Speaker {
  participantId: string;
  displayName: string;
  role: ParticipantRole;
}

/** Item times are ISO strings with milliseconds; two items in one millisecond still sort in creation order. */
let lastTime = 0;
export function itemTime(): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime).toISOString();
}

export function makeItem(contact: { contactId: string; initialContactId: string }, from: Speaker | null, fields: Partial<Item> & Pick<Item, 'Type'>): Item {
  return {
    AbsoluteTime: itemTime(),
    Id: newId(),
    ContactId: contact.contactId,
    InitialContactId: contact.initialContactId,
    ...(from ? { ParticipantId: from.participantId, DisplayName: from.displayName, ParticipantRole: from.role } : {}),
    ...fields,
  };
}

/** Records a read or delivered receipt on the message it is about (the transcript keeps receipts folded in). */
export function foldReceipt(transcript: Item[], messageId: string, receipt: Receipt) {
  const msg = transcript.find((x) => x.Id === messageId);
  if (!msg) return false;
  msg.MessageMetadata ??= { MessageId: msg.Id, Receipts: [] };
  const existing = msg.MessageMetadata.Receipts.find((r) => r.RecipientParticipantId === receipt.RecipientParticipantId);
  if (existing) Object.assign(existing, receipt);
  else msg.MessageMetadata.Receipts.push(receipt);
  return true;
}

export interface TranscriptRequest {
  MaxResults?: number;
  NextToken?: string;
  ScanDirection?: 'FORWARD' | 'BACKWARD';
  SortOrder?: 'ASCENDING' | 'DESCENDING';
  StartPosition?: { Id?: string; AbsoluteTime?: string; MostRecent?: number };
}

const validation = (message: string) => new ServiceError('ValidationException', message);

/**
 * One page of GetTranscript. BACKWARD (chatjs's default) walks from the newest item (or the start position)
 * towards older ones; FORWARD from the start position towards newer ones, and from nothing returns nothing.
 * The page itself is in SortOrder. NextToken is an opaque cursor into the chronological list.
 */
export function transcriptPage(all: Item[], req: TranscriptRequest): { Transcript: Item[]; NextToken?: string } {
  const max = req.MaxResults ?? 15;
  if (!Number.isInteger(max) || max < 0 || max > 100) throw validation('MaxResults must be an integer from 0 to 100');
  const backward = (req.ScanDirection ?? 'BACKWARD') === 'BACKWARD';
  const sp = req.StartPosition ?? {};
  // BACKWARD: idx is the exclusive end; FORWARD: the inclusive start.
  let idx: number;
  if (req.NextToken) {
    try {
      idx = Number(JSON.parse(Buffer.from(req.NextToken, 'base64url').toString()).i);
    } catch {
      throw validation('NextToken is not valid');
    }
    if (!Number.isInteger(idx) || idx < 0 || idx > all.length) throw validation('NextToken is not valid');
  } else if (sp.Id) {
    const i = all.findIndex((x) => x.Id === sp.Id);
    if (i < 0) throw new ServiceError('ResourceNotFoundException', `No item ${sp.Id} in this transcript`, 404);
    idx = backward ? i + 1 : i;
  } else if (sp.AbsoluteTime) {
    idx = backward ? all.filter((x) => x.AbsoluteTime <= sp.AbsoluteTime!).length : all.filter((x) => x.AbsoluteTime < sp.AbsoluteTime!).length;
  } else if (sp.MostRecent) {
    idx = backward ? all.length : Math.max(all.length - sp.MostRecent, 0);
  } else {
    idx = all.length;
  }
  let page: Item[];
  let next: number | null;
  if (backward) {
    const start = Math.max(idx - max, 0);
    page = all.slice(start, idx);
    next = start > 0 ? start : null;
  } else {
    const end = Math.min(idx + max, all.length);
    page = all.slice(idx, end);
    next = end < all.length ? end : null;
  }
  if (req.SortOrder === 'DESCENDING') page = [...page].reverse();
  return { Transcript: structuredClone(page), ...(next !== null ? { NextToken: Buffer.from(JSON.stringify({ i: next })).toString('base64url') } : {}) };
}
