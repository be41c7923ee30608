import { FormattedMessage } from 'react-intl';
import { useModel } from '../app/model-context';
import { notificationPermission, requestNotificationPermission } from '../app/browser-notifications';
import { useValue } from '../app/use-value';
import { Button } from '../common/Button';
import { notificationsAllowed } from '../../rules/admin-settings';
import { SetByAdministrator } from './SetByAdministrator';

/**
 * Browser notifications of incoming emails, where an agent who said "Not now" on the Email tab can still turn them
 * on (and sees whether the browser allows or blocks them). A preference of this browser, outside Save and Cancel.
 */
export function NotificationSetting() {
  const model = useModel();
  const permission = useValue(notificationPermission);
  const email = useValue(model.agent.enabledChannels).has('email');
  if (!email || permission === 'unsupported') return null;
  return (
    <fieldset className="notification-setting">
      <legend>
        <FormattedMessage id="settings.notifications" />
      </legend>
      {!notificationsAllowed(model.adminSettings) ? (
        <>
          <p>
            <FormattedMessage id="settings.notificationsOff" />
          </p>
          <SetByAdministrator id="settings-notifications-locked" />
        </>
      ) : permission === 'default' ? (
        <>
          <p>
            <FormattedMessage id="notification.prompt.text" />
          </p>
          <Button icon="notification" onClick={() => void requestNotificationPermission()}>
            <FormattedMessage id="notification.prompt.turnOn" />
          </Button>
        </>
      ) : (
        <p role="status">
          <FormattedMessage id={permission === 'granted' ? 'notification.prompt.on' : 'notification.prompt.blocked'} />
        </p>
      )}
    </fieldset>
  );
}
