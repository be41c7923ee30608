import { useRef, useState } from 'react';
import { offersScreenSharing } from '../../rules/screen-sharing';
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
import { useFocusRescue } from '../common/use-focus-rescue';
import { Button, ControlButton, ControlGrid } from '../common/Button';
import { MoreMenu, type MenuItem } from '../common/Menu';
import './voice.css';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStartWork } from '../app/use-start-work';
import { canReportCallIssue } from '../../rules/call-issues';
import { PartyList } from './PartyList';
import { RecordingControl } from './RecordingControl';
import { ReportIssueDialog } from './ReportIssueDialog';
import { CallQualityIndicator } from './CallQualityIndicator';
import { NumberPad, QuickConnectsPanel } from './lazy-dial-views';
import { SupervisedBanners } from '../supervision/SupervisedBanners';
import { VideoPanel } from '../video/VideoPanel';

/** keypad sends digits into the call; add-keypad dials a number to add to it (from Quick connects' Number pad). */
type Panel = 'none' | 'keypad' | 'quick-connects' | 'add-keypad';

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
  const canDialOutbound = useValue(model.agent.canDialOutbound);
  const controls = voiceControls(contact, status, { softphoneEnabled: !!configuration?.softphoneEnabled, canRecord, canDialOutbound });
  const others = activeConnections(contact);
  const multiparty = others.length >= 2;
  const customer = initialConnection(contact);
  const me = agentConnection(contact);
  const isVideoCall = useValue(model.video.ids).has(contactId);
  const toggle = (p: Panel) => setPanel((current) => (current === p ? 'none' : p));
  // A removed party's card takes its focused button with it: focus goes to the first call control, not the body.
  const region = useRef<HTMLDivElement>(null);
  useFocusRescue(region, (el) => el.querySelector<HTMLElement>('.control-grid button:not(:disabled)'));

  const work = useStartWork();
  // The rarer actions (More): screen sharing, a call-quality report, and work related to this call (a task, the
  // Create task form taking the controls' place; an email, on the Email tab).
  const moreItems: MenuItem[] = [];
  if (model.can('screenSharing') && offersScreenSharing(contact)) {
    moreItems.push({ id: 'screen-sharing', icon: 'multiscreen', label: intl.formatMessage({ id: 'voice.startScreenSharing' }), onSelect: () => act(model.intents.startScreenSharing(contactId)) });
  }
  if (model.can('notifyIssue') && canReportCallIssue(contact.type, status)) {
    moreItems.push({ id: 'report-issue', icon: 'flag', label: intl.formatMessage({ id: 'voice.issue.open' }), onSelect: () => (setReported(false), setReporting(true)) });
  }
  if (work.mayCreateTask) {
    moreItems.push({ id: 'create-task', icon: 'ticket', label: intl.formatMessage({ id: 'task.create.open' }), onSelect: () => model.taskCreate.open(contactId) });
  }
  if (work.mayCreateEmail) {
    moreItems.push({ id: 'new-email', icon: 'envelope', label: intl.formatMessage({ id: 'email.new' }), disabled: work.creatingEmail, onSelect: () => void work.newEmail(contactId) });
  }

  return (
    <div ref={region} className="active-call">
      <SupervisedBanners contact={contact} channel="call" />
      {multiparty && <PartyList contact={contact} />}
      <RecordingControl contact={contact} canToggle={controls.recordingToggle} />
      {isVideoCall && <VideoPanel contactId={contactId} />}
      <ControlGrid label={intl.formatMessage({ id: 'voice.callControls' })}>
        {!multiparty && customer &&
          (isHeld(customer) ? (
            <ControlButton icon="play" onClick={() => act(model.intents.resumeConnection(contactId, customer.connectionId))}>
              <FormattedMessage id="voice.resume" />
            </ControlButton>
          ) : (
            <ControlButton icon="pause" disabled={!controls.holdEnabled || customer.state !== 'connected'} onClick={() => act(model.intents.holdConnection(contactId, customer.connectionId))}>
              <FormattedMessage id="voice.hold" />
            </ControlButton>
          ))}
        {multiparty && controls.swap && model.can('swap') && (
          <ControlButton icon="swap" onClick={() => act(model.intents.swap(contactId))}>
            <FormattedMessage id="voice.swap" />
          </ControlButton>
        )}
        {multiparty && model.can('conference') && canResumeAll(contact) && (
          <ControlButton icon="group" disabled={!controls.conferenceEnabled} onClick={() => act(model.intents.resumeAll(contactId))}>
            <FormattedMessage id="voice.join" />
          </ControlButton>
        )}
        {multiparty && others.some((c) => c.state === 'connected' && !isHeld(c)) && (
          <ControlButton icon="pause" disabled={!controls.holdEnabled} onClick={() => act(model.intents.holdAll(contactId))}>
            <FormattedMessage id="voice.holdAll" />
          </ControlButton>
        )}
        {controls.mute && model.can('mute') && me && (
          <ControlButton icon={me.isMute ? 'microphone-off' : 'microphone'} aria-pressed={me.isMute} disabled={contact.supervision.isForcedMute} onClick={() => act(me.isMute ? model.intents.unmute(contactId) : model.intents.mute(contactId))}>
            <FormattedMessage id="voice.mute" />
          </ControlButton>
        )}
        {model.can('dtmf') && (
          <ControlButton icon="keyboard" aria-expanded={panel === 'keypad'} onClick={() => toggle('keypad')}>
            <FormattedMessage id="voice.numberPad" />
          </ControlButton>
        )}
        {controls.addParticipant && model.can('addParticipant') && (
          <ControlButton icon="share" aria-expanded={panel === 'quick-connects'} disabled={!controls.quickConnectsEnabled} onClick={() => toggle('quick-connects')}>
            <FormattedMessage id="voice.quickConnects" />
          </ControlButton>
        )}
        <MoreMenu control items={moreItems} disabled={!controls.moreMenuEnabled} />
      </ControlGrid>
      {/* The toggle's name stays 'Mute' (pressed or not); the state is also said in words, on screen. */}
      {controls.mute && model.can('mute') && me?.isMute && (
        <p role="status" className="muted-note">
          <FormattedMessage id="voice.youAreMuted" />
        </p>
      )}
      <CallQualityIndicator contactId={contactId} />
      {panel === 'keypad' && <NumberPad mode={{ kind: 'dtmf', contactId }} onClose={() => setPanel('none')} />}
      {panel === 'quick-connects' && <QuickConnectsPanel mode={{ kind: 'add', contactId }} onClose={() => setPanel('none')} onNumberPad={() => setPanel('add-keypad')} />}
      {panel === 'add-keypad' && <NumberPad mode={{ kind: 'add', contactId }} onClose={() => setPanel('none')} />}
      {model.can('endContact') && (
        <Button variant="danger" icon="call-end" className="end-call" disabled={!armed} onClick={() => act(model.intents.end(contactId))}>
          <FormattedMessage id={multiparty ? 'voice.leave' : 'voice.end'} />
        </Button>
      )}
      {reported && (
        <p role="status">
          <FormattedMessage id="voice.issue.reported" />
        </p>
      )}
      {reporting && <ReportIssueDialog contactId={contactId} onClose={(done) => (setReporting(false), setReported(done))} />}
    </div>
  );
}
