import type { AlertsStore } from '../alerts/alerts';
import type { ContactsStore } from '../contacts/contacts';
import type { ContactStatus } from '../../domain/contact-status';
import { effect, untracked } from '../signals';
import type { ToastsStore } from '../toasts/toasts';

/**
 * A task's own events (task §4, §8), from the host's task session (streams' TaskSession, the `aws/task` topic):
 * expiring two hours before expiry, expired, and a transfer initiated, succeeded or failed. Each becomes the alert
 * or toast the spec gives it, on the task's own context; an alert that a later event contradicts goes.
 */
export type TaskEvent = 'expiring' | 'expired' | 'transfer-initiated' | 'transfer-succeeded' | 'transfer-failed';

export interface TaskEventsStore {
  apply(contactId: string, event: TaskEvent): void;
  dispose(): void;
}

export function createTaskEvents(deps: { contacts: ContactsStore; alerts: AlertsStore; toasts: ToastsStore }): TaskEventsStore {
  const { contacts, alerts, toasts } = deps;
  const status = new Map<string, ContactStatus>();

  // Paused and resumed are state changes, not events: a pause alert replaces a resume alert and vice versa (task §4).
  const stop = effect(() => {
    const ids = contacts.ids.value;
    for (const id of ids) {
      const entry = contacts.get(id)!;
      // An email pauses and resumes as a task does, and says so the same way (issue 41: it said nothing).
      const type = entry.contact.value.type;
      if (type !== 'task' && type !== 'email') continue;
      const now = entry.status.value;
      const was = status.get(id);
      status.set(id, now);
      if (was === undefined || was === now) continue;
      untracked(() => {
        if (was === 'connected' && now === 'paused') {
          alerts.removeByType(`${type}_resumed`, id);
          alerts.add({ level: 'info', type: `${type}_paused`, context: id });
        } else if (was === 'paused' && now === 'connected') {
          alerts.removeByType(`${type}_paused`, id);
          alerts.add({ level: 'info', type: `${type}_resumed`, context: id });
        } else if (now !== 'connected' && now !== 'paused') {
          alerts.removeByType(`${type}_paused`, id);
          alerts.removeByType(`${type}_resumed`, id);
          // A task that has ended (transferred, or ended by the agent) no longer expires: its warning goes too.
          alerts.removeByType('task_expiring', id);
        }
      });
    }
    // A closed task takes its alerts with it.
    const present = new Set(ids);
    for (const id of [...status.keys()]) {
      if (present.has(id)) continue;
      status.delete(id);
      untracked(() => {
        for (const a of alerts.list.peek()) if (a.context === id) alerts.remove(a.id);
      });
    }
  });

  return {
    apply(contactId, event) {
      switch (event) {
        case 'expiring':
          alerts.add({ level: 'warning', type: 'task_expiring', context: contactId });
          break;
        case 'expired':
          alerts.removeByType('task_expiring', contactId);
          alerts.add({ level: 'error', type: 'task_expired', context: contactId });
          break;
        case 'transfer-initiated':
          alerts.removeByType('transfer_task_failed', contactId);
          alerts.add({ level: 'info', type: 'task_transfer_initiated', context: contactId });
          break;
        case 'transfer-succeeded':
          alerts.removeByType('task_transfer_initiated', contactId);
          alerts.removeByType('transfer_task_failed', contactId);
          toasts.show({ kind: 'notice', level: 'info', type: 'task_transfer_succeeded' });
          break;
        case 'transfer-failed':
          alerts.removeByType('task_transfer_initiated', contactId);
          alerts.add({ level: 'error', type: 'transfer_task_failed', context: contactId });
          break;
      }
    },
    dispose: stop,
  };
}
