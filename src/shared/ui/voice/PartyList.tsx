import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { activeConnections, isHeld, isThreeWayConnectionActive, type Connection, type Contact } from '../../model';
import { Dialog } from '../common/Dialog';
import { useModel } from '../app/model-context';
import { usePartyName } from './party-name';
import { Button } from '../common/Button';
import { Icon } from '../common/Icon';
import { StatusDot } from '../common/Status';

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
              <span className="party-avatar" aria-hidden="true">
                <Icon name="party" />
              </span>
              <span className="party-text">
                <span className="party-name">{name}</span>
                <span className="party-state">
                  <StatusDot kind={state === 'hold' ? 'pending' : state === 'connecting' ? 'not-routable' : 'routable'} />
                  <FormattedMessage id={`contactStatus.${state}`} />
                </span>
              </span>
              {/* Short visible labels (the card names the party); the accessible names say whom. */}
              <span className="party-actions">
                {isHeld(c) ? (
                  <Button variant="inline" icon="resume" aria-label={intl.formatMessage({ id: 'voice.resumeParty' }, { name })} onClick={() => act(model.intents.resumeConnection(contactId, c.connectionId))}>
                    <FormattedMessage id="voice.resume" />
                  </Button>
                ) : (
                  <Button variant="inline" icon="pause" aria-label={intl.formatMessage({ id: 'voice.holdParty' }, { name })} disabled={c.state !== 'connected'} onClick={() => act(model.intents.holdConnection(contactId, c.connectionId))}>
                    <FormattedMessage id="voice.hold" />
                  </Button>
                )}
                {model.can('destroyConnection') && (
                  <Button variant="inline" icon="remove" className="party-remove" aria-label={intl.formatMessage({ id: 'voice.removeParty' }, { name })} onClick={() => setRemoving(c)}>
                    <FormattedMessage id="voice.removeDialog.confirm" />
                  </Button>
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
          {/* Cancel first: the dialog opens with focus on the safe choice, not on Remove. */}
          <div className="dialog-actions">
            <Button onClick={() => setRemoving(null)}>
              <FormattedMessage id="voice.removeDialog.cancel" />
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                act(model.intents.destroyConnection(contactId, removing.connectionId));
                setRemoving(null);
              }}
            >
              <FormattedMessage id="voice.removeDialog.confirm" />
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
