import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { activeConnections, isHeld, isThreeWayConnectionActive, type Connection, type Contact } from '../../model';
import { Dialog } from '../common/Dialog';
import { useModel } from '../app/model-context';
import { usePartyName } from './party-name';

/** The multiparty layout: every other party with their state, and per-party hold, resume and remove. */
export function PartyList({ contact }: { contact: Contact }) {
  const contactId = contact.contactId;
  const model = useModel();
  const intl = useIntl();
  const partyName = usePartyName();
  const [removing, setRemoving] = useState<Connection | null>(null);
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const live = activeConnections(contact);
  const joined = isThreeWayConnectionActive(contact);

  return (
    <>
      <ul className="party-list" aria-label={intl.formatMessage({ id: 'voice.parties' })}>
        {live.map((c) => {
          const name = partyName(c);
          const state = isHeld(c) ? 'hold' : c.state === 'connecting' ? 'connecting' : joined ? 'joined' : 'connected';
          return (
            <li key={c.connectionId} className="party">
              <span className="party-name">{name}</span>
              <span className="party-state">
                <FormattedMessage id={`contactStatus.${state}`} />
              </span>
              <span className="party-actions">
                {isHeld(c) ? (
                  <button type="button" onClick={() => act(model.intents.resumeConnection(contactId, c.connectionId))}>
                    <FormattedMessage id="voice.resumeParty" values={{ name }} />
                  </button>
                ) : (
                  <button type="button" disabled={c.state !== 'connected'} onClick={() => act(model.intents.holdConnection(contactId, c.connectionId))}>
                    <FormattedMessage id="voice.holdParty" values={{ name }} />
                  </button>
                )}
                {model.can('destroyConnection') && (
                  <button type="button" className="danger-outline" onClick={() => setRemoving(c)}>
                    <FormattedMessage id="voice.removeParty" values={{ name }} />
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {removing && (
        <Dialog title={intl.formatMessage({ id: 'voice.removeDialog.title' })} onClose={() => setRemoving(null)}>
          <p>
            <FormattedMessage id="voice.removeDialog.body" values={{ name: partyName(removing) }} />
          </p>
          <div className="action-bar">
            <button
              type="button"
              className="danger"
              onClick={() => {
                act(model.intents.destroyConnection(contactId, removing.connectionId));
                setRemoving(null);
              }}
            >
              <FormattedMessage id="voice.removeDialog.confirm" />
            </button>
            <button type="button" onClick={() => setRemoving(null)}>
              <FormattedMessage id="voice.removeDialog.cancel" />
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
