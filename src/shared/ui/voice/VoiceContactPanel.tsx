import { FormattedMessage, useIntl } from 'react-intl';
import { agentConnection, initialConnection, isActiveStatus, isAfterContactWork, isMissedOrRejected } from '../../model';
import { formatDuration } from '../../rules/timers';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** The shown voice contact: who, its status and time, and the actions its status allows. */
export function VoiceContactPanel({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const entry = model.contacts.get(contactId);
  if (!entry) return null;
  const contact = useValue(entry.contact);
  const status = useValue(entry.status);
  const duration = useValue(entry.statusDurationMs);
  const customer = initialConnection(contact);
  const agentLeg = agentConnection(contact);
  const who = customer?.endpoint.phoneNumber ?? customer?.endpoint.name ?? intl.formatMessage({ id: 'voice.unknownCaller' });
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const statusText = intl.messages[`contactStatus.${status}`] ? intl.formatMessage({ id: `contactStatus.${status}` }) : status;

  return (
    <section className="contact-panel" aria-labelledby={`contact-${contactId}-title`}>
      <h2 id={`contact-${contactId}-title`}>{who}</h2>
      <p className="contact-status">
        <span>{statusText}</span> <span role="timer">{formatDuration(duration)}</span>
      </p>
      <div className="action-bar">
        {status === 'incoming' && (
          <>
            <button type="button" className="primary" onClick={() => act(model.intents.accept(contactId))}>
              <FormattedMessage id="voice.accept" />
            </button>
            <button type="button" onClick={() => act(model.intents.reject(contactId))}>
              <FormattedMessage id="voice.reject" />
            </button>
          </>
        )}
        {isActiveStatus(status) && status !== 'incoming' && customer && (
          <>
            {customer.isOnHold ? (
              <button type="button" onClick={() => act(model.intents.resumeConnection(contactId, customer.connectionId))}>
                <FormattedMessage id="voice.resume" />
              </button>
            ) : (
              <button type="button" disabled={customer.state !== 'connected'} onClick={() => act(model.intents.holdConnection(contactId, customer.connectionId))}>
                <FormattedMessage id="voice.hold" />
              </button>
            )}
            {model.can('mute') && agentLeg && (
              <button type="button" aria-pressed={agentLeg.isMute} onClick={() => act(agentLeg.isMute ? model.intents.unmute(contactId) : model.intents.mute(contactId))}>
                <FormattedMessage id="voice.mute" />
              </button>
            )}
            <button type="button" className="danger" onClick={() => act(model.intents.end(contactId))}>
              <FormattedMessage id="voice.end" />
            </button>
          </>
        )}
        {(isAfterContactWork(status) || isMissedOrRejected(status)) && (
          <button type="button" className="primary" onClick={() => act(model.intents.close(contactId))}>
            <FormattedMessage id="voice.close" />
          </button>
        )}
      </div>
    </section>
  );
}
