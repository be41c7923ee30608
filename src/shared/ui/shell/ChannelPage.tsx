import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOME_ORIGIN, channelOf, isMissedOrRejected, type Channel, type Route } from '../../model';
import { useModel } from '../app/model-context';
import { navigate } from '../app/router';
import { useValue } from '../app/use-value';
import { useStatusText } from '../common/use-status-text';
import { contactName, rowName } from '../../rules/contact-name';
import { Badge, Icon, rowIcon } from '../common';
import { previewLabel, rowBadge } from '../../rules/contact-row';
import { SoftphoneHome } from '../voice/SoftphoneHome';
import { VoiceContactPanel } from '../voice/VoiceContactPanel';
import { ChatContactPanel } from '../chat/ChatContactPanel';
import { ChatUnreadBadge } from '../chat/ChatUnreadBadge';
import { EmailContactPanel } from '../email/EmailContactPanel';
import { EmailHome } from '../email/EmailHome';
import { TaskContactPanel } from '../task/TaskContactPanel';
import { TaskHome } from '../task/TaskHome';
import { CreateTaskPanel } from '../task/CreateTaskPanel';

const EMPTY: Record<Channel, string> = { voice: 'home.voice.empty', chat: 'home.chat.empty', task: 'home.task.empty', email: 'home.email.empty' };

/** A channel's contacts (picked by the URL hash) and the shown contact, or the channel's home. */
export function ChannelPage({ channel, route }: { channel: Channel; route: Route }) {
  const model = useModel();
  const intl = useIntl();
  const byChannel = useValue(model.contacts.idsByChannel)[channel];
  const all = useValue(model.contacts.ids);
  // The channel view lists every channel's contacts under one route.
  const ids = useValue(model.view.channelView) ? all : byChannel;
  const shown = useValue(model.view.shownContactId);
  // A contact's type never changes, so the panel is chosen by it (in the channel view it may differ from the route).
  const shownChannel = shown ? channelOf(model.contacts.get(shown)!.contact.peek().type) : null;
  const focusTarget = useValue(model.view.focusTarget);
  const homeRef = useRef<HTMLHeadingElement>(null);
  // The Task tab's own Create task form (the header's dropdown opens it) takes the place of a shown task.
  const homeTaskForm = useValue(model.taskCreate.form(HOME_ORIGIN));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');

  // Closing a contact moves focus to its neighbour or the channel's home, as the model decided.
  useEffect(() => {
    if (!focusTarget) return;
    const el = focusTarget.kind === 'contact' ? document.getElementById(`contact-tab-${focusTarget.contactId}`) : homeRef.current;
    if (el) {
      el.focus();
      model.view.focusHandled();
    }
  }, [focusTarget, model]);

  return (
    <div id="channel-panel" role="tabpanel" aria-labelledby={`tab-${channel}`} className="channel-page">
      {ids.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'contacts.list' })}>
          <ul className="contact-list">
            {ids.map((id, i) => (
              <li key={id}>
                <ContactLink id={id} index={i} current={id === shown} onOpen={() => navigate(model, route, id)} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown && shownChannel === 'voice' ? (
        <VoiceContactPanel contactId={shown} />
      ) : shown && shownChannel === 'chat' ? (
        <ChatContactPanel contactId={shown} />
      ) : shown && shownChannel === 'email' ? (
        <EmailContactPanel contactId={shown} />
      ) : shown && shownChannel === 'task' && channel === 'task' && homeTaskForm && canCreateTask ? (
        // Closed, focus goes back to the task it covered.
        <CreateTaskPanel origin={HOME_ORIGIN} onClosed={() => requestAnimationFrame(() => document.getElementById(`contact-tab-${shown}`)?.focus())} />
      ) : shown && shownChannel === 'task' ? (
        <TaskContactPanel contactId={shown} />
      ) : channel === 'voice' ? (
        <SoftphoneHome headingRef={homeRef} />
      ) : channel === 'email' ? (
        <EmailHome headingRef={homeRef} contactCount={byChannel.length} />
      ) : channel === 'task' ? (
        <TaskHome headingRef={homeRef} contactCount={byChannel.length} />
      ) : (
        <section className="channel-home">
          <h2 ref={homeRef} tabIndex={-1}>
            <FormattedMessage id={EMPTY[channel]} values={{ contactCount: byChannel.length }} />
          </h2>
        </section>
      )}
    </div>
  );
}

function ContactLink({ id, index, current, onOpen }: { id: string; index: number; current: boolean; onOpen: () => void }) {
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
  const preview = previewLabel(contact, status);
  const statusWords = useStatusText()(status, channelOf(contact.type));
  const statusText = preview ? intl.formatMessage({ id: `contacts.${preview}` }) : statusWords;
  const closable = isMissedOrRejected(status);
  const badge = rowBadge(status);
  return (
    <>
    <a
      id={`contact-tab-${id}`}
      // The page has a <base> for its files, so the link names its own path, not just a hash.
      href={`${window.location.pathname}#${encodeURIComponent(id)}`}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      <Icon name={rowIcon(contact, status)} /> <bdi title={name !== label ? name : undefined}>{label}</bdi> <span className="contact-link-status">{statusText}</span>
      {badge === 'new' && <Badge colour="blue">{intl.formatMessage({ id: 'contacts.badge.new' })}</Badge>}
      {badge === 'missed' && <Badge colour="red">{intl.formatMessage({ id: 'contacts.badge.missed' })}</Badge>}
      {contact.type === 'chat' && !current && <ChatUnreadBadge contactId={id} />}
    </a>
    {/* A missed or rejected contact's tab carries a close icon that destroys it (shell §4). */}
    {closable && (
      <button type="button" className="tab-close" aria-label={intl.formatMessage({ id: 'contacts.close' }, { name: label })} onClick={() => void model.intents.close(id).catch(() => undefined)}>
        ×
      </button>
    )}
    </>
  );
}
