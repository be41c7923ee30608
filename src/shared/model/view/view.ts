import type { Channel } from '../../domain/agent';
import { channelOf, neighbourAfterClose } from '../../domain/contact-list';
import type { ContactsStore, SnapshotResult } from '../contacts/contacts';
import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '../signals';
import type { ChannelActivation } from '../../rules/channel-activation';
import { channelOfRoute, type ChannelRoute } from '../../rules/channels';
import { readJson, STORAGE_KEYS, type KeyValueStorage } from './storage';

/** task-list shows only the task list (chat/task/email §2), with no channel of its own, like settings. */
export type Route = ChannelRoute | 'settings' | 'task-list';

/** Set when a channel is activated with a view type (chat §2); it wins over the hash. */
export type ViewTypeOverride = ChannelActivation;

/** Where keyboard focus should go next; the UI moves the DOM focus and then calls focusHandled(). */
export type FocusTarget = { kind: 'contact'; contactId: string } | { kind: 'channel-home'; channel: Channel | null };

export interface ViewStore {
  readonly route: ReadonlySignal<Route | null>;
  readonly channel: ReadonlySignal<Channel | null>;
  readonly hashContactId: ReadonlySignal<string | null>;
  readonly channelView: ReadonlySignal<boolean>;
  readonly viewTypeOverride: ReadonlySignal<ViewTypeOverride | null>;
  readonly focusTarget: ReadonlySignal<FocusTarget | null>;
  /** The task list's expanded view (task list §2), kept in this browser. */
  readonly expandedView: ReadonlySignal<boolean>;
  /** The contact the channel panel shows: the hash's when it names a contact of this channel, else none. */
  readonly shownContactId: ReadonlySignal<string | null>;
  /**
   * Where the hash must go: the first contact's id when contacts exist but the hash names none of them;
   * '' (bare path) when a hash is set but the channel has no contact; undefined when it is fine. A contact asked for
   * before it was listed (a link or notification opened while the panel loads, or before the contact's details
   * came) wins once it is listed, over the one the view fell back to (issue 41).
   */
  readonly hashRedirect: ReadonlySignal<string | undefined>;

  setRoute(route: Route | null): void;
  /**
   * The hash as the location now has it. 'asked' (the default) when the agent or a link put it there; 'redirect'
   * when the panel rewrote it, which keeps the contact asked for (see hashRedirect).
   */
  setHash(contactId: string | null, origin?: 'asked' | 'redirect'): void;
  setChannelView(on: boolean): void;
  /** Activating a channel with a view type stores the override; the previous one is kept to restore later. */
  setViewTypeOverride(override: ViewTypeOverride | null): void;
  /** Applies the closing rule for contacts that just left the list. */
  handleRemoved(result: SnapshotResult): void;
  focusHandled(): void;
  setExpandedView(on: boolean): void;
  dispose(): void;
}

function isOverride(v: unknown): v is ViewTypeOverride {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.viewType === 'string' && typeof o.mediaType === 'string' && typeof o.source === 'string';
}

