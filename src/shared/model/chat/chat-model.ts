import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import type { CcpPort } from '../port';
import type { ChatWireItem } from '../../domain/port-types';
import { batch, type ReadonlySignal } from '../signals';
import type { KeyValueStorage } from '../view/storage';
import { attachmentFailureKind, checkAttachment } from '../../rules/chat-attachments';
import { isSendable } from '../../rules/chat-composer';
import { canSendReceipts } from '../../rules/chat-receipts';
import { chatMonitorAllowance } from '../../rules/supervision';
import { mergeItems, newestIncoming, TRANSCRIPT_PAGE_SIZE } from '../../rules/chat-transcript';
import { leadingThrottle, TYPING_SEND_THROTTLE_MS } from '../../rules/chat-typing';
import { afterSendFailure, isQueued, nextToSend, QUEUE_RETRY_MS, sendFailure, sendsMayGo } from '../../rules/chat-send-queue';
import { createChatStoreCore, localId, newClientToken, type ChatEntry, type ChatInfo, type MutableChatEntry } from './chat-store';
import type { ChatConnection, ChatUpload, ReceiptKind, TranscriptItem } from '../../domain/chat';

/** The item no longer waiting for the connection: it is being sent, or has been answered. */
const withoutWait = ({ awaitingConnection: _, ...x }: TranscriptItem): TranscriptItem => x;

/** Most pages fetched to close a gap after a reconnection. */
const MAX_REFILL_PAGES = 10;

export interface ChatStore {
  get(contactId: string): ChatEntry;

  // Update functions, called by adapters with the service's items.
  applyItems(contactId: string, wire: readonly ChatWireItem[], options?: { live?: boolean }): void;
  applyTyping(contactId: string, wire: ChatWireItem): void;
  applyReceipt(contactId: string, kind: ReceiptKind, wire: ChatWireItem): void;
  applyConnection(contactId: string, state: ChatConnection): void;
  applyInfo(contactId: string, info: ChatInfo): void;

  // Intents, called by views.
  setDraft(contactId: string, text: string): void;
  /**
   * Sends the draft; false when there was nothing to send. The message joins the send queue: messages go one at a
   * time, in order, and while the connection is lost they wait for it ('Waiting for connection…').
   */
  send(contactId: string): Promise<boolean>;
  retry(contactId: string, itemId: string): Promise<void>;
  remove(contactId: string, itemId: string): void;
  attach(contactId: string, file: ChatUpload): Promise<void>;
  download(contactId: string, attachmentId: string): Promise<Blob>;
  /** The agent has seen the transcript: unread drops to zero and a read receipt goes out. */
  markRead(contactId: string): void;
  loadOlder(contactId: string): Promise<void>;
  /**
   * Loads the newest page, and older ones until it meets what is already here. Items sent from `liveSince` (ms) on
   * happened while the session was still connecting: they count as live (alert, delivered receipt).
   */
  refill(contactId: string, options?: { liveSince?: number }): Promise<void>;
  dispose(): void;
}

