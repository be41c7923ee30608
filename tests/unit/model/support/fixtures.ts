import type { AgentConfiguration, AgentStateDefinition } from '../../../../src/shared/domain/agent';
import { makeContact, type Connection, type Contact } from '../../../../src/shared/domain/contact';

export function conn(partial: Partial<Connection> & Pick<Connection, 'connectionId' | 'type' | 'state'>): Connection {
  return {
    isInitialConnection: false,
    isOnHold: partial.state === 'hold',
    isMute: false,
    isBarge: false,
    endpoint: { type: 'phone_number', phoneNumber: '+15550100' },
    ...partial,
  };
}

export const agentConn = (state: Connection['state'], extra: Partial<Connection> = {}): Connection =>
  conn({ connectionId: 'agent', type: 'agent', state, ...extra });

export const customerConn = (state: Connection['state'], extra: Partial<Connection> = {}): Connection =>
  conn({ connectionId: 'customer', type: 'inbound', state, isInitialConnection: true, ...extra });

export const thirdPartyConn = (id: string, state: Connection['state'], extra: Partial<Connection> = {}): Connection =>
  conn({ connectionId: id, type: 'outbound', state, ...extra });

/** A voice call in the given state with an agent and a customer connection. */
export function voiceCall(id: string, partial: Partial<Contact> = {}): Contact {
  return makeContact({
    contactId: id,
    type: 'voice',
    state: 'connected',
    isSoftphone: true,
    connections: [agentConn('connected'), customerConn('connected')],
    ...partial,
  });
}

export function chat(id: string, partial: Partial<Contact> = {}): Contact {
  return makeContact({
    contactId: id,
    type: 'chat',
    state: 'connected',
    connections: [agentConn('connected'), customerConn('connected')],
    ...partial,
  });
}

export const STATES: AgentStateDefinition[] = [
  { name: 'Available', agentStateARN: 'arn:available', type: 'routable' },
  { name: 'Lunch', agentStateARN: 'arn:lunch', type: 'not_routable' },
  { name: 'Offline', agentStateARN: 'arn:offline', type: 'offline' },
];

export function configuration(partial: Partial<AgentConfiguration> = {}): AgentConfiguration {
  return {
    name: 'Ada Agent',
    username: 'ada',
    extension: '',
    softphoneEnabled: true,
    locale: 'en_US',
    audioAlertEnabled: false,
    voiceEnhancementMode: null,
    routingProfile: {
      routingProfileId: 'arn:rp',
      name: 'Basic',
      defaultOutboundQueueARN: 'arn:queue:out',
      queueARNs: ['arn:queue:1'],
      channelConcurrency: { voice: 1, chat: 2, task: 1 },
    },
    permissions: ['outboundCall'],
    dialableCountries: ['us'],
    ...partial,
  };
}
