import { memo } from 'react';
import { useIntl } from 'react-intl';
import { notificationsAllowed } from '../../rules/admin-settings';
import { NOTIFIED_CHANNELS, shouldNotifyIncoming, type NotifiedChannel } from '../../rules/desktop-notifications';
import { useModel } from '../app/model-context';
import { notificationPermission, pageVisible, showNotification } from '../app/browser-notifications';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { useWhenIncoming } from './use-when-incoming';

/**
 * Browser notifications for incoming calls (softphone), chats, tasks and emails while the panel is out of sight
 * (chat/task/email §2): 'Incoming call' / 'Incoming chat' / 'Incoming task' / 'Incoming email', 'Click here to open
 * the contact control panel now.' A click brings the panel forward on that contact (…/softphone#id, …/chat#id,
 * …/task#id, …/email#id); the notification goes when the contact stops ringing. Every window of the panel shows the
 * same notification (one tag per contact), so the browser shows it once.
 */
export function IncomingNotifier() {
  const model = useModel();
  const byChannel = useValue(model.contacts.idsByChannel);
  const permission = useValue(notificationPermission);
  if (permission !== 'granted' || !notificationsAllowed(model.adminSettings)) return null;
  return (
    <>
      {NOTIFIED_CHANNELS.flatMap((channel) => byChannel[channel].map((id) => <NotifyWhenIncoming key={id} contactId={id} channel={channel} />))}
    </>
  );
}

const NotifyWhenIncoming = memo(function NotifyWhenIncoming({ contactId, channel }: { contactId: string; channel: NotifiedChannel }) {
  const model = useModel();
  const intl = useIntl();
  useWhenIncoming(contactId, (entry) => {
    const notify = shouldNotifyIncoming({ contact: entry.contact.peek(), permission: notificationPermission.peek(), pageVisible: pageVisible(), enabledChannels: model.agent.enabledChannels.peek() });
    if (!notify) return;
    // Closed once the contact is no longer incoming (accepted, rejected, missed, gone).
    return showNotification(intl.formatMessage({ id: `notification.${channel}.title` }), {
      body: intl.formatMessage({ id: 'notification.email.body' }),
      tag: `ccp-incoming-${contactId}`,
      onClick: () => navigate(model, channel === 'voice' ? 'softphone' : channel, contactId),
    });
  });
  return null;
});
