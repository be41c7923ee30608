import type { QueueDef } from './directory.ts';

/** The in-memory records of contacts and their connections, kept in the vocabulary of the CTI snapshot. */

export type ContactType = 'voice' | 'queue_callback' | 'chat' | 'task' | 'email';
export type ContactStateType = 'incoming' | 'pending' | 'connecting' | 'connected' | 'missed' | 'error' | 'ended' | 'rejected' | 'paused';
export type ConnectionType = 'agent' | 'inbound' | 'outbound' | 'monitoring';
export type ConnectionStateType = 'init' | 'connecting' | 'connected' | 'hold' | 'disconnected' | 'silent_monitor' | 'barge';
export type InitiationMethod = 'inbound' | 'outbound' | 'transfer' | 'callback' | 'queue_transfer' | 'api' | 'campaign_preview' | 'monitor' | 'disconnect' | 'agent_reply';

/** Who a connection stands for, which the snapshot does not say directly. */
export type PartyRole = 'agent' | 'customer' | 'third_party';

export interface Endpoint {
  type: 'agent' | 'queue' | 'phone_number';
  phoneNumber: string | null;
  name: string | null;
  endpointARN: string | null;
  agentLogin: string | null;
  queue: string | null;
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
  quickConnectName: string | null;
  /** Digits sent on this connection, for tests and the simulator to read. */
  digits: string;
  /** A chat connection's media info, in the snapshot's shape (emulator/chat fills it). */
  chatMediaInfo?: { chatAutoAccept: boolean; connectionData: string; customerName: string | null } | null;
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
  issues: { reason: string; at: number }[];
  /** Campaign preview: how long the agent may review before the panel dials, and whether they may discard. */
  preview?: { autoDialTimeoutSeconds: number; canDiscard: boolean };
  /** Call recording as the public API controls it (Start/Suspend/Resume/StopContactRecording). */
  recording?: 'recording' | 'suspended' | 'stopped';
  /** Snapshot `segmentAttributes` (the model keeps only `ValueString`), e.g. connect:Subtype for chats. */
  segmentAttributes?: Record<string, { ValueString: string }>;
  /** Snapshot `contactFeatures` the channel turns on (chat: attachments, markdown). */
  contactFeatures?: { attachmentsEnabled?: boolean; messagingMarkdownEnabled?: boolean };
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
