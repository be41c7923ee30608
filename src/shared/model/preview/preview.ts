import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import type { ContactsStore } from '../contacts/contacts';
import { CcpError, isCcpError } from '../../domain/errors';
import type { CcpPort } from '../port';
import type { PreviewConfiguration } from '../../domain/port-types';
import { computed, effect, signal, untracked, type ReadonlySignal } from '../signals';
import { isPreviewPending } from '../../domain/preview';

export { isPreviewPending };

export type PreviewPhase = 'loading' | 'counting' | 'dialling' | 'failed';

export interface PreviewState {
  phase: PreviewPhase;
  configuration: PreviewConfiguration | null;
  /** Epoch ms at which the panel dials by itself. */
  dialsAt: number | null;
}

export interface PreviewStore {
  /** The preview of a pending campaign contact, or undefined once it is dialled or gone. */
  state(contactId: string): ReadonlySignal<PreviewState | undefined>;
  /** Whole seconds left before the auto-dial, ticking every second. */
  secondsLeft(contactId: string): ReadonlySignal<number | null>;
  dial(contactId: string): Promise<void>;
  discard(contactId: string): Promise<void>;
  dispose(): void;
}

/**
 * Preview dialling (voice §4): when a preview contact arrives, fetch its configuration, count down from
 * autoDialTimeout in 1 s ticks, and dial at zero unless the agent dialled or discarded first. A failed
 * configuration fetch raises 'Failed to get information for preview contact.'
 */
export function createPreviewStore(deps: { port: CcpPort; clock: Clock; now: ReadonlySignal<number>; contacts: ContactsStore; alerts: AlertsStore; endedByAgent?: Set<string> }): PreviewStore {
  const { port, clock, now, contacts, alerts } = deps;
  const states = signal<Readonly<Record<string, PreviewState>>>({});
  const timers = new Map<string, () => void>();
  const set = (id: string, s: PreviewState | null) => {
    const next = { ...states.peek() };
    if (s) next[id] = s;
    else delete next[id];
    states.value = next;
  };

  const dial = async (contactId: string): Promise<void> => {
    const s = states.peek()[contactId];
    if (!s || s.phase === 'dialling' || !port.preview) return;
    timers.get(contactId)?.();
    set(contactId, { ...s, phase: 'dialling' });
    try {
      await port.preview.engage(contactId);
    } catch (raw) {
      set(contactId, { ...s, phase: 'failed' });
      alerts.add({ level: 'error', type: 'failed_to_connect_customer', context: contactId });
      throw isCcpError(raw) ? raw : new CcpError('failed_to_connect_customer', { cause: raw });
    }
  };

  const start = async (contactId: string) => {
    set(contactId, { phase: 'loading', configuration: null, dialsAt: null });
    try {
      const configuration = await port.preview!.getConfiguration(contactId);
      if (!states.peek()[contactId]) return;
      const dialsAt = clock.now() + configuration.autoDialTimeout * 1000;
      set(contactId, { phase: 'counting', configuration, dialsAt });
      timers.set(contactId, clock.setTimeout(() => void dial(contactId).catch(() => undefined), configuration.autoDialTimeout * 1000));
    } catch {
      if (!states.peek()[contactId]) return;
      set(contactId, { phase: 'failed', configuration: null, dialsAt: null });
      alerts.add({ level: 'error', type: 'preview_info_failed', context: contactId });
    }
  };

  const stop = effect(() => {
    if (!port.preview) return;
    const pending = new Set(contacts.list.value.filter(isPreviewPending).map((c) => c.contactId));
    untracked(() => {
      for (const id of pending) if (!states.peek()[id]) void start(id);
      for (const id of Object.keys(states.peek())) {
        if (pending.has(id)) continue;
        timers.get(id)?.();
        timers.delete(id);
        set(id, null);
      }
    });
  });

  return {
    state: (id) => computed(() => states.value[id]),
    secondsLeft: (id) =>
      computed(() => {
        const s = states.value[id];
        if (s?.dialsAt == null || !s.configuration) return null;
        // `now` ticks once a second and may be up to a second stale when the countdown starts: never show more
        // than the configured timeout (6 s starts at 6, not 7).
        return Math.min(s.configuration.autoDialTimeout, Math.max(0, Math.ceil((s.dialsAt - now.value) / 1000)));
      }),
    dial,
    async discard(contactId) {
      const s = states.peek()[contactId];
      if (!s?.configuration?.canDiscardPreview || !port.preview) throw new CcpError('invalid_state_transition', { message: 'this preview cannot be discarded' });
      timers.get(contactId)?.();
      // The agent ended it: after-call work must not say the customer hung up.
      deps.endedByAgent?.add(contactId);
      try {
        await port.preview.discard(contactId);
      } catch (raw) {
        alerts.add({ level: 'error', type: 'discard_contact_failed', context: contactId });
        throw isCcpError(raw) ? raw : new CcpError('discard_contact_failed', { cause: raw });
      }
    },
    dispose() {
      stop();
      for (const cancel of timers.values()) cancel();
    },
  };
}
