import { memo } from 'react';
import { useIntl } from 'react-intl';
import { channelOf, isMissedOrRejected } from '../../model';
import { contactName, rowName } from '../../rules/contact-name';
import { previewLabel, rowBadge } from '../../rules/contact-row';
import { rowTime } from '../../rules/task-list';
import { DurationText } from '../common/DurationText';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Badge } from '../common/Badge';
import { rowIcon } from '../common/channel-icon';
import { Icon } from '../common/Icon';
import { useTooltip } from '../common/Tooltip';
import { useShowsAuthenticated } from '../common/use-shows-authenticated';
import { useStatusText } from '../common/use-status-text';
import { ChatUnreadBadge } from '../chat/ChatUnreadBadge';
import { AuthenticatedMark } from './AuthenticatedMark';

/**
 * One contact in the task list (task list §2): its icon (channel, subtype, paused, on hold …), its name cut to 15
 * characters while incoming and 20 otherwise (the full name on hover and for screen readers), its status and how
 * long it has been in it (Paused instead for a paused contact, an ended mark once ended), the New / missed / Preview
 * labels, unread messages, and the authenticated mark. Memoised: the list re-renders when a contact comes or goes,
 * and a row only when its own props or signals change.
 */
export const TaskListRow = memo(function TaskListRow(props: RowProps) {
  // A contact's type never changes: only a chat's row reads (and marks) unread messages.
  const isChat = useModel().contacts.get(props.id)!.contact.peek().type === 'chat';
  return isChat ? <ChatRow {...props} /> : <Row {...props} unread={false} />;
});

interface RowProps {
  id: string;
  index: number;
  current: boolean;
  onOpen: (id: string) => void;
}

function ChatRow(props: RowProps) {
  const unread = useValue(useModel().chat.get(props.id).unreadCount);
  return <Row {...props} unread={!props.current && unread > 0} />;
}

function Row({ id, index, current, onOpen, unread }: RowProps & { unread: boolean }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.contacts.get(id)!;
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  // A new email has no customer until it is sent: it is named 'New Email' (email §3).
  const unnamed = contact.type === 'email' && contact.initiationMethod === 'outbound' ? intl.formatMessage({ id: 'email.new' }) : intl.formatMessage({ id: 'contacts.contact' }, { n: index + 1 });
  const name = contactName(contact) ?? unnamed;
  // A contact the agent monitors as a supervisor is labelled by the agent it belongs to (chat §2).
  const monitored = contact.supervision.mode !== null ? contact.supervision.monitoredAgentName : undefined;
  const label = monitored !== undefined ? intl.formatMessage({ id: 'supervision.monitoring' }, { agent: monitored }) : rowName(name, status);
  const cut = label !== name && monitored === undefined;
  const preview = previewLabel(contact, status);
  const statusWords = useStatusText()(status, channelOf(contact.type));
  const statusText = preview ? intl.formatMessage({ id: `contacts.${preview}` }) : statusWords;
  const closable = isMissedOrRejected(status);
  const badge = rowBadge(status);
  const time = rowTime(status);
  const authenticated = useShowsAuthenticated(contact);
  return (
    <li className="task-list-row" data-unread={unread ? 'true' : undefined}>
      <a
        id={`contact-tab-${id}`}
        className="task-list-link"
        // The page has a <base> for its files, so the link names its own path, not just a hash.
        href={`${window.location.pathname}#${encodeURIComponent(id)}`}
        aria-current={current ? 'page' : undefined}
        title={cut ? name : undefined}
        onClick={(e) => {
          e.preventDefault();
          onOpen(id);
        }}
      >
        <Icon name={rowIcon(contact, status)} className="task-list-icon" />
        <span className="task-list-text">
          <span className="task-list-name">
            {/* Cut for the eye, whole on hover and for screen readers; the link's name starts with what is shown. */}
            <bdi>{label}</bdi>
            {cut && <span className="visually-hidden">{` (${name})`}</span>}
          </span>
          <span className="task-list-status">
            <span className="contact-link-status">{statusText}</span>
            {time === 'timer' && <RowTimer contactId={id} />}
            {time === 'ended' && <Icon name="ended" label={intl.formatMessage({ id: 'taskList.ended' })} className="task-list-ended" />}
          </span>
        </span>
        <span className="task-list-badges">
          {badge === 'new' && <Badge colour="blue">{intl.formatMessage({ id: 'contacts.badge.new' })}</Badge>}
          {badge === 'missed' && <Badge colour="red">{intl.formatMessage({ id: 'contacts.badge.missed' })}</Badge>}
          {contact.type === 'chat' && !current && <ChatUnreadBadge contactId={id} />}
        </span>
      </a>
      {authenticated && <AuthenticatedMark customerName={name} />}
      {/* A missed or rejected contact's row carries a close icon that destroys it (shell §4). */}
      {closable && <RowCloseButton label={intl.formatMessage({ id: 'contacts.close' }, { name: label })} onClose={() => void model.intents.close(id).catch(() => undefined)} />}
    </li>
  );
}

/** The close icon of a missed or rejected row: its name is its tooltip too. */
function RowCloseButton({ label, onClose }: { label: string; onClose(): void }) {
  const tip = useTooltip<HTMLButtonElement>(label);
  return (
    <>
      <button type="button" className="tab-close" aria-label={label} onClick={onClose} {...tip.anchorProps}>
        ×
      </button>
      {tip.tooltip}
    </>
  );
}

/** The row's time in its status; the contact's own panel has the announced timer, so this one stays quiet. */
function RowTimer({ contactId }: { contactId: string }) {
  return <DurationText ms={useModel().contacts.get(contactId)!.statusDurationMs} className="task-list-timer" />;
}
