import { useIntl } from 'react-intl';
import { shouldNotifyIncoming } from '../../rules/desktop-notifications';
import { useModel } from '../app/model-context';
import { notificationPermission, pageVisible, showNotification } from '../app/browser-notifications';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { useWhenIncoming } from './use-when-incoming';

/**
 * Browser notifications for incoming emails and ringing softphone calls while the panel is out of sight (email §2):
 * 'Incoming email' / 'Incoming call', 'Click here to open the contact control panel now.' A click brings the panel
 * forward on that contact; the notification goes when it stops ringing. Every window of the panel shows the same
 * notification (one tag per contact), so the browser shows it once.
 */
export function IncomingNotifier() {
  const byChannel = useValue(useModel().contacts.idsByChannel);
  const ids = [...byChannel.email, ...byChannel.voice];
  const permission = useValue(notificationPermission);
  if (permission !== 'granted') return null;
  return (
    <>
      {ids.map((id) => (
        <NotifyWhenIncoming key={id} contactId={id} />
      ))}
    </>
  );
}

function NotifyWhenIncoming({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  useWhenIncoming(contactId, (entry) => {
    const notify = shouldNotifyIncoming({ contact: entry.contact.peek(), permission: notificationPermission.peek(), pageVisible: pageVisible(), enabledChannels: model.agent.enabledChannels.peek() });
    if (!notify) return;
    const call = entry.contact.peek().type !== 'email';
    // Closed once the contact is no longer incoming (accepted, rejected, missed, gone).
    return showNotification(intl.formatMessage({ id: call ? 'notification.voice.title' : 'notification.email.title' }), {
      body: intl.formatMessage({ id: 'notification.email.body' }),
      tag: `ccp-incoming-${contactId}`,
      onClick: () => navigate(model, call ? 'softphone' : 'email', contactId),
    });
  });
  return null;
}
