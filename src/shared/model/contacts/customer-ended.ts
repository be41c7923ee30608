import type { AlertsStore } from '../alerts/alerts';
import { effect, untracked } from '../signals';
import { isActiveStatus, isAfterContactWork } from '../../domain/contact-status';
import type { ContactsStore } from './contacts';

/**
 * "Customer ended the call" (voice §8): a voice call that goes from active to after-call work without the
 * agent ending it was ended by the other side. The alert goes when the contact does.
 */
export function watchCustomerEnded(deps: { contacts: ContactsStore; alerts: AlertsStore; endedByAgent: ReadonlySet<string> }): () => void {
  const { contacts, alerts, endedByAgent } = deps;
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
      } else if (isAfterContactWork(status) && wasActive.delete(id) && !endedByAgent.has(id)) {
        untracked(() => alerts.add({ level: 'info', type: 'customer_ended_call', context: id }));
      }
    }
    for (const id of [...wasActive]) if (!ids.includes(id)) wasActive.delete(id);
    untracked(() => {
      for (const a of alerts.list.peek()) if (a.type === 'customer_ended_call' && !ids.includes(a.context)) alerts.remove(a.id);
    });
  });
}
