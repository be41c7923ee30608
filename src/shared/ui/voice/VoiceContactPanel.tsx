import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { acceptBlocked, actionBar, initialConnection, isPreviewPending } from '../../model';
import { previewLabel } from '../../rules/contact-row';
import { formatDuration } from '../../rules/timers';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStatusText } from '../common/use-status-text';
import { Button } from '../common/Button';
import { Icon } from '../common/Icon';
import { TimerAnnouncement } from '../common/TimerAnnouncement';
import './voice.css';
import { MonitorPanel } from '../supervision/MonitorPanel';
import { ActiveCall } from './ActiveCall';
import { PreviewView } from './PreviewView';
import { WrapUp } from './WrapUp';
import { usePartyName } from './party-name';
import { CreateTaskPanel } from '../shell/lazy-channel-views';

/** The shown voice contact: who, its status and time, and what its status allows. */
export function VoiceContactPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const partyName = usePartyName();
  const entry = model.contacts.get(contactId)!;
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  const progress = useValue(entry.progress);
  const duration = useValue(entry.statusDurationMs);
  const customer = initialConnection(contact);
  const bar = actionBar(contact, status);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  // An undialled campaign preview is not a connected call: it reads Preview, with no running timer (§4).
  const preview = previewLabel(contact, status);
  const statusTextOf = useStatusText();
  const statusText = preview === 'preview' ? intl.formatMessage({ id: 'contacts.preview' }) : statusTextOf(status, 'voice');
  const acceptRef = useRef<HTMLButtonElement>(null);
  // An incoming call takes the focus: Accept first, so Enter answers and the screen reader names the action.
  const offered = bar.kind === 'incoming' && bar.acceptReject;
  useEffect(() => {
    if (offered) acceptRef.current?.focus();
  }, [offered, contactId]);

  const incoming = bar.kind === 'incoming' && bar.acceptReject;
  // A supervisor cannot take a call while monitoring another contact (§5).
  const blocked = acceptBlocked(contact, useValue(model.contacts.list));
  // Create task from this call (More, or after-call work): the form takes the controls' place, and the new task
  // names the call as its related contact (task §4). Closed, focus goes back to what opened it.
  const taskForm = useValue(model.taskCreate.form(contactId));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');
  const creatingTask = !!taskForm && canCreateTask && (bar.kind === 'active' || bar.kind === 'wrap-up') && !contact.supervision.mode;
  const section = useRef<HTMLElement>(null);
  const refocus = () =>
    requestAnimationFrame(() => section.current?.querySelector<HTMLElement>('[data-opens="create-task"], .menu-control > button')?.focus());

  return (
    <section ref={section} className={`contact-panel${incoming ? ' contact-incoming' : ''}`} aria-labelledby={`contact-${contactId}-title`}>
      <div className="contact-card">
        <span className="contact-avatar">
          <Icon name="call" size={incoming ? 'big' : 'medium'} />
        </span>
        <div className="contact-card-text">
          <h2 id={`contact-${contactId}-title`}>{customer ? partyName(customer) : intl.formatMessage({ id: 'voice.unknownCaller' })}</h2>
          <p className="contact-status">
            <span data-testid="contact-status">{statusText}</span>
            {preview !== 'preview' && (
              <>
                <span role="timer" className="contact-timer" aria-label={intl.formatMessage({ id: 'voice.duration' }, { duration: formatDuration(duration) })}>
                  {formatDuration(duration)}
                </span>
                <TimerAnnouncement durationMs={duration} messageId="voice.duration" />
              </>
            )}
          </p>
        </div>
      </div>
      {incoming && (
        <div className="incoming-actions">
          <Button variant="primary" icon="call" ref={acceptRef} disabled={progress.acceptInProgress || blocked} aria-describedby={blocked ? `contact-${contactId}-blocked` : undefined} onClick={() => act(model.intents.accept(contactId))}>
            <FormattedMessage id={contact.type === 'queue_callback' ? 'voice.acceptCallback' : 'voice.accept'} />
          </Button>
          <Button variant="danger" icon="endCall" disabled={progress.rejectInProgress} onClick={() => act(model.intents.reject(contactId))}>
            <FormattedMessage id="voice.reject" />
          </Button>
        </div>
      )}
      {incoming && blocked && (
        <p id={`contact-${contactId}-blocked`}>
          <FormattedMessage id="supervision.acceptBlocked" />
        </p>
      )}
      {creatingTask ? (
        <CreateTaskPanel origin={contactId} onClosed={refocus} />
      ) : isPreviewPending(contact) ? (
        <PreviewView contactId={contactId} />
      ) : (
        bar.kind === 'active' &&
        status !== 'incoming' &&
        (contact.supervision.mode ? <MonitorPanel contactId={contactId} channel="call" /> : <ActiveCall contact={contact} status={status} />)
      )}
      {bar.kind === 'wrap-up' && !creatingTask && <WrapUp contactId={contactId} status={status} />}
    </section>
  );
}
