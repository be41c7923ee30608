import { useIntl } from 'react-intl';
import type { Channel, ContactStatus } from '../../model';

/**
 * A contact status in words. Channels with their own wording (chat: "Incoming chat", "Chat ended") use it; the
 * shared wording is the call's, the default channel.
 */
export function useStatusText() {
  const intl = useIntl();
  return (status: ContactStatus, channel: Channel) => {
    for (const id of [`${channel}.status.${status}`, `contactStatus.${status}`]) {
      if (intl.messages[id]) return intl.formatMessage({ id });
    }
    return status;
  };
}
