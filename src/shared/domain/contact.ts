import type { EmailContactInfo } from './email';
import type { TaskContactInfo } from './task';
import type { ContactState } from './contact-state';

/** Plain contact and connection data, as adapters push it (one snapshot per contact). */

export type ContactType = 'voice' | 'queue_callback' | 'chat' | 'task' | 'email';

export type { ContactState } from './contact-state';

export type ConnectionType = 'agent' | 'inbound' | 'outbound' | 'monitoring';

export type ConnectionState =
  | 'init'
  | 'connecting'
  | 'connected'
  | 'hold'
  | 'disconnected'
  | 'rejected'
  | 'silent_monitor'
  | 'barge';

export type EndpointType = 'phone_number' | 'agent' | 'queue' | 'email' | 'other';

export interface Endpoint {
  type: EndpointType;
  displayName?: string;
  name?: string;
  phoneNumber?: string;
}

export interface Connection {
  connectionId: string;
  type: ConnectionType;
  state: ConnectionState;
  /** Epoch ms the state started. */
  stateTimestamp?: number;
  isInitialConnection: boolean;
  isOnHold: boolean;
  isMute: boolean;
  isBarge: boolean;
  participantNumber?: number;
  quickConnectName?: string;
  endpoint: Endpoint;
}

export type MonitorMode = 'silent_monitor' | 'barge';

export interface Supervision {
  /** Set when this agent is the supervisor on this contact. */
  mode: MonitorMode | null;
  /** Monitoring and barge must each be enabled for the contact. */
  monitorEnabled: boolean;
  bargeEnabled: boolean;
  /** Set when a manager supervises this agent on this contact. */
  isAgentUnderSupervision: boolean;
  isForcedMute: boolean;
  /** Another manager has barged in (barge is then disabled). */
  otherManagerBarged: boolean;
  /** The name of the agent being monitored, for 'Monitoring {agent}'. */
  monitoredAgentName?: string;
}

export type RecordingStatus = 'recording' | 'suspended' | 'stopped';

export interface ParticipantInfo {
  customerName?: string;
  /** Email: the customer description (contact name). */
  description?: string;
  agentName?: string;
  joinTimeStamp?: number;
}

export interface ContactTimestamps {
  connecting?: number;
  connected?: number;
  acceptAttempt?: number;
  acceptComplete?: number;
  missed?: number;
  end?: number;
}

export interface Contact {
  contactId: string;
  type: ContactType;
  /** e.g. connect:SMS, connect:WhatsApp, connect:Apple, connect:Chat, connect:WebRTC. */
  subtype?: string;
  state: ContactState;
  /** Epoch ms the current state started; status duration counts from here. */
  stateTimestamp: number;
  /** e.g. inbound, outbound, agent_reply, campaign_preview, monitor. */
  initiationMethod?: string;
  isInbound: boolean;
  isCampaignPreview: boolean;
  isAutoAcceptEnabled: boolean;
  /** Voice delivered through the softphone (WebRTC), not a desk phone. */
  isSoftphone: boolean;
  isMultiparty: boolean;
  isCustomerFirstCallback: boolean;
  hasVideoRTCCapabilities: boolean;
  /** The agent's leg may share a screen (streams' canAgentSendScreenShare); absent where the host does not say. */
  canAgentSendScreenShare?: boolean;
  isAuthenticated: boolean;
  /** Task name, for task rows. */
  name?: string;
  /** The queue the contact came through, where the host names it (the plugin's SDK does). */
  queueName?: string;
  /** Contact attributes, where the host reads them (the plugin shows them for chats it cannot converse in). */
  attributes?: Readonly<Record<string, string>>;
  description?: string;
  participantInfo: ParticipantInfo;
  /** Related contact (e.g. the inbound email an agent reply belongs to). */
  originalContactId?: string;
  /** Email: the agent-reply contact of this inbound email. */
  replyContactId?: string;
  /** Email: subject, addresses and the reply, from the snapshot. */
  email?: EmailContactInfo;
  /** Task: its references, from the snapshot. */
  task?: TaskContactInfo;
  unreadCount: number;
  recording: { enabled: boolean; status: RecordingStatus | null };
  supervision: Supervision;
  connections: Connection[];
  timestamps: ContactTimestamps;
}

/** Panel-owned flags that a library snapshot must not wipe. */
export interface ContactProgress {
  acceptInProgress: boolean;
  acceptSuccess: boolean;
  rejectInProgress: boolean;
  endInProgress: boolean;
  clearInProgress: boolean;
  pauseResumeInProgress: boolean;
  /** A transfer or add-participant request is on its way (chat shows 'transferring' meanwhile). */
  transferInProgress: boolean;
  /** A supervisor's switch to this mode is on its way (the panel shows connecting meanwhile). */
  monitorModeChange: MonitorMode | null;
}

export const NO_PROGRESS: ContactProgress = {
  acceptInProgress: false,
  acceptSuccess: false,
  rejectInProgress: false,
  endInProgress: false,
  clearInProgress: false,
  pauseResumeInProgress: false,
  transferInProgress: false,
  monitorModeChange: null,
};

export const MAX_CONNECTIONS = 6;

/** Builds a contact with neutral defaults; adapters and tests override what they know. */
export function makeContact(partial: Partial<Contact> & Pick<Contact, 'contactId' | 'type' | 'state'>): Contact {
  return {
    stateTimestamp: 0,
    isInbound: true,
    isCampaignPreview: false,
    isAutoAcceptEnabled: false,
    isSoftphone: false,
    isMultiparty: false,
    isCustomerFirstCallback: false,
    hasVideoRTCCapabilities: false,
    isAuthenticated: false,
    participantInfo: {},
    unreadCount: 0,
    recording: { enabled: false, status: null },
    supervision: {
      mode: null,
      monitorEnabled: false,
      bargeEnabled: false,
      isAgentUnderSupervision: false,
      isForcedMute: false,
      otherManagerBarged: false,
    },
    connections: [],
    timestamps: {},
    ...partial,
  };
}
