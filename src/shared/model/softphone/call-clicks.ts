import type { Clock } from '../../domain/clock';
import { channelOf } from '../../domain/contact-list';
import type { ContactsStore } from '../contacts/contacts';
import { effect, signal, untracked, type ReadonlySignal } from '../signals';
import { earlyDisconnect, type CallClick, type EarlyDisconnect } from '../../rules/early-disconnect';

/** A call's accept, reject and hang-up click times (epoch ms), and how its reject or hang-up counts. */
export interface CallClicks {
  accept?: number;
  reject?: number;
  hangup?: number;
  early: EarlyDisconnect | null;
}

export interface CallClicksStore {
  /** Per call in the contact list: what the softphone report carries of the agent's clicks (chat/task/email §3, §4). */
  readonly byContact: ReadonlySignal<ReadonlyMap<string, CallClicks>>;
  /** The agent clicked accept, reject or hang up on a contact; only calls are counted. */
  record(contactId: string, click: CallClick): void;
  dispose(): void;
}

/** Softphone early-disconnect accounting: a reject or hang-up click within 22 s counts (chat/task/email §4, §9). */
export function createCallClicksStore(deps: { clock: Clock; contacts: ContactsStore }): CallClicksStore {
  const { clock, contacts } = deps;
  const byContact = signal<ReadonlyMap<string, CallClicks>>(new Map());
  // A call's clicks go with the call, so the map never outgrows the contact list.
  const stop = effect(() => {
    const ids = new Set(contacts.ids.value);
    untracked(() => {
      const kept = [...byContact.peek()].filter(([id]) => ids.has(id));
      if (kept.length !== byContact.peek().size) byContact.value = new Map(kept);
    });
  });
  return {
    byContact,
    record(contactId, click) {
      const contact = contacts.get(contactId)?.contact.peek();
      if (!contact || channelOf(contact.type) !== 'voice') return;
      const at = clock.now();
      const before = byContact.peek().get(contactId) ?? { early: null };
      // The first click of each kind is the one the report carries; the first early verdict stands.
      if (before[click] !== undefined) return;
      const next: CallClicks = { ...before, [click]: at, early: before.early ?? earlyDisconnect(click, at, contact.stateTimestamp) };
      byContact.value = new Map(byContact.peek()).set(contactId, next);
    },
    dispose: stop,
  };
}
