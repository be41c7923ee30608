import type { AlertsStore } from '../alerts/alerts';
import { effect, untracked, type ReadonlySignal } from '../signals';
import type { Clock } from '../../domain/clock';
import { isActiveStatus, isAfterContactWork } from '../../domain/contact-status';
import type { ContactsStore } from './contacts';
import { callEndAlert, callEndCause, endedByCompletedFailover } from '../../rules/call-end-cause';

/**
 * "Customer ended the call" (voice §8): a voice call that goes from active to after-call work without the
 * agent ending it was ended by the other side; one the agent's switch to the backup environment, or a failover the
 * service completed, disconnected says so instead (callEndCause). A failover's end is often heard before the
 * failover's completion (endedByCompletedFailover): the completion then corrects what was told. The alert goes when
 * the contact does.
 */
export function watchCustomerEnded(deps: {
  contacts: ContactsStore;
  alerts: AlertsStore;
  clock: Clock;
  endedByAgent: ReadonlySet<string>;
  endedBySwitch: ReadonlySet<string>;
  endedByFailover: Set<string>;
  failoverCompletedAt: ReadonlySignal<number | null>;
}): () => void {
  const { contacts, alerts, clock, endedByAgent, endedBySwitch, endedByFailover, failoverCompletedAt } = deps;
  const ALERTS: readonly string[] = ['customer_ended_call', 'switch_ended_call', 'failover_ended_call'];
  const wasActive = new Set<string>();
  // The calls told as ended by the customer, and when: a failover completing just after takes them back.
  const customerEnds = new Map<string, number>();
  const stopWatchingCalls = effect(() => {
    const ids = contacts.ids.value;
    for (const id of ids) {
      const entry = contacts.get(id)!;
      const status = entry.status.value;
      const type = entry.contact.value.type;
      if (type !== 'voice' && type !== 'queue_callback') continue;
      if (isActiveStatus(status) && !isAfterContactWork(status)) {
        wasActive.add(id);
      } else if (isAfterContactWork(status) && wasActive.delete(id)) {
        const type = callEndAlert(callEndCause(id, { byAgent: endedByAgent, bySwitch: endedBySwitch, byFailover: endedByFailover }));
        if (type === 'customer_ended_call') customerEnds.set(id, clock.now());
        if (type) untracked(() => alerts.add({ level: 'info', type, context: id }));
      }
    }
    for (const id of [...wasActive]) if (!ids.includes(id)) wasActive.delete(id);
    for (const id of [...customerEnds.keys()]) if (!ids.includes(id)) customerEnds.delete(id);
    untracked(() => {
      for (const a of alerts.list.peek()) if (ALERTS.includes(a.type) && !ids.includes(a.context)) alerts.remove(a.id);
    });
  });
  const stopWatchingFailover = effect(() => {
    const completedAt = failoverCompletedAt.value;
    if (completedAt === null) return;
    untracked(() => {
      for (const id of endedByCompletedFailover(customerEnds, completedAt)) {
        customerEnds.delete(id);
        endedByFailover.add(id);
        alerts.removeByType('customer_ended_call', id);
        alerts.add({ level: 'info', type: 'failover_ended_call', context: id });
      }
    });
  });
  return () => (stopWatchingCalls(), stopWatchingFailover());
}
