import type { AlertsStore } from '../alerts/alerts';
import { isActiveStatus } from '../../domain/contact-status';
import type { ContactsStore } from '../contacts/contacts';
import { CcpError, isCcpError } from '../../domain/errors';
import type { CcpPort } from '../port';
import type { Clock } from '../../domain/clock';
import { signal, type ReadonlySignal } from '../signals';

/**
 * The switch to the backup environment (global resiliency failover, §4): the host says a failover is pending (the
 * banner shows), the agent confirms in a modal, the panel disconnects every active contact and asks the host to
 * fail over; the host saying it completed hides the banner.
 */
export type FailoverPhase = 'none' | 'pending' | 'confirming' | 'switching';

export interface FailoverStore {
  readonly phase: ReadonlySignal<FailoverPhase>;
  /** The region the host fails over to, when it says. */
  readonly nextRegion: ReadonlySignal<string | null>;
  /** When the host last said a failover completed (epoch ms): calls whose end was heard just before are its (issue 41). */
  readonly completedAt: ReadonlySignal<number | null>;
  applyPending(nextRegion?: string): void;
  applyCompleted(): void;
  /** Opens the confirmation modal. */
  askToConfirm(): void;
  cancel(): void;
  /** Disconnects every active contact, then fails over. Rejects (and stays pending) if the host refuses. */
  confirm(): Promise<void>;
}

/**
 * `endedBySwitch`: the contacts the agent's switch disconnects; `endedByFailover`: those a failover the service
 * completed disconnects. Neither end is taken for the customer's.
 */
export function createFailoverStore(deps: { port: CcpPort; clock: Clock; contacts: ContactsStore; alerts: AlertsStore; endedBySwitch: Set<string>; endedByFailover: Set<string> }): FailoverStore {
  const { port, clock, contacts, alerts, endedBySwitch, endedByFailover } = deps;
  const activeIds = () => contacts.list.peek().filter((c) => isActiveStatus(contacts.get(c.contactId)!.status.peek())).map((c) => c.contactId);
  const phase = signal<FailoverPhase>('none');
  const nextRegion = signal<string | null>(null);
  const completedAt = signal<number | null>(null);
  return {
    phase,
    nextRegion,
    completedAt,
    applyPending(region) {
      if (region) nextRegion.value = region;
      if (phase.peek() === 'none') phase.value = 'pending';
    },
    applyCompleted() {
      // A failover the service completed by itself disconnects the contacts still active, as the agent's switch does;
      // also when this window never heard it was pending (reloaded meanwhile): streams says completed only after a
      // failover it saw initiated (issue 41).
      for (const id of activeIds()) if (!endedBySwitch.has(id)) endedByFailover.add(id);
      phase.value = 'none';
      nextRegion.value = null;
      completedAt.value = clock.now();
    },
    askToConfirm() {
      if (phase.peek() === 'pending') phase.value = 'confirming';
    },
    cancel() {
      if (phase.peek() === 'confirming') phase.value = 'pending';
    },
    async confirm() {
      if (phase.peek() !== 'confirming' || !port.failover) return;
      phase.value = 'switching';
      try {
        // Every active contact is disconnected first: the backup environment cannot take them over.
        const active = activeIds();
        for (const id of active) endedBySwitch.add(id);
        const end = port.contacts.endContact;
        if (end) await Promise.allSettled(active.map((id) => end(id)));
        await port.failover.forceFailover();
      } catch (raw) {
        phase.value = 'pending';
        const error = isCcpError(raw) ? raw : new CcpError('failover_failed', { cause: raw });
        alerts.add({ level: 'error', type: error.errorName });
        throw error;
      }
    },
  };
}
