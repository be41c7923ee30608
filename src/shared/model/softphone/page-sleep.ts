import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import { effect, untracked } from '../signals';
import { offeredWhileAsleep, type PageSleep } from '../../rules/softphone-carrier';

export interface PageSleepStore {
  /** The browser froze the page (Page Lifecycle `freeze`). */
  applyFrozen(): void;
  /** The page runs again (`resume`); the adapter re-syncs, and contacts offered meanwhile are told. */
  applyResumed(): void;
  dispose(): void;
}

/** Tells the agent, once per contact, what was offered while the browser had the page frozen. */
export function createPageSleepStore(deps: { clock: Clock; contacts: ContactsStore; alerts: AlertsStore }): PageSleepStore {
  const { clock, contacts, alerts } = deps;
  let frozen: { at: number; knownIds: Set<string> } | null = null;
  let sleep: PageSleep | null = null;
  const told = new Set<string>();
  const tell = (list: ReturnType<typeof contacts.list.peek>) => {
    if (!sleep) return;
    const missed = offeredWhileAsleep(list, sleep).filter((c) => !told.has(c.contactId));
    if (missed.length === 0) return;
    for (const c of missed) told.add(c.contactId);
    alerts.add({ level: 'warning', type: 'offered_while_frozen' });
  };
  // Every snapshot after a resume is looked at: the re-synced one may take a moment to come.
  const stop = effect(() => {
    const list = contacts.list.value;
    untracked(() => tell(list));
  });
  return {
    applyFrozen() {
      frozen = { at: clock.now(), knownIds: new Set(contacts.ids.peek()) };
    },
    applyResumed() {
      if (!frozen) return;
      sleep = { frozenAt: frozen.at, resumedAt: clock.now(), knownIds: frozen.knownIds };
      frozen = null;
      tell(contacts.list.peek());
    },
    dispose: stop,
  };
}
