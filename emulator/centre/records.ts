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
