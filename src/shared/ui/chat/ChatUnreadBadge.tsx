import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** The number of unread messages on a chat contact's tab. */
export function ChatUnreadBadge({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const count = useValue(model.chat.get(contactId).unreadCount);
  if (count === 0) return null;
  return (
    <span className="badge chat-unread" aria-label={intl.formatMessage({ id: 'chat.unread' }, { count })}>
      {count}
    </span>
  );
}
