import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '../../model';

/**
 * What a host without chat messaging can show of a chat (the agent-workspace plugin: the SDK has no chat client):
 * where the conversation is handled, the queue, and the contact's attributes. Attribute text is the customer's
 * or the flow's, so it is rendered as text only and isolated for bidi.
 */
export function WorkspaceChatDetails({ contact }: { contact: Contact }) {
  const intl = useIntl();
  const attributes = Object.entries(contact.attributes ?? {});
  return (
    <section className="workspace-chat" aria-label={intl.formatMessage({ id: 'chat.workspace.details' })}>
      <p role="note">
        <FormattedMessage id="chat.workspace.handledThere" />
      </p>
      {contact.queueName && (
        <p>
          <FormattedMessage id="chat.workspace.queue" values={{ queue: <bdi>{contact.queueName}</bdi> }} />
        </p>
      )}
      {attributes.length > 0 && (
        <dl className="workspace-chat-attributes" aria-label={intl.formatMessage({ id: 'chat.workspace.attributes' })}>
          {attributes.map(([name, value]) => (
            <div key={name}>
              <dt>
                <bdi>{name}</bdi>
              </dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
