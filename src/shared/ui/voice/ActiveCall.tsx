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
import { microphoneIcon } from '../common/icons';
import { Button, ControlButton, ControlGrid } from '../common/Button';
import { MoreMenu, type MenuItem } from '../common/Menu';
import type { ContactActionItem } from '../common/ContactActionBar';
import { actionBarLayout } from '../../rules/action-bar-layout';
import './voice.css';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { useStartWork } from '../app/use-start-work';
import { canReportCallIssue } from '../../rules/call-issues';
import { PartyList } from './PartyList';
import { RecordingControl } from './RecordingControl';
import { CallTranscript } from './CallTranscript';
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
  // Everything the call offers now, each once; the layout rule (rules/action-bar-layout) puts the call controls in
  // the grid and the rarer work under More: screen sharing, a call-quality report, and work related to this call
  // (a task, the Create task form taking the controls' place; an email, on the Email tab).
  const actions: (ContactActionItem & { pressed?: boolean })[] = [];
  if (!multiparty && customer) {
    actions.push(
      isHeld(customer)
        ? { id: 'resume-call', icon: 'resume', label: intl.formatMessage({ id: 'voice.resume' }), onSelect: () => act(model.intents.resumeConnection(contactId, customer.connectionId)) }
        : { id: 'hold', icon: 'pause', label: intl.formatMessage({ id: 'voice.hold' }), disabled: !controls.holdEnabled || customer.state !== 'connected', onSelect: () => act(model.intents.holdConnection(contactId, customer.connectionId)) },
    );
  }
  if (multiparty && controls.swap && model.can('swap')) actions.push({ id: 'swap', icon: 'swap', label: intl.formatMessage({ id: 'voice.swap' }), onSelect: () => act(model.intents.swap(contactId)) });
  if (multiparty && model.can('conference') && canResumeAll(contact)) actions.push({ id: 'join', icon: 'join', label: intl.formatMessage({ id: 'voice.join' }), disabled: !controls.conferenceEnabled, onSelect: () => act(model.intents.resumeAll(contactId)) });
  if (multiparty && others.some((c) => c.state === 'connected' && !isHeld(c))) actions.push({ id: 'hold-all', icon: 'pause', label: intl.formatMessage({ id: 'voice.holdAll' }), disabled: !controls.holdEnabled, onSelect: () => act(model.intents.holdAll(contactId)) });
  if (controls.mute && model.can('mute') && me) {
    actions.push({ id: 'mute', icon: microphoneIcon(me.isMute), label: intl.formatMessage({ id: 'voice.mute' }), pressed: me.isMute, disabled: contact.supervision.isForcedMute, onSelect: () => act(me.isMute ? model.intents.unmute(contactId) : model.intents.mute(contactId)) });
  }
  if (model.can('dtmf')) actions.push({ id: 'number-pad', icon: 'numberPad', label: intl.formatMessage({ id: 'voice.numberPad' }), expanded: panel === 'keypad', onSelect: () => toggle('keypad') });
  if (controls.addParticipant && model.can('addParticipant')) actions.push({ id: 'quick-connects', icon: 'quickConnects', label: intl.formatMessage({ id: 'voice.quickConnects' }), expanded: panel === 'quick-connects', disabled: !controls.quickConnectsEnabled, onSelect: () => toggle('quick-connects') });
  if (model.can('screenSharing') && offersScreenSharing(contact)) {
    actions.push({ id: 'screen-sharing', icon: 'screenSharing', label: intl.formatMessage({ id: 'voice.startScreenSharing' }), onSelect: () => act(model.intents.startScreenSharing(contactId)) });
  }
  if (model.can('notifyIssue') && canReportCallIssue(contact.type, status)) {
    actions.push({ id: 'report-issue', icon: 'reportIssue', label: intl.formatMessage({ id: 'voice.issue.open' }), onSelect: () => (setReported(false), setReporting(true)) });
  }
  if (work.mayCreateTask) actions.push({ id: 'create-task', icon: 'task', label: intl.formatMessage({ id: 'task.create.open' }), onSelect: () => model.taskCreate.open(contactId) });
  if (work.mayCreateEmail) actions.push({ id: 'new-email', icon: 'email', label: intl.formatMessage({ id: 'email.new' }), disabled: work.creatingEmail, onSelect: () => void work.newEmail(contactId) });
  const layout = actionBarLayout(
    'voice',
    actions.map((a) => a.id),
  );
  // The grid keeps the order the controls were offered in (Hold, Mute, Number pad, Quick connects).
  const cells = actions.filter((a) => layout.primary.includes(a.id));
  const moreItems: MenuItem[] = actions
    .filter((a) => layout.more.includes(a.id))
    .map((a) => ({ id: a.id, label: a.label, ...(a.icon ? { icon: a.icon } : {}), disabled: !!a.disabled, onSelect: a.onSelect }));

  return (
    <div ref={region} className="active-call">
      <SupervisedBanners contact={contact} channel="call" />
      {multiparty && <PartyList contact={contact} />}
      <RecordingControl contact={contact} canToggle={controls.recordingToggle} />
      {isVideoCall && <VideoPanel contactId={contactId} />}
      <ControlGrid label={intl.formatMessage({ id: 'voice.callControls' })}>
        {cells.map((a) => (
          // Hold and Resume are one cell: the focused button stays the same element when it flips.
          <ControlButton key={a.id === 'resume-call' ? 'hold' : a.id} icon={a.icon!} aria-pressed={a.pressed} aria-expanded={a.expanded} disabled={a.disabled} onClick={a.onSelect}>
            {a.label}
          </ControlButton>
        ))}
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
        <Button variant="danger" icon="endCall" className="end-call" disabled={!armed} onClick={() => act(model.intents.end(contactId))}>
          <FormattedMessage id={multiparty ? 'voice.leave' : 'voice.end'} />
        </Button>
      )}
      {reported && (
        <p role="status">
          <FormattedMessage id="voice.issue.reported" />
        </p>
      )}
      <CallTranscript contactId={contactId} />
      {reporting && <ReportIssueDialog contactId={contactId} onClose={(done) => (setReporting(false), setReported(done))} />}
    </div>
  );
}
