import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import type { ChatWireItem } from '../../domain/port-types';
import { computed, effect, signal, type ReadonlySignal, type Signal } from '../signals';
import { readJson, type KeyValueStorage } from '../view/storage';
import { perContactStore } from '../view/per-contact-store';
import { groupTranscript, lastActivityTime, mergeItems, orderTranscript, receiptMarks, unreadCount, type TranscriptGroup } from '../../rules/chat-transcript';
import { isTypingEventValid, TYPING_EXPIRY_MS } from '../../rules/chat-typing';
import { echoedLocalIds } from '../../rules/chat-echo';
import { parseTime, receiptTarget, toTranscriptItem } from './wire';
import type { ChatConnection, ChatFeatures, PersistedChat, ReceiptKind, TranscriptItem, TypingParticipant } from '../../domain/chat';

/** One chat contact's state: a change repaints only what reads these signals. */
export interface ChatEntry {
  readonly contactId: string;
  /** Ordered: by time, messages still sending last. */
  readonly items: ReadonlySignal<readonly TranscriptItem[]>;
  readonly groups: ReadonlySignal<readonly TranscriptGroup[]>;
  /** undefined until the first page is in; null when there is nothing older. */
  readonly nextToken: ReadonlySignal<string | null | undefined>;
  readonly loading: ReadonlySignal<boolean>;
  readonly loadFailed: ReadonlySignal<boolean>;
  /** Others typing now (expired indicators drop out as time passes). */
  readonly typing: ReadonlySignal<readonly TypingParticipant[]>;
  readonly lastReadMessageTime: ReadonlySignal<number>;
  readonly unreadCount: ReadonlySignal<number>;
  readonly receipts: ReadonlySignal<{ readId?: string; deliveredId?: string }>;
  readonly lastActivity: ReadonlySignal<number | undefined>;
  readonly draft: ReadonlySignal<string>;
  readonly features: ReadonlySignal<ChatFeatures>;
  readonly connection: ReadonlySignal<ChatConnection>;
  readonly customerName: ReadonlySignal<string | null>;
}

export interface MutableChatEntry extends ChatEntry {
  readonly items: Signal<readonly TranscriptItem[]>;
  readonly nextToken: Signal<string | null | undefined>;
  readonly loading: Signal<boolean>;
  readonly loadFailed: Signal<boolean>;
  readonly typingRaw: Signal<readonly TypingParticipant[]>;
  readonly lastReadMessageTime: Signal<number>;
  readonly draft: Signal<string>;
  readonly features: Signal<ChatFeatures>;
  readonly connection: Signal<ChatConnection>;
  readonly customerName: Signal<string | null>;
  selfParticipantId: string | null;
  /** Our messages not yet sent (what a reload must keep). */
  readonly unsent: ReadonlySignal<PersistedChat['unsent']>;
}

export interface ChatInfo {
  features?: ChatFeatures;
  customerName?: string;
  selfParticipantId?: string;
}

export interface ChatStoreCore {
  get(contactId: string): ChatEntry;
  entry(contactId: string): MutableChatEntry;
  /** Items pushed or loaded; answers the items that are new (for delivered receipts). */
  applyItems(contactId: string, wire: readonly ChatWireItem[]): TranscriptItem[];
  applyTyping(contactId: string, wire: ChatWireItem): void;
  applyReceipt(contactId: string, kind: ReceiptKind, wire: ChatWireItem): void;
  applyConnection(contactId: string, state: ChatConnection): void;
  applyInfo(contactId: string, info: ChatInfo): void;
  /** Writes the draft and unsent messages of a contact to storage. */
  persist(contactId: string): void;
  dispose(): void;
}

const unsentOf = (items: readonly TranscriptItem[]): PersistedChat['unsent'] => {
  const out: PersistedChat['unsent'] = [];
  // Local messages are the newest ones unless a page of history came after them; scan all, cheaply.
  for (const x of items) {
    if (x.type === 'MESSAGE' && x.status !== 'SendSuccess' && x.id.startsWith('local-'))
      out.push({
        content: x.content.data,
        contentType: x.content.type,
        sentTime: x.sentTime,
        ...(x.clientToken ? { clientToken: x.clientToken } : {}),
        ...(x.awaitingConnection ? { awaitingConnection: true } : {}),
      });
  }
  return out;
};

const DEFAULT_FEATURES: ChatFeatures = { attachmentsEnabled: false, markdownEnabled: false };
export const storageKey = (contactId: string) => `chat:${contactId}`;
/** The ids of the chats with a stored draft or unsent messages, most recent first (at most 20, §9). */
export const STORED_CHATS_KEY = 'chatDrafts';
const isPersisted = (v: unknown): v is PersistedChat =>
  typeof v === 'object' && v !== null && typeof (v as PersistedChat).draft === 'string' && Array.isArray((v as PersistedChat).unsent);

