import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { channelOf, type Contact } from '../../model';
import type { TranscriptItem } from '../../domain/chat';
import { signal } from '../../model/signals';
import { incomingDetails, type IncomingDetail } from '../../rules/incoming-details';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common/Button';
import { ContactDuration } from '../common/ContactDuration';
import { Icon } from '../common/Icon';
import { channelIcon, contactIcon } from '../common/channel-icon';
import './incoming.css';

const DETAIL_LABEL: Record<IncomingDetail['kind'], string> = {
  number: 'incoming.number',
  from: 'incoming.from',
  subject: 'incoming.subject',
  message: 'incoming.message',
  description: 'incoming.description',
  queue: 'incoming.queue',
};

/** The channel's own words for Accept and Reject and its ringing time, so screen readers name the action. */
const WORDS = {
  voice: { accept: 'voice.accept', reject: 'voice.reject', duration: 'voice.duration' },
  chat: { accept: 'chat.accept', reject: 'chat.reject', duration: 'chat.duration' },
  task: { accept: 'task.accept', reject: 'task.reject', duration: 'task.duration' },
  email: { accept: 'email.accept', reject: 'email.reject', duration: 'email.duration' },
} as const;

/**
 * One incoming design for every channel (issue 28): the channel's icon, the contact's name as the panel's heading,
 * the status in words with how long it has rung, what helps the agent decide for that channel (a call's number and
 * queue, a chat's first message, a task's description, an email's subject and sender), and large Accept and
 * Reject. `blockedId` names the message saying why Accept is shut (a supervisor monitoring, an email limit);
 * `extraDetails` are named values the deployment chose to show (an email's contact attributes), text only.
 * The panel owns focus (Accept, by useAnswerFocus) and the announcement is the shell's (IncomingAnnouncer).
 */
export function IncomingView({ contact, name, statusText, acceptRef, acceptLabelId, blockedId, extraDetails = [] }: { contact: Contact; name: string; statusText: string; acceptRef: Ref<HTMLButtonElement>; acceptLabelId?: string; blockedId?: string; extraDetails?: readonly { name: string; value: string }[] }) {
  const model = useModel();
  const intl = useIntl();
  const { contactId } = contact;
  const channel = channelOf(contact.type);
  const words = WORDS[channel];
  const progress = useValue(model.contacts.get(contactId)!.progress);
  // A chat's transcript is known before Accept only where the host gave it (a reload); then its first message shows.
  const transcript = useValue(channel === 'chat' ? model.chat.get(contactId).items : EMPTY);
  const details = incomingDetails(contact, name, transcript);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const blockedNote = blockedId ? `contact-${contactId}-blocked` : undefined;
  return (
    <div className={`incoming-view incoming-${channel}`}>
      <div className="incoming-card">
        <span className="incoming-avatar">
          <Icon name={contactIcon(contact)} size="big" />
        </span>
        <h2 id={`contact-${contactId}-title`}>
          <bdi>{name}</bdi>
        </h2>
        <p className="contact-status">
          <span data-testid="contact-status">{statusText}</span>
          <ContactDuration contactId={contactId} labelId={words.duration} />
        </p>
      </div>
      {details.length + extraDetails.length > 0 && (
        <dl className="incoming-details" aria-label={intl.formatMessage({ id: 'incoming.details' })}>
          {details.map((d) => (
            <div key={d.kind}>
              <dt>
                <FormattedMessage id={DETAIL_LABEL[d.kind]} />
              </dt>
              <dd>
                <bdi>{d.value}</bdi>
              </dd>
            </div>
          ))}
          {extraDetails.map((d) => (
            <div key={`extra-${d.name}`}>
              <dt>
                <bdi>{d.name}</bdi>
              </dt>
              <dd>
                <bdi>{d.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {blockedNote && (
        <p id={blockedNote} role="status" className="incoming-blocked">
          <FormattedMessage id={blockedId} />
        </p>
      )}
      <div className="incoming-actions">
        <Button variant="primary" icon={channelIcon(channel)} ref={acceptRef} disabled={progress.acceptInProgress || !!blockedId} aria-describedby={blockedNote} onClick={() => act(model.intents.accept(contactId))}>
          <FormattedMessage id={acceptLabelId ?? words.accept} />
        </Button>
        <Button variant="danger" icon={channel === 'voice' ? 'endCall' : 'close'} disabled={progress.rejectInProgress} onClick={() => act(model.intents.reject(contactId))}>
          <FormattedMessage id={words.reject} />
        </Button>
      </div>
    </div>
  );
}

/** The transcript of a contact that is not a chat: none. */
const EMPTY = signal<readonly TranscriptItem[]>([]);
