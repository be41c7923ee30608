import type { ChatWireItem } from '../../domain/port-types';
import type { ItemType, TranscriptItem } from '../../domain/chat';

const EVENT_PREFIX = 'application/vnd.amazonaws.connect.event.';
export const TYPING_CONTENT_TYPE = `${EVENT_PREFIX}typing`;
export const READ_CONTENT_TYPE = `${EVENT_PREFIX}message.read`;
export const DELIVERED_CONTENT_TYPE = `${EVENT_PREFIX}message.delivered`;

export const parseTime = (iso: string | undefined, fallback: number): number => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? fallback : t;
};

/** Events the transcript shows; typing and receipts never become items. */
const SHOWN_EVENTS = ['participant.joined', 'participant.left', 'chat.ended', 'transfer.succeeded', 'transfer.failed', 'participant.idle', 'participant.returned'];

/**
 * A wire item as a transcript item, or null for what the transcript does not show (typing, receipts, unknown
 * events). `selfParticipantId` tells this agent's items apart; without it every AGENT item counts as ours.
 */
export function toTranscriptItem(wire: ChatWireItem, selfParticipantId: string | null, now: number): TranscriptItem | null {
  if (!wire.Id) return null;
  const contentType = wire.ContentType ?? '';
  const type: ItemType = wire.Type === 'ATTACHMENT' ? 'ATTACHMENT' : wire.Type === 'MESSAGE' ? 'MESSAGE' : 'EVENT';
  let event: string | undefined;
  if (type === 'EVENT') {
    if (!contentType.startsWith(EVENT_PREFIX)) return null;
    event = contentType.slice(EVENT_PREFIX.length);
    if (!SHOWN_EVENTS.includes(event)) return null;
  }
  const role = wire.ParticipantRole ?? 'SYSTEM';
  const mine = selfParticipantId ? wire.ParticipantId === selfParticipantId : role === 'AGENT';
  const receipts = wire.MessageMetadata?.Receipts ?? [];
  const read = receipts.find((r) => r.ReadTimestamp)?.ReadTimestamp;
  const delivered = receipts.find((r) => r.DeliveredTimestamp)?.DeliveredTimestamp;
  const a = wire.Attachments?.[0];
  return {
    id: wire.Id,
    type,
    content: { data: wire.Content ?? '', type: contentType },
    displayName: wire.DisplayName ?? '',
    participantId: wire.ParticipantId ?? '',
    participantRole: role,
    direction: mine ? 'Outgoing' : 'Incoming',
    status: 'SendSuccess',
    sentTime: parseTime(wire.AbsoluteTime, now),
    ...(read ? { readTime: parseTime(read, now) } : {}),
    ...(delivered ? { deliveredTime: parseTime(delivered, now) } : {}),
    ...(a ? { attachment: { ...(a.AttachmentId ? { id: a.AttachmentId } : {}), name: a.AttachmentName ?? '', contentType: a.ContentType ?? '', ...(a.Status ? { status: a.Status } : {}) } } : {}),
    ...(event ? { event } : {}),
  };
}

/** The message a receipt event names: the wire's MessageMetadata, or the JSON content's messageId. */
export function receiptTarget(wire: ChatWireItem): string | undefined {
  if (wire.MessageMetadata?.MessageId) return wire.MessageMetadata.MessageId;
  try {
    const parsed = JSON.parse(wire.Content ?? '') as { messageId?: unknown };
    return typeof parsed.messageId === 'string' ? parsed.messageId : undefined;
  } catch {
    return undefined;
  }
}
