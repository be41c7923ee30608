import { memo } from 'react';
import { useIntl } from 'react-intl';
import { channelOf, initialConnection } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { announce } from '../common/Announcer';
import { useStatusText } from '../common/use-status-text';
import { withoutBidiControls } from '../../rules/bidi-names';
import { useWhenIncoming } from './use-when-incoming';
import { incomingToastTitle } from '../toasts/Toasts';
import { contactName } from '../../rules/contact-name';

/**
 * Says "Incoming call: +1 415 …" when any contact starts ringing, whatever screen the agent is on, and "Call no
 * longer available" when the customer goes before the agent answers: the panel clears that contact at once (voice
 * §4), so the words on screen would otherwise pass unread.
 */
export function IncomingAnnouncer() {
  const ids = useValue(useModel().contacts.ids);
  return (
    <>
      {ids.map((id) => (
        <AnnounceWhenIncoming key={id} contactId={id} />
      ))}
    </>
  );
}

// Memoised: a contact arriving renders the list, not every other contact's announcer.
const AnnounceWhenIncoming = memo(function AnnounceWhenIncoming({ contactId }: { contactId: string }) {
  const intl = useIntl();
  const statusText = useStatusText();
  useWhenIncoming(contactId, (entry) => {
    const contact = entry.contact.peek();
    const party = initialConnection(contact)?.endpoint;
    // A name the customer chose is read without bidi controls (rules/bidi-names).
    const who = withoutBidiControls(contact.participantInfo.customerName ?? party?.phoneNumber ?? party?.name ?? contact.name ?? '');
    const channel = channelOf(contact.type);
    // An email's title names its sender (by address where it has no display name): a whole sentence (issue 41).
    if (channel === 'email') announce(incomingToastTitle(intl, 'email', contactName(contact) ?? ''));
    else {
      const title = incomingToastTitle(intl, channel, who);
      announce(who ? `${title}: ${who}` : title);
    }
    return () => {
      if (entry.status.peek() === 'no-longer-available') announce(statusText('no-longer-available', channelOf(contact.type)));
    };
  });
  return null;
});
