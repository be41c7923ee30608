import type { TranscriptItem } from '../model/chat/types';

/** Transcript page size and the loading rules (chat §7, §9). */
export const TRANSCRIPT_PAGE_SIZE = 20;
export const HIDDEN_PANEL_RETRY_MS = 1_000;
export const SCROLL_BOTTOM_TOLERANCE_PX = 20;

/** Items by time; messages still sending go last, in the order they were written (chat §3). */
export function orderTranscript(items: readonly TranscriptItem[]): TranscriptItem[] {
  const indexed = items.map((item, i) => ({ item, i }));
  indexed.sort((a, b) => {
    const sa = a.item.status === 'Sending' ? 1 : 0;
    const sb = b.item.status === 'Sending' ? 1 : 0;
    if (sa !== sb) return sa - sb;
    return a.item.sentTime - b.item.sentTime || a.i - b.i;
  });
  return indexed.map((x) => x.item);
}

/** Adds or replaces items by id, keeping local fields the service does not send (a receipt seen earlier). */
export function mergeItems(current: readonly TranscriptItem[], incoming: readonly TranscriptItem[]): TranscriptItem[] {
  const byId = new Map(current.map((x) => [x.id, x] as const));
  for (const item of incoming) {
    const old = byId.get(item.id);
    byId.set(item.id, old ? { ...old, ...item, readTime: item.readTime ?? old.readTime, deliveredTime: item.deliveredTime ?? old.deliveredTime } : item);
  }
  return orderTranscript([...byId.values()]);
}

export type TranscriptGroup =
  | { kind: 'event'; key: string; item: TranscriptItem }
  | { kind: 'messages'; key: string; role: string; participantId: string; displayName: string; direction: 'Outgoing' | 'Incoming'; items: TranscriptItem[] };

/** Consecutive messages and attachments of one participant form a group; events stand alone. */
export function groupTranscript(items: readonly TranscriptItem[]): TranscriptGroup[] {
  const groups: TranscriptGroup[] = [];
  for (const item of items) {
    if (item.type === 'EVENT') {
      groups.push({ kind: 'event', key: item.id, item });
      continue;
    }
    const last = groups[groups.length - 1];
    if (last?.kind === 'messages' && last.participantId === item.participantId && last.role === item.participantRole) {
      last.items.push(item);
    } else {
      groups.push({ kind: 'messages', key: item.id, role: item.participantRole, participantId: item.participantId, displayName: item.displayName, direction: item.direction, items: [item] });
    }
  }
  return groups;
}

const isMessageLike = (x: TranscriptItem): boolean => x.type === 'MESSAGE' || x.type === 'ATTACHMENT';

/** Messages from others after the last read time. */
export function unreadCount(items: readonly TranscriptItem[], lastReadMessageTime: number): number {
  return items.filter((x) => isMessageLike(x) && x.direction === 'Incoming' && x.sentTime > lastReadMessageTime).length;
}

/** The newest incoming message: what a read receipt names. */
export function newestIncoming(items: readonly TranscriptItem[]): TranscriptItem | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    const x = items[i]!;
    if (isMessageLike(x) && x.direction === 'Incoming' && !x.id.startsWith('local-')) return x;
  }
  return undefined;
}

/** Only the newest read outgoing message shows Read, and a newer delivered one shows Delivered. */
export function receiptMarks(items: readonly TranscriptItem[]): { readId?: string; deliveredId?: string } {
  let readId: string | undefined;
  let deliveredId: string | undefined;
  for (let i = items.length - 1; i >= 0; i--) {
    const x = items[i]!;
    if (x.direction !== 'Outgoing' || !isMessageLike(x)) continue;
    if (x.readTime !== undefined) {
      readId = x.id;
      break;
    }
    if (deliveredId === undefined && x.deliveredTime !== undefined) deliveredId = x.id;
  }
  return { ...(readId ? { readId } : {}), ...(deliveredId ? { deliveredId } : {}) };
}

/** The time of the last message or attachment: the idle timer counts from it. */
export function lastActivityTime(items: readonly TranscriptItem[]): number | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (isMessageLike(items[i]!)) return items[i]!.sentTime;
  return undefined;
}
