import type { AlertsStore } from '../alerts/alerts';
import { effect, untracked } from '../signals';
import { isActiveStatus, isAfterContactWork } from '../../domain/contact-status';
import type { ContactsStore } from './contacts';
import { callEndAlert, callEndCause } from '../../rules/call-end-cause';

/**
 * "Customer ended the call" (voice §8): a voice call that goes from active to after-call work without the
 * agent ending it was ended by the other side; one the agent's switch to the backup environment, or a failover the
 * service completed, disconnected says so instead (callEndCause). The alert goes when the contact does.
 */
export function watchCustomerEnded(deps: { contacts: ContactsStore; alerts: AlertsStore; endedByAgent: ReadonlySet<string>; endedBySwitch: ReadonlySet<string>; endedByFailover: ReadonlySet<string> }): () => void {
  const { contacts, alerts, endedByAgent, endedBySwitch, endedByFailover } = deps;
  const ALERTS: readonly string[] = ['customer_ended_call', 'switch_ended_call', 'failover_ended_call'];
  const wasActive = new Set<string>();
  return effect(() => {
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
        if (type) untracked(() => alerts.add({ level: 'info', type, context: id }));
      }
    }
    for (const id of [...wasActive]) if (!ids.includes(id)) wasActive.delete(id);
    untracked(() => {
      for (const a of alerts.list.peek()) if (ALERTS.includes(a.type) && !ids.includes(a.context)) alerts.remove(a.id);
    });
  });
}
