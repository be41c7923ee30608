import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  activeConnections,
  agentConnection,
  canResumeAll,
  initialConnection,
  isHeld,
  voiceControls,
  type Contact,
  type ContactStatus,
} from '../../model';
import { useArmed } from '../common/use-armed';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { canReportCallIssue } from '../../rules/call-issues';
import { PartyList } from './PartyList';
import { RecordingControl } from './RecordingControl';
import { ReportIssueDialog } from './ReportIssueDialog';
import { QuickConnectsPanel } from './QuickConnectsPanel';
import { NumberPad } from './NumberPad';

type Panel = 'none' | 'keypad' | 'quick-connects';

/** A connected call: the parties, and the controls the call and the host allow. */
export function ActiveCall({ contact, status }: { contact: Contact; status: ContactStatus }) {
  const model = useModel();
  const intl = useIntl();
  const configuration = useValue(model.agent.configuration);
  const [panel, setPanel] = useState<Panel>('none');
  const armed = useArmed();
  const contactId = contact.contactId;
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const canRecord = model.can('recording') && model.agent.hasPermission('contactRecording');
  const controls = voiceControls(contact, status, { softphoneEnabled: !!configuration?.softphoneEnabled, canRecord });
  const others = activeConnections(contact);
  const multiparty = others.length >= 2;
  const customer = initialConnection(contact);
  const me = agentConnection(contact);
  const toggle = (p: Panel) => setPanel((current) => (current === p ? 'none' : p));

  return (
    <>
      {multiparty && <PartyList contact={contact} />}
      <RecordingControl contact={contact} canToggle={controls.recordingToggle} />
      <div className="action-bar" role="group" aria-label={intl.formatMessage({ id: 'voice.callControls' })}>
        {!multiparty && customer &&
          (isHeld(customer) ? (
            <button type="button" onClick={() => act(model.intents.resumeConnection(contactId, customer.connectionId))}>
              <FormattedMessage id="voice.resume" />
            </button>
          ) : (
            <button type="button" disabled={!controls.holdEnabled || customer.state !== 'connected'} onClick={() => act(model.intents.holdConnection(contactId, customer.connectionId))}>
              <FormattedMessage id="voice.hold" />
            </button>
          ))}
        {multiparty && controls.swap && model.can('swap') && (
          <button type="button" onClick={() => act(model.intents.swap(contactId))}>
            <FormattedMessage id="voice.swap" />
          </button>
        )}
        {multiparty && model.can('conference') && canResumeAll(contact) && (
          <button type="button" disabled={!controls.conferenceEnabled} onClick={() => act(model.intents.resumeAll(contactId))}>
            <FormattedMessage id="voice.join" />
          </button>
        )}
        {multiparty && others.some((c) => c.state === 'connected' && !isHeld(c)) && (
          <button type="button" disabled={!controls.holdEnabled} onClick={() => act(model.intents.holdAll(contactId))}>
            <FormattedMessage id="voice.holdAll" />
          </button>
        )}
        {controls.mute && model.can('mute') && me && (
          <button type="button" aria-pressed={me.isMute} onClick={() => act(me.isMute ? model.intents.unmute(contactId) : model.intents.mute(contactId))}>
            <FormattedMessage id="voice.mute" />
          </button>
        )}
        {model.can('dtmf') && (
          <button type="button" aria-expanded={panel === 'keypad'} onClick={() => toggle('keypad')}>
            <FormattedMessage id="voice.numberPad" />
          </button>
        )}
        {controls.addParticipant && model.can('addParticipant') && (
          <button type="button" aria-expanded={panel === 'quick-connects'} onClick={() => toggle('quick-connects')}>
            <FormattedMessage id="voice.quickConnects" />
          </button>
        )}
        {model.can('screenSharing') && (
          <button type="button" onClick={() => act(model.intents.startScreenSharing(contactId))}>
            <FormattedMessage id="voice.startScreenSharing" />
          </button>
        )}
        {model.can('notifyIssue') && canReportCallIssue(contact.type, status) && (
          <button type="button" onClick={() => (setReported(false), setReporting(true))}>
            <FormattedMessage id="voice.issue.open" />
          </button>
        )}
        {model.can('endContact') && (
          <button type="button" className="danger" disabled={!armed} onClick={() => act(model.intents.end(contactId))}>
            <FormattedMessage id={multiparty ? 'voice.leave' : 'voice.end'} />
          </button>
        )}
      </div>
      {reported && (
        <p role="status">
          <FormattedMessage id="voice.issue.reported" />
        </p>
      )}
      {reporting && <ReportIssueDialog contactId={contactId} onClose={(done) => (setReporting(false), setReported(done))} />}
      {panel === 'keypad' && <NumberPad mode={{ kind: 'dtmf', contactId }} onClose={() => setPanel('none')} />}
      {panel === 'quick-connects' && <QuickConnectsPanel mode={{ kind: 'add', contactId }} onClose={() => setPanel('none')} />}
    </>
  );
}
