import { useIntl } from 'react-intl';
import { shouldNotifyIncoming } from '../../rules/desktop-notifications';
import { useModel } from '../app/model-context';
import { notificationPermission, pageVisible, showNotification } from '../app/browser-notifications';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { useWhenIncoming } from './use-when-incoming';

/**
 * Browser notifications for incoming emails while the panel is out of sight (email §2): 'Incoming email', 'Click
 * here to open the contact control panel now.' A click brings the panel forward on that email; the notification
 * goes when the email stops ringing.
 */
export function IncomingNotifier() {
  const ids = useValue(useModel().contacts.idsByChannel).email;
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
    // Closed once the email is no longer incoming (accepted, rejected, missed, gone).
    return showNotification(intl.formatMessage({ id: 'notification.email.title' }), {
      body: intl.formatMessage({ id: 'notification.email.body' }),
      tag: `ccp-incoming-${contactId}`,
      onClick: () => navigate(model, 'email', contactId),
    });
  });
  return null;
}
