import { HOME_ORIGIN } from '../../model';
import { useModel } from './model-context';
import { navigate } from './router';
import { useValue } from './use-value';

/**
 * Starting new work from anywhere (the header's add-contact dropdown, the softphone's home, a call): whether the
 * agent and the host allow a task or an email (permissions §6), and the two ways to start them. A task related to
 * nothing uses the Task tab's own Create task form; a new email opens its editor on the Email tab.
 */
export function useStartWork() {
  const model = useModel();
  const mayCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');
  const mayCreateEmail = useValue(model.agent.canCreateEmail) && model.can('email');
  const creatingEmail = useValue(model.email.creating);
  return {
    mayCreateTask,
    mayCreateEmail,
    /** A draft is being created: New Email waits. */
    creatingEmail,
    /** The Task tab's Create task form (shown in place of a task, if one is open; the form focuses its heading). */
    createUnrelatedTask() {
      model.taskCreate.open(HOME_ORIGIN);
      navigate(model, 'task');
    },
    /** A new outbound email, related to the contact it is started from (if any); a failure alerts. */
    async newEmail(relatedContactId?: string) {
      const id = await model.email.newEmail(relatedContactId);
      if (id) navigate(model, 'email', id);
      else model.alerts.add({ level: 'error', type: 'email_create_failed' });
    },
  };
}