export function createViewStore(deps: { storage: KeyValueStorage; contacts: ContactsStore }): ViewStore {
  const { storage, contacts } = deps;
  const route = signal<Route | null>(null);
  const hashContactId = signal<string | null>(null);
  const asked = signal<string | null>(null);
  const channelView = signal(false);
  const viewTypeOverride = signal<ViewTypeOverride | null>(readJson(storage, STORAGE_KEYS.viewTypeOverride, isOverride));
  const focusTarget = signal<FocusTarget | null>(null);
  const expandedView = signal(readJson(storage, STORAGE_KEYS.expandedView, (v): v is boolean => typeof v === 'boolean') ?? false);

  const channel = computed(() => {
    const r = route.value;
    return r === null || r === 'settings' || r === 'task-list' ? null : channelOfRoute(r);
  });
  const channelIds = computed<readonly string[]>(() => {
    const c = channel.value;
    if (c === null) return [];
    return channelView.value ? contacts.ids.value : contacts.idsByChannel.value[c];
  });

  // The contact the agent views (or the model's active one) is kept as activeContactId, the one before it as
  // previousContactId (voice §3, chat §3).
  const active = computed(() => {
    const shown = hashContactId.value;
    return shown !== null && contacts.ids.value.includes(shown) ? shown : contacts.activeContactId.value;
  });
  const stopStoringActive = effect(() => {
    const id = active.value;
    untracked(() => {
      const stored = storage.getItem(STORAGE_KEYS.activeContactId);
      if (id === stored) return;
      if (stored !== null) storage.setItem(STORAGE_KEYS.previousContactId, stored);
      if (id === null) storage.removeItem(STORAGE_KEYS.activeContactId);
      else storage.setItem(STORAGE_KEYS.activeContactId, id);
    });
  });
  // Screen sharing ends with its contact: the stored id goes once that contact has left the list (not before the
  // first snapshot after a reload, when the list is still empty).
  const listed = new Set<string>();
  const stopDroppingShared = effect(() => {
    const ids = contacts.ids.value;
    untracked(() => {
      const shared = storage.getItem(STORAGE_KEYS.screenSharingContactId);
      if (shared !== null && listed.has(shared) && !ids.includes(shared)) storage.removeItem(STORAGE_KEYS.screenSharingContactId);
      for (const id of ids) listed.add(id);
    });
  });

  const writeOverride = (key: string, value: ViewTypeOverride | null): void => {
    if (value) storage.setItem(key, JSON.stringify(value));
    else storage.removeItem(key);
  };

  return {
    route,
    channel,
    hashContactId,
    channelView,
    viewTypeOverride,
    focusTarget,
    expandedView,
    shownContactId: computed(() => {
      const id = hashContactId.value;
      return id !== null && channelIds.value.includes(id) ? id : null;
    }),
    hashRedirect: computed(() => {
      if (channel.value === null) return undefined;
      const ids = channelIds.value;
      const id = hashContactId.value;
      const wanted = asked.value;
      if (wanted !== null && wanted !== id && ids.includes(wanted)) return wanted;
      if (ids.length === 0) return id !== null ? '' : undefined;
      return id !== null && ids.includes(id) ? undefined : ids[0];
    }),

    setRoute: (r) => void (route.value = r),
    setHash(id, origin = 'asked') {
      const next = id === '' ? null : id;
      batch(() => {
        if (origin === 'asked') asked.value = next;
        hashContactId.value = next;
      });
    },
    setChannelView: (on) => void (channelView.value = on),
    setViewTypeOverride(override) {
      const current = viewTypeOverride.peek();
      if (current && override) writeOverride(STORAGE_KEYS.previousViewTypeOverride, current);
      writeOverride(STORAGE_KEYS.viewTypeOverride, override);
      viewTypeOverride.value = override;
    },
    handleRemoved(result) {
      const shown = hashContactId.peek();
      if (shown === null || !result.removed.includes(shown)) return;
      const survivors = result.previous.filter((c) => c.contactId === shown || !result.removed.includes(c.contactId));
      const next = neighbourAfterClose(survivors, shown, { channelView: channelView.peek() });
      const closed = result.previous.find((c) => c.contactId === shown);
      batch(() => {
        // The model moves the view: what was asked for before is answered.
        asked.value = null;
        if (next !== null) {
          hashContactId.value = next;
          focusTarget.value = { kind: 'contact', contactId: next };
          return;
        }
        // None left: the view clears and the previously stored view type comes back.
        hashContactId.value = null;
        focusTarget.value = { kind: 'channel-home', channel: closed ? channelOf(closed.type) : null };
        const previous = readJson(storage, STORAGE_KEYS.previousViewTypeOverride, isOverride);
        storage.removeItem(STORAGE_KEYS.previousViewTypeOverride);
        writeOverride(STORAGE_KEYS.viewTypeOverride, previous);
        viewTypeOverride.value = previous;
      });
    },
    focusHandled: () => void (focusTarget.value = null),
    setExpandedView(on) {
      storage.setItem(STORAGE_KEYS.expandedView, JSON.stringify(on));
      expandedView.value = on;
    },
    dispose() {
      stopStoringActive();
      stopDroppingShared();
    },
  };
}
