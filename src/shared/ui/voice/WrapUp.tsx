import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isMissedOrRejected, type ContactStatus } from '../../model';
import { useArmed } from '../common/use-armed';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStartWork } from '../app/use-start-work';
import { NumberPad, QuickConnectsPanel } from './lazy-dial-views';

/**
 * After-call work, or a missed/rejected call: close it, or start the next call from here; after a call that took
 * place, a task or an email related to it (chat/task/email §4: not for a missed call).
 */
export function WrapUp({ contactId, status }: { contactId: string; status: ContactStatus }) {
  const model = useModel();
  const armed = useArmed();
  const [panel, setPanel] = useState<'none' | 'keypad' | 'quick-connects'>('none');
  // Dialling from after-call work needs the outboundCall permission as everywhere else (§6).
  const canDial = useValue(model.agent.canDialOutbound) && model.can('dialOutbound');
  const missed = isMissedOrRejected(status);
  const work = useStartWork();
  return (
    <>
      {missed && (
        <p role="status" className="wrap-up-note">
          <FormattedMessage id={status === 'rejected' ? 'voice.rejectedNote' : 'voice.missedNote'} />
        </p>
      )}
      <div className="action-bar">
        {canDial && !missed && (
          <>
            <button type="button" aria-expanded={panel === 'keypad'} onClick={() => setPanel(panel === 'keypad' ? 'none' : 'keypad')}>
              <FormattedMessage id="voice.numberPad" />
            </button>
            <button type="button" aria-expanded={panel === 'quick-connects'} onClick={() => setPanel(panel === 'quick-connects' ? 'none' : 'quick-connects')}>
              <FormattedMessage id="voice.quickConnects" />
            </button>
          </>
        )}
        {work.mayCreateTask && !missed && (
          <button type="button" data-opens="create-task" onClick={() => model.taskCreate.open(contactId)}>
            <FormattedMessage id="task.create.open" />
          </button>
        )}
        {work.mayCreateEmail && !missed && (
          <button type="button" disabled={work.creatingEmail} onClick={() => void work.newEmail(contactId)}>
            <FormattedMessage id="email.new" />
          </button>
        )}
        <button type="button" className="primary" disabled={!armed} onClick={() => void model.intents.close(contactId).catch(() => undefined)}>
          <FormattedMessage id="voice.close" />
        </button>
      </div>
      {panel === 'keypad' && <NumberPad mode={{ kind: 'dial', relatedContactId: contactId }} onClose={() => setPanel('none')} />}
      {panel === 'quick-connects' && <QuickConnectsPanel mode={{ kind: 'dial' }} onClose={() => setPanel('none')} onNumberPad={() => setPanel('keypad')} />}
    </>
  );
}
