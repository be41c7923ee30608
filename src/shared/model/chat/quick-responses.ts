import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import type { CcpPort } from '../port';
import type { QuickResponse } from '../../domain/port-types';
import { batch, computed, effect, signal, untracked, type ReadonlySignal, type Signal } from '../signals';
import {
  blocksSend,
  hidesQuickResponses,
  nextPlaceholderAlertState,
  QUICK_RESPONSE_DEBOUNCE_MS,
  QUICK_RESPONSE_MAX_RESULTS,
  quickResponseText,
  remainingPlaceholders,
  type PlaceholderAlertState,
} from '../../rules/chat-quick-responses';
import type { ChatStore } from './chat-model';

/** The alert raised while a message holds placeholders the service could not fill. */
export const MISSING_ATTRIBUTES_ALERT = 'quick_response_missing_attributes';

/** One chat's quick-responses search and placeholder check. */
export interface QuickResponseSearch {
  readonly open: ReadonlySignal<boolean>;
  readonly query: ReadonlySignal<string>;
  readonly results: ReadonlySignal<readonly QuickResponse[]>;
  readonly nextToken: ReadonlySignal<string | null>;
  readonly loading: ReadonlySignal<boolean>;
  readonly failed: ReadonlySignal<boolean>;
  /** Unfilled placeholders of inserted responses still in the draft. */
  readonly missing: ReadonlySignal<readonly string[]>;
  readonly alert: ReadonlySignal<PlaceholderAlertState>;
  readonly sendBlocked: ReadonlySignal<boolean>;
}

export interface QuickResponsesStore {
  /** The composer offers quick responses: the host searches, the instance has them, and no throttling or server error hid them. */
  readonly available: ReadonlySignal<boolean>;
  get(contactId: string): QuickResponseSearch;
  /** Asks the host once whether the instance has quick responses (again after a failed check). */
  check(): Promise<void>;
  /** The agent typed the trigger and a query: the search opens, and runs after the debounce. */
  search(contactId: string, query: string): void;
  close(contactId: string): void;
  loadMore(contactId: string): Promise<void>;
  /** A result was chosen: answers the text to insert; its unfilled placeholders are watched until replaced. */
  choose(contactId: string, result: QuickResponse, markdownEnabled: boolean): string;
  dispose(): void;
}

interface Entry {
  open: Signal<boolean>;
  query: Signal<string>;
  results: Signal<readonly QuickResponse[]>;
  nextToken: Signal<string | null>;
  loading: Signal<boolean>;
  failed: Signal<boolean>;
  placeholders: Signal<readonly string[]>;
  missing: ReadonlySignal<readonly string[]>;
  alert: Signal<PlaceholderAlertState>;
  sendBlocked: ReadonlySignal<boolean>;
  cancelTimer: (() => void) | null;
  seq: number;
  stop: () => void;
}