/** The transcript's groups, regrouping only what was appended since the last time (see groupTranscript). */
function groupsOf(items: ReadonlySignal<readonly TranscriptItem[]>): ReadonlySignal<readonly TranscriptGroup[]> {
  let previous: { items: readonly TranscriptItem[]; groups: readonly TranscriptGroup[] } | undefined;
  return computed(() => {
    const next = items.value;
    const groups = groupTranscript(next, previous);
    previous = { items: next, groups };
    return groups;
  });
}

let localCounter = 0;
export const localId = () => `local-${Date.now().toString(36)}-${++localCounter}`;
/** A send's idempotency token (chat SendMessage's ClientToken): random, so no other tab or session shares it. */
export const newClientToken = () => globalThis.crypto?.randomUUID?.() ?? `${localId()}-${Math.random().toString(36).slice(2)}`;

export function createChatStoreCore(deps: { clock: Clock; now: ReadonlySignal<number>; storage: KeyValueStorage; contacts: ContactsStore }): ChatStoreCore {
  const { clock, now, storage, contacts } = deps;
  const stored = perContactStore(storage, { indexKey: STORED_CHATS_KEY, keyOf: storageKey });
  const entries = new Map<string, MutableChatEntry>();

  const restore = (contactId: string): { draft: string; items: TranscriptItem[] } => {
    const saved = readJson(storage, storageKey(contactId), isPersisted);
    if (!saved) return { draft: '', items: [] };
    // A message unsent at the reload may or may not have left: it shows as failed, with Retry. One still waiting for
    // the connection had not left: it waits again, and goes by itself once the chat is connected.
    const items = saved.unsent.map<TranscriptItem>((u) => ({
      id: localId(),
      type: 'MESSAGE',
      content: { data: String(u.content), type: String(u.contentType) },
      displayName: '',
      participantId: '',
      participantRole: 'AGENT',
      direction: 'Outgoing',
      sentTime: Number(u.sentTime) || 0,
      ...(u.awaitingConnection === true ? { status: 'Sending', awaitingConnection: true } : { status: 'SendFailed', error: { kind: 'send', retry: true } }),
      // A retry after the reload is the same send: the service answers a repeated token with the message it kept.
      ...(typeof u.clientToken === 'string' && u.clientToken ? { clientToken: u.clientToken } : {}),
    }));
    return { draft: saved.draft, items };
  };

  const make = (contactId: string): MutableChatEntry => {
    const saved = restore(contactId);
    const items = signal<readonly TranscriptItem[]>(orderTranscript(saved.items));
    const typingRaw = signal<readonly TypingParticipant[]>([]);
    const lastReadMessageTime = signal(0);
    return {
      contactId,
      items,
      groups: groupsOf(items),
      nextToken: signal<string | null | undefined>(undefined),
      loading: signal(false),
      loadFailed: signal(false),
      typingRaw,
      typing: typingNow(typingRaw, now),
      lastReadMessageTime,
      unreadCount: computed(() => unreadCount(items.value, lastReadMessageTime.value)),
      receipts: computed(() => receiptMarks(items.value)),
      lastActivity: computed(() => lastActivityTime(items.value)),
      draft: signal(saved.draft),
      features: signal(DEFAULT_FEATURES),
      connection: signal<ChatConnection>('connecting'),
      customerName: signal<string | null>(null),
      selfParticipantId: null,
      unsent: computed(() => unsentOf(items.value)),
    };
  };

  const entry = (contactId: string): MutableChatEntry => {
    let e = entries.get(contactId);
    if (!e) entries.set(contactId, (e = make(contactId)));
    return e;
  };

  const persist = (contactId: string) => {
    const e = entries.get(contactId);
    if (!e) return;
    // Computed once per transcript change, not per keystroke: typing a draft re-reads only the cached list.
    const unsent = e.unsent.peek();
    const draft = e.draft.peek();
    if (!draft && unsent.length === 0) stored.remove(contactId);
    else stored.write(contactId, JSON.stringify({ draft, unsent } satisfies PersistedChat));
  };

  // A contact that was here and is gone takes its chat state and its stored draft with it. A contact never
  // seen (the page just reloaded and streams has not reported yet) keeps its stored draft.
  const seen = new Set<string>();
  const stop = effect(() => {
    const ids = new Set(contacts.ids.value);
    for (const id of ids) seen.add(id);
    for (const id of [...seen]) {
      if (ids.has(id)) continue;
      seen.delete(id);
      entries.delete(id);
      stored.remove(id);
    }
  });

  return {
    get: entry,
    entry,
    applyItems(contactId, wire) {
      const e = entry(contactId);
      const t = clock.now();
      const incoming = wire.map((w) => toTranscriptItem(w, e.selfParticipantId, t)).filter((x): x is TranscriptItem => x !== null);
      if (incoming.length === 0) return [];
      let current = e.items.peek();
      const incomingIds = new Set(incoming.map((x) => x.id));
      const known = new Set<string>();
      for (const x of current) if (incomingIds.has(x.id)) known.add(x.id);
      // Our own attachment came back from the service: its local placeholder has done its job, whether the upload's
      // answer came first (SendSuccess) or the echo outran it (still Sending). One echo replaces one placeholder.
      const echoes = incoming.filter((x) => x.type === 'ATTACHMENT' && x.direction === 'Outgoing' && !known.has(x.id));
      if (echoes.length > 0) {
        const names = echoes.map((x) => x.attachment?.name);
        current = current.filter((x) => {
          if (!(x.id.startsWith('local-') && x.type === 'ATTACHMENT' && (x.status === 'Sending' || x.status === 'SendSuccess'))) return true;
          const at = names.indexOf(x.attachment?.name);
          if (at === -1) return true;
          names.splice(at, 1);
          return false;
        });
      }
      // Our message came back although its send failed or has not answered yet (the service stalled past the
      // timeout): the echo is the message, the local copy goes, so it never shows twice or offers Retry.
      const echoed = echoedLocalIds(current, incoming);
      const hadUnsent = echoed.some((id) => current.some((x) => x.id === id && (x.status === 'SendFailed' || x.awaitingConnection)));
      if (echoed.length > 0) current = current.filter((x) => !echoed.includes(x.id));
      // A message from a participant, or their leaving, ends their typing indicator; the chat ending ends all.
      if (incoming.some((x) => x.event === 'chat.ended')) {
        if (e.typingRaw.peek().length > 0) e.typingRaw.value = [];
      } else {
        const done = new Set(incoming.filter((x) => x.type !== 'EVENT' || x.event === 'participant.left').map((x) => x.participantId));
        if (done.size > 0 && e.typingRaw.peek().some((p) => done.has(p.participantId))) e.typingRaw.value = e.typingRaw.peek().filter((p) => !done.has(p.participantId));
      }
      e.items.value = mergeItems(current, incoming);
      if (hadUnsent) persist(contactId);
      return incoming.filter((x) => !known.has(x.id));
    },
    applyTyping(contactId, wire) {
      const e = entry(contactId);
      const t = clock.now();
      const mine = e.selfParticipantId ? wire.ParticipantId === e.selfParticipantId : wire.ParticipantRole === 'AGENT';
      if (mine || !wire.ParticipantId) return;
      if (!isTypingEventValid(wire.AbsoluteTime ? parseTime(wire.AbsoluteTime, t) : undefined, t)) return;
      const others = e.typingRaw.peek().filter((p) => p.participantId !== wire.ParticipantId && p.expiresAt > t);
      e.typingRaw.value = [...others, { participantId: wire.ParticipantId, displayName: wire.DisplayName ?? '', role: wire.ParticipantRole ?? '', expiresAt: t + TYPING_EXPIRY_MS }];
    },
    applyReceipt(contactId, kind, wire) {
      const e = entry(contactId);
      const target = receiptTarget(wire);
      if (!target) return;
      const receipts = wire.MessageMetadata?.Receipts ?? [];
      const stamp = kind === 'read' ? receipts.find((r) => r.ReadTimestamp)?.ReadTimestamp : receipts.find((r) => r.DeliveredTimestamp)?.DeliveredTimestamp;
      const at = parseTime(stamp ?? wire.AbsoluteTime, clock.now());
      e.items.value = e.items.peek().map((x) => (x.id !== target ? x : kind === 'read' ? { ...x, readTime: x.readTime ?? at } : { ...x, deliveredTime: x.deliveredTime ?? at }));
    },
    applyConnection(contactId, state) {
      const connection = entry(contactId).connection;
      // A connection closed for good is not being retried: a later "lost" (the agent websocket's) must not say so.
      if (state === 'broken' && connection.peek() === 'closed') return;
      connection.value = state;
    },
    applyInfo(contactId, info) {
      const e = entry(contactId);
      if (info.features) e.features.value = info.features;
      if (info.customerName !== undefined) e.customerName.value = info.customerName;
      if (info.selfParticipantId !== undefined) e.selfParticipantId = info.selfParticipantId;
    },
    persist,
    dispose: stop,
  };
}

/**
 * Those typing now. The clock ticks each second; the list is a new value only when someone starts or stops, so a
 * view of it does not re-render every second while nothing changes (issue 33).
 */
function typingNow(raw: ReadonlySignal<readonly TypingParticipant[]>, now: ReadonlySignal<number>): ReadonlySignal<readonly TypingParticipant[]> {
  let last: readonly TypingParticipant[] = [];
  return computed(() => {
    const next = raw.value.filter((t) => t.expiresAt > now.value);
    if (next.length !== last.length || next.some((t, i) => t !== last[i])) last = next;
    return last;
  });
}
