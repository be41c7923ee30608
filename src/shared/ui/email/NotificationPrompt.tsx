import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { notificationsAllowed, offersNotificationsByDefault } from '../../rules/admin-settings';
import { offersNotificationPrompt } from '../../rules/desktop-notifications';
import { useModel } from '../app/model-context';
import { notificationPermission, requestNotificationPermission } from '../app/browser-notifications';
import { browserStorage } from '../app/browser-storage';
import { useValue } from '../app/use-value';
import { Button } from '../common';

const DECLINED_KEY = 'emailNotificationsDeclined';

/**
 * Offers desktop notifications for incoming emails where the agent waits for them (the Email tab's home): asked
 * from their click, when they can see why, rather than by a browser prompt out of nowhere at start-up. "Not now"
 * is remembered in this browser.
 */
export function NotificationPrompt() {
  const model = useModel();
  const permission = useValue(notificationPermission);
  const enabledChannels = useValue(model.agent.enabledChannels);
  const [declined, setDeclined] = useState(() => browserStorage().getItem(DECLINED_KEY) === 'true');
  const [answer, setAnswer] = useState<'granted' | 'denied' | null>(null);
  if (answer) {
    return (
      <p role="status" className="email-notification-prompt">
        <FormattedMessage id={answer === 'granted' ? 'notification.prompt.on' : 'notification.prompt.blocked'} />
      </p>
    );
  }
  // An administrator who turned the default off leaves the choice to Settings; one who locked it off, to nobody.
  const adminOffers = notificationsAllowed(model.adminSettings) && offersNotificationsByDefault(model.adminSettings);
  if (!adminOffers || !offersNotificationPrompt({ permission, enabledChannels, declined })) return null;
  return (
    <div className="email-notification-prompt" role="group" aria-labelledby="email-notification-prompt-text">
      <p id="email-notification-prompt-text">
        <FormattedMessage id="notification.prompt.text" />
      </p>
      <div className="action-bar">
        <Button
          icon="notification"
          onClick={() =>
            void requestNotificationPermission().then((p) => {
              if (p === 'granted' || p === 'denied') setAnswer(p);
            })
          }
        >
          <FormattedMessage id="notification.prompt.turnOn" />
        </Button>
        <Button
          variant="link"
          onClick={() => {
            browserStorage().setItem(DECLINED_KEY, 'true');
            setDeclined(true);
          }}
        >
          <FormattedMessage id="notification.prompt.notNow" />
        </Button>
      </div>
    </div>
  );
}