export function createChatStore(deps: {
  port: CcpPort;
  clock: Clock;
  now: ReadonlySignal<number>;
  storage: KeyValueStorage;
  contacts: ContactsStore;
  alerts: AlertsStore;
  /** A message that may not go yet (unfilled quick-response placeholders). */
  sendBlocked?: (contactId: string) => boolean;
  /** Whether the instance's feature access allows chat receipts (allowChatReceipts); allowed when not told. */
  receiptsOffered?: () => boolean;
}): ChatStore {
  const { port, clock, contacts, alerts } = deps;
  const core = createChatStoreCore(deps);
  const uploads = new Map<string, ChatUpload>();
  const throttles = new Map<string, () => boolean>();

  const receiptsAllowed = (contactId: string): boolean => {
    const contact = contacts.get(contactId)?.contact.peek();
    if (!contact || deps.receiptsOffered?.() === false) return false;
    const active = contact.connections.filter((k) => k.state === 'connected' || k.state === 'hold').length;
    return canSendReceipts({ monitorMode: contact.supervision.mode, activeParticipants: active });
  };
  /** A silently monitoring supervisor neither types nor sends; a barged-in one does (chat §4). */
  const mayTalk = (contactId: string): boolean => chatMonitorAllowance(contacts.get(contactId)?.contact.peek().supervision.mode ?? null).sending;
  const sendReceipt = (contactId: string, messageId: string, kind: ReceiptKind) => {
    if (!port.chat?.sendReceipt || !receiptsAllowed(contactId)) return;
    void port.chat.sendReceipt(contactId, messageId, kind).catch(() => undefined);
  };

  const update = (e: MutableChatEntry, id: string, patch: (x: TranscriptItem) => TranscriptItem | null) => {
    const next: TranscriptItem[] = [];
    for (const x of e.items.peek()) {
      if (x.id !== id) next.push(x);
      else {
        const p = patch(x);
        if (p) next.push(p);
      }
    }
    e.items.value = mergeItems([], next);
  };

  /** Sends one message; answers what became of it. */
  const deliver = async (e: MutableChatEntry, item: TranscriptItem): Promise<'sent' | 'failed' | 'queued'> => {
    const contactId = e.contactId;
    let outcome: 'sent' | 'failed' | 'queued' = 'sent';
    try {
      const result = await port.chat!.sendMessage({
        contactId,
        content: item.content.data,
        contentType: item.content.type as 'text/plain' | 'text/markdown',
        ...(item.clientToken ? { clientToken: item.clientToken } : {}),
      });
      const sentId = result?.id;
      const serverTime = result?.absoluteTime ? Date.parse(result.absoluteTime) : NaN;
      // The service's echo may already be here under the real id: then the local copy goes.
      const echoed = sentId !== undefined && e.items.peek().some((x) => x.id === sentId);
      update(e, item.id, (x) =>
        echoed ? null : { ...withoutWait(x), id: sentId ?? x.id, status: 'SendSuccess', sentTime: Number.isNaN(serverTime) ? x.sentTime : serverTime, error: undefined } as TranscriptItem,
      );
    } catch (error) {
      // Only a refusal needs the agent's Retry; a send that found no connection waits for it (chat-send-queue).
      outcome = afterSendFailure(sendFailure(error), sendsMayGo(e.connection.peek())) === 'queue' ? 'queued' : 'failed';
      update(e, item.id, (x) => (outcome === 'queued' ? { ...x, awaitingConnection: true } : { ...withoutWait(x), status: 'SendFailed', error: { kind: 'send', retry: true } }));
    }
    core.persist(contactId);
    return outcome;
  };

  /** Every message in the queue shows as waiting for the connection (and is kept so across a reload). */
  const hold = (e: MutableChatEntry) => {
    if (!e.items.peek().some((x) => isQueued(x) && !x.awaitingConnection)) return;
    e.items.value = e.items.peek().map((x) => (isQueued(x) && !x.awaitingConnection ? { ...x, awaitingConnection: true } : x));
    core.persist(e.contactId);
  };

  const pumps = new Map<string, Promise<void>>();
  const retryTimers = new Map<string, () => void>();
  /**
   * Sends the queue, one message at a time, oldest first, while the connection lets it; a send that finds no
   * connection stops it until the connection is back (applyConnection). One pump per chat: a call while it runs
   * answers the running one, which picks up what joined the queue meanwhile. The first send starts at once.
   */
  const pump = (e: MutableChatEntry): Promise<void> => {
    const contactId = e.contactId;
    const running = pumps.get(contactId);
    if (running) return running;
    retryTimers.get(contactId)?.();
    retryTimers.delete(contactId);
    let run: Promise<void> | undefined;
    let ended = false;
    run = (async () => {
      try {
        for (;;) {
          const next = nextToSend(e.items.peek());
          if (!next) return;
          if (!sendsMayGo(e.connection.peek())) return hold(e);
          const item = next.awaitingConnection ? withoutWait(next) : next;
          if (item !== next) update(e, item.id, () => item);
          if ((await deliver(e, item)) !== 'queued') continue;
          hold(e);
          // No network, yet the chat counts as connected: nothing may wake the queue, so it wakes itself.
          if (sendsMayGo(e.connection.peek())) retryTimers.set(contactId, clock.setTimeout(() => void pump(e), QUEUE_RETRY_MS));
          return;
        }
      } finally {
        // In the same turn as the last look at the queue, so a message that joins it later starts a new pump.
        ended = true;
        if (run && pumps.get(contactId) === run) pumps.delete(contactId);
      }
    })();
    if (!ended) pumps.set(contactId, run);
    return run;
  };

  const upload = async (e: MutableChatEntry, id: string, file: ChatUpload) => {
    try {
      await port.chat!.sendAttachment!(e.contactId, file);
      uploads.delete(id);
      update(e, id, (x) => ({ ...x, status: 'SendSuccess', error: undefined }) as TranscriptItem);
    } catch (error) {
      const rejected = attachmentFailureKind(error) === 'rejected';
      if (rejected) uploads.delete(id);
      update(e, id, (x) => ({ ...x, status: 'SendFailed', error: rejected ? { kind: 'attachment-rejected', retry: false } : { kind: 'attachment-failed', retry: true } }));
    }
  };

  const loadPage = async (e: MutableChatEntry, nextToken?: string) => {
    const page = await port.chat!.loadTranscript!(e.contactId, { maxResults: TRANSCRIPT_PAGE_SIZE, ...(nextToken ? { nextToken } : {}) });
    return page;
  };

  /** What new items that have just happened do beyond the transcript. */
  const happened = (contactId: string, fresh: readonly TranscriptItem[]) => {
    // The queue or agent did not take the chat (chat §8 'Failed to transfer chat'); the agent keeps it.
    if (fresh.some((x) => x.event === 'transfer.failed')) alerts.add({ level: 'error', type: 'chat_transfer_failed', context: contactId });
    for (const item of fresh) if (item.direction === 'Incoming' && item.type !== 'EVENT') sendReceipt(contactId, item.id, 'delivered');
  };

  const store: ChatStore = {
    get: core.get,
    applyItems(contactId, wire, options = {}) {
      const fresh = core.applyItems(contactId, wire);
      if (options.live) happened(contactId, fresh);
    },
    applyTyping: core.applyTyping,
    applyReceipt: core.applyReceipt,
    applyConnection(contactId, state) {
      core.applyConnection(contactId, state);
      const e = core.entry(contactId);
      // Back: what waited goes, in order. Lost: what is still to go shows as waiting.
      if (sendsMayGo(e.connection.peek())) {
        if (nextToSend(e.items.peek())) void pump(e);
      } else hold(e);
    },
    applyInfo: core.applyInfo,

    setDraft(contactId, text) {
      const e = core.entry(contactId);
      e.draft.value = text;
      core.persist(contactId);
      if (!isSendable(text) || !port.chat?.sendTyping || !mayTalk(contactId)) return;
      let throttle = throttles.get(contactId);
      if (!throttle) throttles.set(contactId, (throttle = leadingThrottle(TYPING_SEND_THROTTLE_MS, () => clock.now())));
      if (throttle()) void port.chat.sendTyping(contactId).catch(() => undefined);
    },
    async send(contactId) {
      const e = core.entry(contactId);
      const text = e.draft.peek();
      if (!isSendable(text) || !port.chat || deps.sendBlocked?.(contactId) || !mayTalk(contactId)) return false;
      const item: TranscriptItem = {
        id: localId(),
        type: 'MESSAGE',
        content: { data: text, type: e.features.peek().markdownEnabled ? 'text/markdown' : 'text/plain' },
        displayName: '',
        participantId: e.selfParticipantId ?? '',
        participantRole: 'AGENT',
        direction: 'Outgoing',
        status: 'Sending',
        sentTime: clock.now(),
        clientToken: newClientToken(),
      };
      batch(() => {
        e.items.value = mergeItems(e.items.peek(), [item]);
        e.draft.value = '';
      });
      core.persist(contactId);
      await pump(e);
      return true;
    },
    async retry(contactId, itemId) {
      const e = core.entry(contactId);
      const item = e.items.peek().find((x) => x.id === itemId);
      if (!item || item.status !== 'SendFailed' || !item.error?.retry) return;
      const again = { ...item, status: 'Sending', sentTime: clock.now(), error: undefined } as TranscriptItem;
      update(e, itemId, () => again);
      if (item.type === 'ATTACHMENT') {
        const file = uploads.get(itemId);
        if (file) await upload(e, itemId, file);
      } else await pump(e);
    },
    remove(contactId, itemId) {
      const e = core.entry(contactId);
      uploads.delete(itemId);
      update(e, itemId, (x) => (x.status === 'SendSuccess' ? x : null));
      core.persist(contactId);
    },
    async attach(contactId, file) {
      if (!mayTalk(contactId)) return;
      const e = core.entry(contactId);
      const id = localId();
      const verdict = checkAttachment(file);
      const item: TranscriptItem = {
        id,
        type: 'ATTACHMENT',
        content: { data: '', type: file.type },
        displayName: '',
        participantId: e.selfParticipantId ?? '',
        participantRole: 'AGENT',
        direction: 'Outgoing',
        status: verdict === 'ok' ? 'Sending' : 'SendFailed',
        sentTime: clock.now(),
        attachment: { name: file.name, contentType: file.type },
        ...(verdict === 'ok' ? {} : { error: { kind: 'attachment-rejected', retry: false, reason: verdict } as const }),
      };
      e.items.value = mergeItems(e.items.peek(), [item]);
      if (verdict !== 'ok' || !port.chat?.sendAttachment) return;
      uploads.set(id, file);
      await upload(e, id, file);
    },
    download(contactId, attachmentId) {
      if (!port.chat?.downloadAttachment) return Promise.reject(new Error('host cannot download attachments'));
      return port.chat.downloadAttachment(contactId, attachmentId);
    },
    markRead(contactId) {
      const e = core.entry(contactId);
      const newest = newestIncoming(e.items.peek());
      if (!newest || newest.sentTime <= e.lastReadMessageTime.peek()) return;
      e.lastReadMessageTime.value = newest.sentTime;
      sendReceipt(contactId, newest.id, 'read');
    },
    async loadOlder(contactId) {
      const e = core.entry(contactId);
      const token = e.nextToken.peek();
      if (e.loading.peek() || token === null || !port.chat?.loadTranscript) return;
      if (token === undefined) return store.refill(contactId);
      e.loading.value = true;
      try {
        const page = await loadPage(e, token);
        batch(() => {
          core.applyItems(contactId, page.items);
          e.nextToken.value = page.nextToken;
          e.loadFailed.value = false;
        });
      } catch {
        e.loadFailed.value = true;
        alerts.add({ level: 'error', type: 'load_chat_transcript_failed', context: contactId });
      } finally {
        e.loading.value = false;
      }
    },
    async refill(contactId, options = {}) {
      const e = core.entry(contactId);
      if (!port.chat?.loadTranscript || e.loading.peek()) return;
      e.loading.value = true;
      const known = new Set(e.items.peek().filter((x) => !x.id.startsWith('local-')).map((x) => x.id));
      const first = e.nextToken.peek() === undefined;
      try {
        const apply = (items: readonly ChatWireItem[]) => {
          const fresh = core.applyItems(contactId, items);
          const since = options.liveSince;
          if (since !== undefined) happened(contactId, fresh.filter((x) => x.sentTime >= since));
        };
        let page = await loadPage(e);
        const firstToken = page.nextToken;
        apply(page.items);
        // Older pages until one overlaps what was already here: the gap left by the lost connection.
        for (let n = 1; !first && known.size > 0 && page.nextToken && n < MAX_REFILL_PAGES; n++) {
          if (page.items.some((w) => w.Id && known.has(w.Id))) break;
          page = await loadPage(e, page.nextToken);
          apply(page.items);
        }
        if (first) e.nextToken.value = firstToken;
        // Restored unsent copies of messages that did reach the service are dropped.
        const sent = e.items.peek().filter((x) => x.direction === 'Outgoing' && !x.id.startsWith('local-'));
        const dupes = e.items.peek().filter((x) => x.id.startsWith('local-') && x.status === 'SendFailed' && x.type === 'MESSAGE' && sent.some((s) => s.content.data === x.content.data && s.sentTime >= x.sentTime - 60_000));
        if (dupes.length) e.items.value = e.items.peek().filter((x) => !dupes.includes(x));
        e.loadFailed.value = false;
        core.persist(contactId);
      } catch {
        e.loadFailed.value = true;
        alerts.add({ level: 'error', type: 'load_chat_transcript_failed', context: contactId });
      } finally {
        e.loading.value = false;
      }
    },
    dispose() {
      for (const cancel of retryTimers.values()) cancel();
      retryTimers.clear();
      core.dispose();
    },
  };
  return store;
}
