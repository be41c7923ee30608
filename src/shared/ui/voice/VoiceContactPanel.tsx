import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { actionBar, initialConnection, isPreviewPending } from '../../model';
import { previewLabel } from '../../rules/contact-row';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStatusText } from '../common/use-status-text';
import { useAcceptBlockedByMonitoring } from '../common/use-contact-list-facts';
import { useAnswerFocus } from '../common/use-answer-focus';
import { IncomingView } from '../incoming/IncomingView';
import { Icon } from '../common/Icon';
import { DurationText } from '../common/DurationText';
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
  const customer = initialConnection(contact);
  const bar = actionBar(contact, status);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  // An undialled campaign preview is not a connected call: it reads Preview, with no running timer (§4).
  const preview = previewLabel(contact, status);
  const statusTextOf = useStatusText();
  const statusText = preview === 'preview' ? intl.formatMessage({ id: 'contacts.preview' }) : statusTextOf(status, 'voice');
  const incoming = bar.kind === 'incoming' && bar.acceptReject;
  // A supervisor cannot take a call while monitoring another contact (§5).
  const blocked = useAcceptBlockedByMonitoring(contactId);
  // Create task from this call (More, or after-call work): the form takes the controls' place, and the new task
  // names the call as its related contact (task §4). Closed, focus goes back to what opened it.
  const taskForm = useValue(model.taskCreate.form(contactId));
  const canCreateTask = useValue(model.agent.canCreateTask) && model.can('createTask');
  const creatingTask = !!taskForm && canCreateTask && (bar.kind === 'active' || bar.kind === 'wrap-up') && !contact.supervision.mode;
  const section = useRef<HTMLElement>(null);
  // An incoming call takes the focus: Accept first, so Enter answers and the screen reader names the action.
  const acceptRef = useAnswerFocus({ contactId, offered: incoming, live: status === 'connected', section, next: () => null });
  const name = customer ? partyName(customer) : intl.formatMessage({ id: 'voice.unknownCaller' });
  const refocus = () =>
    requestAnimationFrame(() => section.current?.querySelector<HTMLElement>('[data-opens="create-task"], .menu-control > button')?.focus());

  return (
    <section ref={section} className="contact-panel" aria-labelledby={`contact-${contactId}-title`}>
      {incoming ? (
        <IncomingView
          contact={contact}
          name={name}
          statusText={statusText}
          acceptRef={acceptRef}
          acceptLabelId={contact.type === 'queue_callback' ? 'voice.acceptCallback' : 'voice.accept'}
          {...(blocked ? { blockedId: 'supervision.acceptBlocked' } : {})}
        />
      ) : (
        <div className="contact-card">
          <span className="contact-avatar">
            <Icon name="call" size="medium" />
          </span>
          <div className="contact-card-text">
            <h2 id={`contact-${contactId}-title`}>{name}</h2>
            <p className="contact-status">
              <span data-testid="contact-status">{statusText}</span>
              {preview !== 'preview' && (
                <>
                  <DurationText ms={entry.statusDurationMs} labelId="voice.duration" className="contact-timer" />
                  <TimerAnnouncement durationMs={entry.statusDurationMs} messageId="voice.duration" />
                </>
              )}
            </p>
          </div>
        </div>
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
