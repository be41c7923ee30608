import { supervisedAgentControls } from '../../rules/supervision';
import { agentConnection, canSwap, isBelowConnectionCap } from '../../domain/connections';
import { isActiveStatus, isAfterContactWork, isMissedOrRejected, type ContactStatus } from '../../domain/contact-status';
import type { Contact } from '../../domain/contact';

/** The action bar's shape by status (§4 Action bar by state). */
export type ActionBar =
  | { kind: 'incoming'; acceptReject: boolean }
  | { kind: 'active'; pauseResume: boolean }
  | { kind: 'wrap-up'; createTask: boolean }
  | { kind: 'none' };

export function actionBar(contact: Contact, status: ContactStatus): ActionBar {
  // Incoming shows Accept and Reject, or nothing when auto-accept is on.
  if (status === 'incoming') return { kind: 'incoming', acceptReject: !contact.isAutoAcceptEnabled };
  if (isActiveStatus(status)) return { kind: 'active', pauseResume: contact.type === 'task' || contact.type === 'email' };
  // After-work or missed: a close/next button, and Create task except when missed.
  if (isAfterContactWork(status) || status === 'error' || isMissedOrRejected(status) || status.startsWith('failed')) {
    return { kind: 'wrap-up', createTask: !isMissedOrRejected(status) };
  }
  return { kind: 'none' };
}

/** The end and next-contact buttons ignore clicks for 500 ms after they appear. */
export const ACTION_BUTTON_ARM_MS = 500;

/** Voice controls a view may show, before capability checks (views also ask model.can(...)). */
export interface VoiceControls {
  mute: boolean;
  swap: boolean;
  addParticipant: boolean;
  /** The more menu, conference and hold are disabled while a manager supervises the agent. */
  moreMenuEnabled: boolean;
  holdEnabled: boolean;
  conferenceEnabled: boolean;
  /** Quick connects (transfer, add participant) are disabled while a manager supervises the agent. */
  quickConnectsEnabled: boolean;
  recordingToggle: boolean;
}

export function voiceControls(
  contact: Contact,
  status: ContactStatus,
  agent: { softphoneEnabled: boolean; canRecord: boolean; canDialOutbound: boolean },
): VoiceControls {
  const supervised = supervisedAgentControls(contact.supervision.isAgentUnderSupervision);
  const connected = isActiveStatus(status) && status !== 'connecting';
  return {
    // Mute appears only if softphone is enabled or the contact is multiparty.
    mute: agent.softphoneEnabled || contact.isMultiparty,
    swap: canSwap(contact),
    // Quick connects need the outboundCall permission (§6), and the agent's own leg up: while it is still
    // connecting, adding a party fails.
    addParticipant: agent.canDialOutbound && isBelowConnectionCap(contact) && isOwnLegUp(contact),
    quickConnectsEnabled: supervised.quickConnects,
    moreMenuEnabled: supervised.moreMenu,
    holdEnabled: supervised.hold,
    conferenceEnabled: supervised.conference,
    // Recording: permitted, enabled for the contact, connected, and not a conference.
    recordingToggle: agent.canRecord && contact.recording.enabled && connected && status !== 'joined',
  };
}

/** The agent's own connection is connected or on hold (not still connecting). */
export function isOwnLegUp(contact: Contact): boolean {
  const own = agentConnection(contact)?.state;
  return own === 'connected' || own === 'hold';
}