export function createQuickResponsesStore(deps: {
  port: CcpPort;
  clock: Clock;
  contacts: ContactsStore;
  alerts: AlertsStore;
  chat: ChatStore;
  /** Whether the instance's region has the knowledge-search service quick responses live in; yes when not told. */
  offered?: ReadonlySignal<boolean>;
}): QuickResponsesStore {
  const { port, clock, contacts, alerts, chat } = deps;
  const enabled = signal<boolean | null>(null);
  const hidden = signal(false);
  let checking: Promise<void> | null = null;
  const entries = new Map<string, Entry>();

  const make = (contactId: string): Entry => {
    const placeholders = signal<readonly string[]>([]);
    const draft = chat.get(contactId).draft;
    const missing = computed(() => remainingPlaceholders(draft.value, placeholders.value));
    const alert = signal<PlaceholderAlertState>('hidden');
    // visible raises the alert; to_be_removed takes it down and forgets the placeholders, then hidden.
    const stop = effect(() => {
      const remaining = missing.value.length;
      untracked(() => {
        const next = nextPlaceholderAlertState(alert.peek(), remaining);
        if (next === 'visible' && alert.peek() !== 'visible') alerts.add({ level: 'warning', type: MISSING_ATTRIBUTES_ALERT, context: contactId, dismissible: false });
        if (next === 'to_be_removed') {
          alert.value = next;
          alerts.removeByType(MISSING_ATTRIBUTES_ALERT, contactId);
          batch(() => {
            placeholders.value = [];
            alert.value = 'hidden';
          });
          return;
        }
        alert.value = next;
      });
    });
    return {
      open: signal(false),
      query: signal(''),
      results: signal<readonly QuickResponse[]>([]),
      nextToken: signal<string | null>(null),
      loading: signal(false),
      failed: signal(false),
      placeholders,
      missing,
      alert,
      sendBlocked: computed(() => blocksSend(alert.value)),
      cancelTimer: null,
      seq: 0,
      stop,
    };
  };
  const entry = (contactId: string): Entry => {
    let e = entries.get(contactId);
    if (!e) entries.set(contactId, (e = make(contactId)));
    return e;
  };

  // A contact that is gone takes its search and its alert with it.
  const stopWatching = effect(() => {
    const ids = new Set(contacts.ids.value);
    for (const [id, e] of entries) {
      if (ids.has(id)) continue;
      e.stop();
      e.cancelTimer?.();
      entries.delete(id);
      untracked(() => alerts.removeByType(MISSING_ATTRIBUTES_ALERT, id));
    }
  });

  const failedWith = (e: Entry, error: unknown) => {
    if (hidesQuickResponses(error)) {
      hidden.value = true;
      e.open.value = false;
    } else e.failed.value = true;
  };

  const run = async (contactId: string, e: Entry, nextToken?: string) => {
    const seq = ++e.seq;
    e.loading.value = true;
    try {
      const page = await port.quickResponses!.search({ query: e.query.peek().trim(), contactId, maxResults: QUICK_RESPONSE_MAX_RESULTS, ...(nextToken ? { nextToken } : {}) });
      if (seq !== e.seq) return;
      batch(() => {
        e.results.value = nextToken ? [...e.results.peek(), ...page.results] : page.results;
        e.nextToken.value = page.nextToken;
        e.failed.value = false;
      });
    } catch (error) {
      if (seq === e.seq) failedWith(e, error);
    } finally {
      if (seq === e.seq) e.loading.value = false;
    }
  };

  return {
    available: computed(() => !!port.quickResponses && port.capabilities.has('quickResponses') && enabled.value === true && !hidden.value && deps.offered?.value !== false),
    get: entry,
    check() {
      if (!port.quickResponses || enabled.peek() !== null) return Promise.resolve();
      checking ??= port.quickResponses
        .isEnabled()
        .then((on) => void (enabled.value = on === true))
        .catch((error) => {
          if (hidesQuickResponses(error)) hidden.value = true;
        })
        .finally(() => (checking = null));
      return checking;
    },
    search(contactId, query) {
      const e = entry(contactId);
      if (!port.quickResponses || hidden.peek()) return;
      if (e.open.peek() && e.query.peek() === query) return;
      // Pending from now: results on show are for the previous query until the new ones land.
      e.seq++;
      batch(() => {
        e.open.value = true;
        e.query.value = query;
        e.loading.value = true;
      });
      e.cancelTimer?.();
      e.cancelTimer = clock.setTimeout(() => {
        e.cancelTimer = null;
        void run(contactId, e);
      }, QUICK_RESPONSE_DEBOUNCE_MS);
    },
    close(contactId) {
      const e = entries.get(contactId);
      if (!e) return;
      e.cancelTimer?.();
      e.cancelTimer = null;
      e.seq++;
      batch(() => {
        e.open.value = false;
        e.query.value = '';
        e.results.value = [];
        e.nextToken.value = null;
        e.loading.value = false;
        e.failed.value = false;
      });
    },
    async loadMore(contactId) {
      const e = entry(contactId);
      const token = e.nextToken.peek();
      if (!token || e.loading.peek() || !port.quickResponses) return;
      await run(contactId, e, token);
    },
    choose(contactId, result, markdownEnabled) {
      const e = entry(contactId);
      const text = quickResponseText(result, markdownEnabled);
      const unfilled = result.attributesNotInterpolated.filter((p) => text.includes(p));
      if (unfilled.length) e.placeholders.value = [...new Set([...e.placeholders.peek(), ...unfilled])];
      return text;
    },
    dispose() {
      stopWatching();
      for (const e of entries.values()) {
        e.stop();
        e.cancelTimer?.();
      }
      entries.clear();
    },
  };
}
