import { type InstanceIds, seedId } from './ids.ts';

/** The configuration of the contact centre: who the agents are and what they may do. */

export type AgentStateType = 'routable' | 'not_routable' | 'offline';
export interface AgentStateDef {
  agentStateARN: string;
  name: string;
  type: AgentStateType;
}

export interface QueueDef {
  queueARN: string;
  queueId: string;
  name: string | null;
}

export type EndpointType = 'agent' | 'queue' | 'phone_number';
export interface QuickConnect {
  endpointARN: string;
  endpointId: string;
  type: EndpointType;
  name: string;
  phoneNumber: string | null;
  agentLogin: string | null;
  queue: string | null;
}

export type Channel = 'VOICE' | 'CHAT' | 'TASK' | 'EMAIL';

export interface AgentProfile {
  username: string;
  name: string;
  agentId: string;
  /** false for a user with no CCP access (a supervisor-only or admin user): every CTI call is denied. */
  isAgent: boolean;
  permissions: string[];
  routingProfileName: string;
  channelConcurrency: Partial<Record<Channel, number>>;
  queueNames: string[];
  defaultOutboundQueueName: string;
  stateNames: string[];
  dialableCountries: string[];
  softphoneEnabled: boolean;
  softphoneAutoAccept: boolean;
  extension: string;
  language: string;
}

export interface Directory {
  ids: InstanceIds;
  states: AgentStateDef[];
  queues: QueueDef[];
  quickConnects: QuickConnect[];
  agents: AgentProfile[];
}

/** Routing-profile permissions a typical Amazon Connect agent security profile grants. */
export const AGENT_PERMISSIONS = ['outboundCall', 'voiceId', 'outboundEmail', 'createTask', 'contactRecording'];

export function defaultDirectory(ids: InstanceIds): Directory {
  const arn = (kind: string, name: string) => `${ids.instanceArn}/${kind}/${seedId(`${kind}:${name}`)}`;
  const state = (name: string, type: AgentStateType): AgentStateDef => ({ agentStateARN: arn('agent-state', name), name, type });
  const queue = (name: string): QueueDef => {
    const queueARN = arn('queue', name);
    return { queueARN, queueId: queueARN.split('/').pop()!, name };
  };
  const qc = (name: string, type: EndpointType, extra: Partial<QuickConnect>): QuickConnect => {
    const endpointARN = arn('transfer-destination', name);
    return { endpointARN, endpointId: endpointARN.split('/').pop()!, type, name, phoneNumber: null, agentLogin: null, queue: null, ...extra };
  };
  const queues = ['BasicQueue', 'Sales', 'Billing', 'Support'].map(queue);
  const agentBase = {
    isAgent: true,
    permissions: [...AGENT_PERMISSIONS],
    routingProfileName: 'Basic Routing Profile',
    channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 } as AgentProfile['channelConcurrency'],
    queueNames: ['BasicQueue', 'Sales', 'Billing', 'Support'],
    defaultOutboundQueueName: 'BasicQueue',
    stateNames: ['Available', 'Break', 'Lunch', 'Training', 'Offline'],
    dialableCountries: ['us', 'ca', 'gb', 'de', 'fr', 'es', 'it', 'jp', 'kr', 'br', 'cn', 'tw', 'id', 'au', 'in', 'mx'],
    // An agent's panel is first of all a phone: softphone unless the agent picks a desk phone in Settings.
    softphoneEnabled: true,
    softphoneAutoAccept: false,
    extension: '+12065550100',
    language: 'en_US',
  };
  return {
    ids,
    states: [
      state('Available', 'routable'),
      state('Break', 'not_routable'),
      state('Lunch', 'not_routable'),
      state('Training', 'not_routable'),
      state('Offline', 'offline'),
    ],
    queues,
    quickConnects: [
      qc('Sales queue', 'queue', { queue: queues[1]!.queueARN }),
      qc('Billing queue', 'queue', { queue: queues[2]!.queueARN }),
      qc('Jordan Lee', 'agent', { agentLogin: 'jordan' }),
      qc('Front desk', 'phone_number', { phoneNumber: '+12065550142' }),
      qc('Escalations (UK)', 'phone_number', { phoneNumber: '+442079460958' }),
    ],
    agents: [
      { ...agentBase, username: 'agent', name: 'Alex Rivera', agentId: seedId('agent:agent') },
      { ...agentBase, username: 'jordan', name: 'Jordan Lee', agentId: seedId('agent:jordan') },
      // A supervisor: an agent whose security profile also allows monitoring and barging in on other agents' contacts.
      { ...agentBase, username: 'supervisor', name: 'Casey Morgan', agentId: seedId('agent:supervisor'), permissions: [...AGENT_PERMISSIONS, 'monitor', 'bargeIn'] },
      { ...agentBase, username: 'admin', name: 'Sam Admin', agentId: seedId('agent:admin'), isAgent: false, permissions: [] },
    ],
  };
}
