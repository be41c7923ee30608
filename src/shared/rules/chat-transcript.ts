import type { TranscriptItem } from '../domain/chat';

/** Transcript page size and the loading rules (chat §7, §9). */
export const TRANSCRIPT_PAGE_SIZE = 20;
export const HIDDEN_PANEL_RETRY_MS = 1_000;
export const SCROLL_BOTTOM_TOLERANCE_PX = 20;
/**
 * A participant's run of messages is cut into blocks of at most this many, the later ones marked `continued`:
 * a new message then repaints one small block, however long the run (a customer pasting line after line).
 */
export const GROUP_BLOCK_SIZE = 25;

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

/**
 * Adds or replaces items by id, keeping local fields the service does not send (a receipt seen earlier).
 * New items that belong after everything already there (the usual case: a message arriving) are appended
 * without re-sorting, so a message costs the same in a long transcript as in a short one.
 */
export function mergeItems(current: readonly TranscriptItem[], incoming: readonly TranscriptItem[]): TranscriptItem[] {
  if (canAppend(current, incoming)) return [...current, ...incoming];
  const byId = new Map(current.map((x) => [x.id, x] as const));
  for (const item of incoming) {
    const old = byId.get(item.id);
    byId.set(item.id, old ? { ...old, ...item, readTime: item.readTime ?? old.readTime, deliveredTime: item.deliveredTime ?? old.deliveredTime } : item);
  }
  return orderTranscript([...byId.values()]);
}

/** Whether `incoming` is new, sent (not Sending), in order, and no older than the newest item there. */
function canAppend(current: readonly TranscriptItem[], incoming: readonly TranscriptItem[]): boolean {
  const last = current[current.length - 1];
  if (last?.status === 'Sending') return false;
  let time = last?.sentTime ?? -Infinity;
  const ids = new Set<string>();
  for (const item of incoming) {
    if (item.status === 'Sending' || item.sentTime < time || ids.has(item.id)) return false;
    ids.add(item.id);
    time = item.sentTime;
  }
  // An id already there is an update, not an append (one pass of cheap look-ups, no sorting).
  for (const x of current) if (ids.has(x.id)) return false;
  return true;
}

export type TranscriptGroup =
  | { kind: 'event'; key: string; item: TranscriptItem }
  | { kind: 'messages'; key: string; role: string; participantId: string; displayName: string; direction: 'Outgoing' | 'Incoming'; items: TranscriptItem[]; continued: boolean };

/**
 * Consecutive messages and attachments of one participant form a group; events stand alone.
 * Given the previous items and groups, a transcript that only grew at its end keeps every earlier group object
 * (so views that compare groups by identity repaint only the last one) and groups only the new items. One that
 * grew at its start (an older page loaded) keeps the groups it had, blocks and keys included, so the rows on screen
 * stay the same elements with the same size, and groups the older items before them.
 */
export function groupTranscript(items: readonly TranscriptItem[], previous?: { items: readonly TranscriptItem[]; groups: readonly TranscriptGroup[] }): TranscriptGroup[] {
  if (previous && previous.items.length > 0 && previous.items.length <= items.length && isPrefix(previous.items, items)) {
    const groups = previous.groups.slice();
    const last = groups[groups.length - 1];
    // The last group may grow: it gets a new object, earlier ones stay as they were.
    if (last?.kind === 'messages') groups[groups.length - 1] = { ...last, items: last.items.slice() };
    for (let i = previous.items.length; i < items.length; i++) addToGroups(groups, items[i]!);
    return groups;
  }
  if (previous && previous.items.length > 0 && previous.items.length < items.length && isSuffix(previous.items, items)) {
    const older: TranscriptGroup[] = [];
    for (let i = 0; i < items.length - previous.items.length; i++) addToGroups(older, items[i]!);
    const [first, ...rest] = previous.groups;
    const tail = older[older.length - 1];
    // The run the older page ends with goes on into the first group shown: that group now continues it.
    const continues = first?.kind === 'messages' && tail?.kind === 'messages' && tail.participantId === first.participantId && tail.role === first.role;
    return first ? [...older, first.kind === 'messages' && continues && !first.continued ? { ...first, continued: true } : first, ...rest] : older;
  }
  const groups: TranscriptGroup[] = [];
  for (const item of items) addToGroups(groups, item);
  return groups;
}

function isSuffix(suffix: readonly TranscriptItem[], items: readonly TranscriptItem[]): boolean {
  const offset = items.length - suffix.length;
  for (let i = 0; i < suffix.length; i++) if (suffix[i] !== items[offset + i]) return false;
  return true;
}

function isPrefix(prefix: readonly TranscriptItem[], items: readonly TranscriptItem[]): boolean {
  // Reference checks from the end first: a changed item is usually a recent one.
  for (let i = prefix.length - 1; i >= 0; i--) if (prefix[i] !== items[i]) return false;
  return true;
}

function addToGroups(groups: TranscriptGroup[], item: TranscriptItem) {
  if (item.type === 'EVENT') {
    groups.push({ kind: 'event', key: item.id, item });
    return;
  }
  const last = groups[groups.length - 1];
  const same = last?.kind === 'messages' && last.participantId === item.participantId && last.role === item.participantRole;
  if (same && last.items.length < GROUP_BLOCK_SIZE) {
    last.items.push(item);
  } else {
    groups.push({ kind: 'messages', key: item.id, role: item.participantRole, participantId: item.participantId, displayName: item.displayName, direction: item.direction, items: [item], continued: same });
  }
}

const isMessageLike = (x: TranscriptItem): boolean => x.type === 'MESSAGE' || x.type === 'ATTACHMENT';

/** Messages from others after the last read time (counted from the end: the cost is the unread, not the transcript). */
export function unreadCount(items: readonly TranscriptItem[], lastReadMessageTime: number): number {
  let n = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    const x = items[i]!;
    // Items are by time, with messages still sending last: an older sent item ends the count.
    if (x.status !== 'Sending' && x.sentTime <= lastReadMessageTime) break;
    if (isMessageLike(x) && x.direction === 'Incoming' && x.sentTime > lastReadMessageTime) n++;
  }
  return n;
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
