import { FormattedMessage, useIntl } from 'react-intl';
import { actionBar, initialConnection, isPreviewPending } from '../../model';
import { formatDuration } from '../../rules/timers';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStatusText } from '../common/use-status-text';
import { ActiveCall } from './ActiveCall';
import { PreviewView } from './PreviewView';
import { WrapUp } from './WrapUp';
import { usePartyName } from './party-name';

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
  const statusText = useStatusText()(status, 'voice');

  return (
    <section className="contact-panel" aria-labelledby={`contact-${contactId}-title`}>
      <h2 id={`contact-${contactId}-title`}>{customer ? partyName(customer) : intl.formatMessage({ id: 'voice.unknownCaller' })}</h2>
      <p className="contact-status">
        <span data-testid="contact-status">{statusText}</span>
        <span role="timer" aria-label={intl.formatMessage({ id: 'voice.duration' }, { duration: formatDuration(duration) })}>
          {formatDuration(duration)}
        </span>
      </p>
      {bar.kind === 'incoming' && bar.acceptReject && (
        <div className="action-bar">
          <button type="button" className="primary" disabled={progress.acceptInProgress} onClick={() => act(model.intents.accept(contactId))}>
            <FormattedMessage id={contact.type === 'queue_callback' ? 'voice.acceptCallback' : 'voice.accept'} />
          </button>
          <button type="button" disabled={progress.rejectInProgress} onClick={() => act(model.intents.reject(contactId))}>
            <FormattedMessage id="voice.reject" />
          </button>
        </div>
      )}
      {isPreviewPending(contact) ? (
        <PreviewView contactId={contactId} />
      ) : (
        bar.kind === 'active' && status !== 'incoming' && <ActiveCall contact={contact} status={status} />
      )}
      {bar.kind === 'wrap-up' && <WrapUp contactId={contactId} status={status} />}
    </section>
  );
}
