import type { QueueDef } from './directory.ts';

/** The in-memory records of contacts and their connections, kept in the vocabulary of the CTI snapshot. */

export type ContactType = 'voice' | 'queue_callback' | 'chat' | 'task' | 'email';
export type ContactStateType = 'incoming' | 'pending' | 'connecting' | 'connected' | 'missed' | 'error' | 'ended' | 'rejected' | 'paused';
export type ConnectionType = 'agent' | 'inbound' | 'outbound' | 'monitoring';
export type ConnectionStateType = 'init' | 'connecting' | 'connected' | 'hold' | 'disconnected' | 'silent_monitor' | 'barge';
export type InitiationMethod = 'inbound' | 'outbound' | 'transfer' | 'callback' | 'queue_transfer' | 'api' | 'campaign_preview' | 'monitor' | 'disconnect' | 'agent_reply';

/** Who a connection stands for, which the snapshot does not say directly. */
export type PartyRole = 'agent' | 'customer' | 'third_party' | 'supervisor';

export interface Endpoint {
  type: 'agent' | 'queue' | 'phone_number' | 'email';
  phoneNumber: string | null;
  name: string | null;
  endpointARN: string | null;
  agentLogin: string | null;
  queue: string | null;
  /** Email endpoints (customer and system) carry the address; the CTI model's Se shape has it. */
  emailAddress?: string | null;
}

export interface Timed<T> {
  type: T;
  /** epoch ms */
  timestamp: number;
}

export interface ConnectionRecord {
  connectionId: string;
  type: ConnectionType;
  role: PartyRole;
  initial: boolean;
  endpoint: Endpoint;
  state: Timed<ConnectionStateType>;
  mute: boolean;
  /** Muted by a supervisor: the agent cannot unmute themselves. */
  forcedMute?: boolean;
  quickConnectName: string | null;
  /** Digits sent on this connection, for tests and the simulator to read. */
  digits: string;
  /** Video and in-app calls: what this leg may do with video and screen sharing (the snapshot's `capabilities`). */
  capabilities?: { Video?: 'SEND' | 'RECEIVE'; ScreenShare?: 'SEND' } | null;
  /** A softphone agent's media info, in the snapshot's shape (set when the call starts, emulator/media answers it). */
  softphoneMediaInfo?: SoftphoneMediaInfo | null;
  /** A chat connection's media info, in the snapshot's shape (emulator/chat fills it). */
  chatMediaInfo?: { chatAutoAccept: boolean; connectionData: string; customerName: string | null } | null;
}

/** One direction of a softphone call as the client reports it (`audio_input`: what the agent receives). */
export interface SoftphoneStreamStatistics {
  softphoneStreamType: string;
  packetCount: number;
  packetsLost: number;
  audioLevel: number;
  jitterBufferMillis: number;
  roundTripTimeMillis: number;
}

/** What the softphone client needs to set up the call's media; callConfigJson names the ICE servers. */
export interface SoftphoneMediaInfo {
  callType: 'audio_only';
  autoAccept: boolean;
  mediaLegContextToken: string;
  callContextToken: string;
  callConfigJson: string;
}

export interface ContactRecord {
  contactId: string;
  initialContactId: string;
  relatedContactId: string | null;
  type: ContactType;
  initiationMethod: InitiationMethod;
  state: Timed<ContactStateType>;
  queue: QueueDef;
  queueTimestamp: number;
  attributes: Record<string, string>;
  customerEndpoint: Endpoint;
  connections: ConnectionRecord[];
  /** The agent the contact is routed to. */
  agent: string;
  createdAt: number;
  issues: { reason: string; description?: string; at: number }[];
  /** Campaign preview: how long the agent may review before the panel dials, and whether they may discard. */
  preview?: { autoDialTimeoutSeconds: number; canDiscard: boolean };
  /** Call recording as the public API controls it (Start/Suspend/Resume/StopContactRecording). */
  recording?: 'recording' | 'suspended' | 'stopped';
  /**
   * Snapshot `segmentAttributes`, e.g. connect:Subtype for chats; connect:CustomerAuthentication carries a ValueMap,
   * which only a worker whose model knows it keeps (see emulator/ccp/worker-model.ts).
   */
  segmentAttributes?: Record<string, { ValueString?: string; ValueMap?: Record<string, { ValueString: string }> }>;
  /** The softphone's latest call-quality figures (SendSoftphoneCallMetrics, then the end-of-call report). */
  softphoneStatistics?: SoftphoneStreamStatistics[];
  /** Snapshot `contactFeatures` the channel turns on (chat: attachments, markdown). */
  contactFeatures?: { attachmentsEnabled?: boolean; messagingMarkdownEnabled?: boolean; multiPartyConferenceEnabled?: boolean };
  /** Email: the thread's id (getEmailThread), the address the email came in on, and its recipients. */
  contactAssociationId?: string;
  connectSystemEndpoint?: Endpoint;
  emailRecipients?: EmailRecipients;
  /** Task: the snapshot's name, description, references and channelContext (template and schedule). */
  task?: TaskFields;
}

/** An in-app or web call with video (subtype connect:WebRTC). */
export const isVideoCall = (c: ContactRecord): boolean => c.segmentAttributes?.['connect:Subtype']?.ValueString === 'connect:WebRTC';

export interface TaskFields {
  name: string;
  description: string | null;
  references: Record<string, { type: string; value: string }>;
  channelContext: { scheduledTime?: number; taskTemplateId?: string; taskTemplateVersion?: number } | null;
}

export interface EmailRecipient {
  address: string;
  displayName: string | null;
}

export interface EmailRecipients {
  toList: EmailRecipient[];
  ccList: EmailRecipient[];
  fromRecipient: EmailRecipient | null;
}

export const phoneEndpoint = (phoneNumber: string, name: string | null = null): Endpoint => ({
  type: 'phone_number',
  phoneNumber,
  name,
  endpointARN: null,
  agentLogin: null,
  queue: null,
});

export const agentEndpoint = (): Endpoint => ({ type: 'agent', phoneNumber: null, name: null, endpointARN: null, agentLogin: null, queue: null });

export const isLive = (k: ConnectionRecord) => k.state.type !== 'disconnected' && k.state.type !== 'init';

/** Still offered to the agent (both connecting) but the customer has left: streams reads it as no longer available. */
export function isAbandonedOffer(c: ContactRecord): boolean {
  const agent = c.connections.find((k) => k.role === 'agent');
  const customer = c.connections.find((k) => k.role === 'customer' && k.initial);
  // Disconnected, not merely not yet dialled: a queued callback's customer waits in init until the agent accepts.
  return c.state.type === 'connecting' && agent?.state.type === 'connecting' && customer?.state.type === 'disconnected';
}
