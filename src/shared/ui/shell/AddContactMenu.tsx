import { useIntl } from 'react-intl';
import { addContactEntries, type AddContactEntry } from '../../rules/add-contact-menu';
import { useModel } from '../app/model-context';
import { activateChannel } from '../app/router';
import { useStartWork } from '../app/use-start-work';
import { useValue } from '../app/use-value';
import { Menu, type MenuItem } from '../common';
import type { IconName } from '../common/Icon';

const ICON: Record<AddContactEntry, IconName> = { 'make-call': 'call', 'quick-connects': 'quickConnects', 'new-email': 'email', 'create-task': 'task' };
/** The source a channel activation from this menu is stored with. */
const ACTIVATION_SOURCE = 'add-contact-menu';
const LABEL: Record<AddContactEntry, string> = { 'make-call': 'addContact.call', 'quick-connects': 'voice.quickConnects', 'new-email': 'email.new', 'create-task': 'task.create.open' };

/**
 * The header's add-contact dropdown (task list and header §2, permissions §6): a menu button whose entries start
 * new work, each there only when the agent's channels and permissions allow it. Make a call and Quick connects
 * open the softphone's number pad or quick connects (not while a call is shown there, which would hide them);
 * New Email starts a draft and opens its editor; Create task opens the Task tab's Create task form.
 */
export function AddContactMenu() {
  const model = useModel();
  const intl = useIntl();
  const enabledChannels = useValue(model.agent.enabledChannels);
  const canDialOutbound = useValue(model.agent.canDialOutbound);
  const canCreateTask = useValue(model.agent.canCreateTask);
  const canCreateEmail = useValue(model.agent.canCreateEmail);
  const work = useStartWork();
  const onCall = useValue(model.contacts.idsByChannel).voice.length > 0;
  const entries = addContactEntries({
    enabledChannels,
    canDialOutbound,
    canCreateTask,
    canCreateEmail,
    host: { dialOutbound: model.can('dialOutbound'), quickConnects: model.can('quickConnects'), email: model.can('email'), createTask: model.can('createTask') },
    hasTaskForm: true,
  });
  if (entries.length === 0) return null;

  const act: Record<AddContactEntry, () => void> = {
    // Activations with a view type (chat/task/email §2): stored, so the panel they open survives a reload.
    'make-call': () => activateChannel(model, { viewType: 'number_pad', mediaType: 'softphone', source: ACTIVATION_SOURCE }),
    'quick-connects': () => activateChannel(model, { viewType: 'quick_connects', mediaType: 'softphone', source: ACTIVATION_SOURCE }),
    'new-email': () => void work.newEmail(),
    'create-task': () => work.createUnrelatedTask(),
  };
  const voiceEntry = (e: AddContactEntry) => e === 'make-call' || e === 'quick-connects';
  const items: MenuItem[] = entries.map((e) => ({
    id: e,
    label: intl.formatMessage({ id: LABEL[e] }),
    icon: ICON[e],
    disabled: (voiceEntry(e) && onCall) || (e === 'new-email' && work.creatingEmail),
    ...(voiceEntry(e) && onCall ? { description: intl.formatMessage({ id: 'addContact.onCall' }) } : {}),
    onSelect: act[e],
  }));
  return <Menu label={intl.formatMessage({ id: 'addContact.menu' })} icon="add" items={items} align="end" className="add-contact-menu" />;
}
