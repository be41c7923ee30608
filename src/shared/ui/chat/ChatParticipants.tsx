import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '../../model';
import { addedChatParticipants } from '../../rules/chat-participants';
import { withoutBidiControls } from '../../rules/bidi-names';
import { useModel } from '../app/model-context';

/** Manage participants (multi-party chat): who else is in the chat, who is still joining, and removing them. */
export function ChatParticipants({ contact, customerName }: { contact: Contact; customerName: string }) {
  const model = useModel();
  const intl = useIntl();
  const added = addedChatParticipants(contact);
  return (
    <ul className="chat-participants" aria-label={intl.formatMessage({ id: 'chat.participants' })}>
      <li>
        <bdi>{withoutBidiControls(customerName)}</bdi> <FormattedMessage id="chat.participant.customer" />
      </li>
      {added.map((k) => {
        const name = withoutBidiControls(k.quickConnectName ?? k.endpoint.name ?? k.endpoint.displayName ?? '');
        return (
          <li key={k.connectionId}>
            <bdi>{name}</bdi> <FormattedMessage id={k.state === 'connecting' ? 'chat.participant.joining' : 'chat.participant.inChat'} />{' '}
            <button type="button" className="link" onClick={() => void model.intents.destroyConnection(contact.contactId, k.connectionId).catch(() => undefined)}>
              <FormattedMessage id="chat.participant.remove" values={{ name }} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
