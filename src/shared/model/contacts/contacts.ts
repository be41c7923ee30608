import type { AgentStateType, Channel } from '../../domain/agent';
import { deepEqual } from '../equal';
import { batch, computed, signal, type ReadonlySignal, type Signal } from '../signals';
import { hasActiveVoiceConnection } from '../../domain/connections';
import {
  applyMuteEvent,
  channelOf,
  isAgentReplyEmail,
  mergeContactOrder,
  pickActiveContact,
  statusDuration,
} from '../../domain/contact-list';
import { deriveContactStatus, isActiveStatus, type ContactStatus } from '../../domain/contact-status';
import { NO_PROGRESS, type Contact, type ContactProgress } from '../../domain/contact';

/** One contact's signals: a change to this contact repaints only what reads these. */
export interface ContactEntry {
  readonly id: string;
  readonly contact: ReadonlySignal<Contact>;
  readonly progress: ReadonlySignal<ContactProgress>;
  readonly status: ReadonlySignal<ContactStatus>;
  readonly statusDurationMs: ReadonlySignal<number>;
}

export interface SnapshotResult {
  added: string[];
  removed: string[];
  /** The list as it was before, for rules that need a removed contact's neighbours. */
  previous: Contact[];
}

export interface ContactsStore {
  readonly ids: ReadonlySignal<readonly string[]>;
  readonly list: ReadonlySignal<readonly Contact[]>;
  readonly activeContactId: ReadonlySignal<string | null>;
  readonly idsByChannel: ReadonlySignal<Readonly<Record<Channel, readonly string[]>>>;
  /** Channels with an active or incoming contact: their tabs show an indicator. */
  readonly channelsNeedingAttention: ReadonlySignal<ReadonlySet<Channel>>;
  readonly hasActiveContact: ReadonlySignal<boolean>;
  /** Leaving the page is blocked only while a voice connection is live. */
  readonly hasActiveVoiceConnection: ReadonlySignal<boolean>;
  get(contactId: string): ContactEntry | undefined;

  // Update functions, called by adapters with plain data.
  /** The whole current contact set; contacts missing from it are gone. */
  applySnapshot(contacts: readonly Contact[]): SnapshotResult;
  /** One contact changed (an event for a single contact). */
  applyContact(contact: Contact): SnapshotResult;
  removeContact(contactId: string): SnapshotResult;
  applyMuteEvent(muted: boolean): void;

  // Model-internal updates.
  setProgress(contactId: string, patch: Partial<ContactProgress>): void;
  setActive(contactId: string | null): void;
}

interface MutableEntry extends ContactEntry {
  readonly contact: Signal<Contact>;
  readonly progress: Signal<ContactProgress>;
}

export function createContactsStore(deps: {
  now: ReadonlySignal<number>;
  agentState: ReadonlySignal<{ type: AgentStateType; name: string } | null>;
  /** Told after every update that removed contacts (the view's closing rule listens). */
  onRemoved?: (result: SnapshotResult) => void;
}): ContactsStore {
  const { now, agentState, onRemoved } = deps;
  const entries = new Map<string, MutableEntry>();
  const ids = signal<readonly string[]>([]);
  const activeContactId = signal<string | null>(null);

  const makeEntry = (contact: Contact): MutableEntry => {
    const contactSignal = signal(contact);
    const progress = signal<ContactProgress>(NO_PROGRESS);
    return {
      id: contact.contactId,
      contact: contactSignal,
      progress,
      status: computed(() =>
        deriveContactStatus(contactSignal.value, { agentState: agentState.value, progress: progress.value }),
      ),
      statusDurationMs: computed(() => statusDuration(contactSignal.value, now.value)),
    };
  };

  const list = computed(() => ids.value.map((id) => entries.get(id)!.contact.value));
  const currentList = (): Contact[] => ids.peek().map((id) => entries.get(id)!.contact.peek());

  const applyAll = (snapshot: readonly Contact[]): SnapshotResult => {
    const previous = currentList();
    const merge = mergeContactOrder(ids.peek(), snapshot, now.peek());
    const byId = new Map(snapshot.map((c) => [c.contactId, c] as const));
    batch(() => {
      for (const id of merge.removed) entries.delete(id);
      for (const id of merge.ids) {
        const contact = byId.get(id)!;
        const entry = entries.get(id);
        if (!entry) entries.set(id, makeEntry(contact));
        else if (!deepEqual(entry.contact.peek(), contact)) entry.contact.value = contact;
      }
      if (!deepEqual(ids.peek(), merge.ids)) ids.value = merge.ids;
      const addedContacts = merge.added.map((id) => byId.get(id)!);
      activeContactId.value = pickActiveContact(activeContactId.peek(), merge.ids, addedContacts);
    });
    const result = { added: merge.added, removed: merge.removed, previous };
    if (result.removed.length > 0) onRemoved?.(result);
    return result;
  };

  const statuses = computed(() => ids.value.map((id) => entries.get(id)!.status.value));

  // A channel's list keeps its identity while its contacts stay the same, and the whole record while no channel's
  // changed: `list` changes with every change to any contact, and each new record re-rendered every view reading it
  // (a chat's page on a task's offer: ring to screen, issue 33).
  let lastByChannel: Readonly<Record<Channel, readonly string[]>> = { voice: [], chat: [], task: [], email: [] };
  const idsByChannel = computed(() => {
    const fresh: Record<Channel, string[]> = { voice: [], chat: [], task: [], email: [] };
    for (const c of list.value) fresh[channelOf(c.type)].push(c.contactId);
    const channels = Object.keys(fresh) as Channel[];
    const kept = Object.fromEntries(channels.map((ch) => [ch, deepEqual(fresh[ch], lastByChannel[ch]) ? lastByChannel[ch] : fresh[ch]])) as Record<Channel, readonly string[]>;
    if (channels.every((ch) => kept[ch] === lastByChannel[ch])) return lastByChannel;
    return (lastByChannel = kept);
  });

  return {
    ids,
    list,
    activeContactId,
    idsByChannel,
    channelsNeedingAttention: computed(() => {
      const result = new Set<Channel>();
      const s = statuses.value;
      list.value.forEach((c, i) => {
        const status = s[i]!;
        if (status === 'incoming' || isActiveStatus(status)) result.add(channelOf(c.type));
      });
      return result;
    }),
    hasActiveContact: computed(() => statuses.value.some(isActiveStatus)),
    hasActiveVoiceConnection: computed(() => list.value.some(hasActiveVoiceConnection)),
    get: (id) => entries.get(id),

    applySnapshot: applyAll,
    applyContact(contact) {
      if (isAgentReplyEmail(contact)) return { added: [], removed: [], previous: currentList() };
      const others = currentList().filter((c) => c.contactId !== contact.contactId);
      return applyAll([...others, contact]);
    },
    removeContact(contactId) {
      return applyAll(currentList().filter((c) => c.contactId !== contactId));
    },
    applyMuteEvent(muted) {
      batch(() => {
        for (const changed of applyMuteEvent(currentList(), muted)) {
          entries.get(changed.contactId)!.contact.value = changed;
        }
      });
    },
    setProgress(contactId, patch) {
      const entry = entries.get(contactId);
      if (entry) entry.progress.value = { ...entry.progress.peek(), ...patch };
    },
    setActive(contactId) {
      activeContactId.value = contactId !== null && entries.has(contactId) ? contactId : null;
    },
  };
}
