import type { AgentRoutingProfile, AgentState, ParticipantData, ParticipantState, QuickConnect as SdkQuickConnect } from '@amazon-connect/contact';
import type {
  AgentConfiguration,
  AgentStateDefinition,
  AgentStateType,
  AvailabilityState,
  Channel,
  Connection,
  ConnectionState,
  ConnectionType,
  Contact,
  ContactState,
  ContactType,
  EmailContactInfo,
  QuickConnect,
  Supervision,
} from '../shared/model';
import { makeContact } from '../shared/model';

/**
 * Translation from the Amazon Connect SDK's answers to the model's plain data: the same shapes the streams
 * adapter produces, so the shared views cannot tell the hosts apart. Where the SDK says less than streams (no
 * username, no softphone flag, no third-party endpoints), the neutral value is used and the view shows less.
 */

const CHANNELS: Record<string, Channel> = { VOICE: 'voice', CHAT: 'chat', TASK: 'task', EMAIL: 'email' };
const CONTACT_TYPES: readonly ContactType[] = ['voice', 'queue_callback', 'chat', 'task', 'email'];
const CONNECTION_TYPES: readonly ConnectionType[] = ['agent', 'inbound', 'outbound', 'monitoring'];
const CONNECTION_STATES: readonly ConnectionState[] = ['connecting', 'connected', 'hold', 'disconnected', 'rejected', 'silent_monitor', 'barge'];

/** Over a MessagePort a Date stays a Date; a host that relays JSON may send epoch ms or ISO text instead. */
export const time = (d: unknown): number => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : typeof d === 'string' ? Date.parse(d) || 0 : 0);

/** The SDK adds after_call_work to streams' types; the model counts it as a system state, as streams shows it. */
export function toAgentStateType(type: string): AgentStateType {
  return (['init', 'routable', 'not_routable', 'offline', 'system', 'error'] as const).find((t) => t === type) ?? 'system';
}

export function toAvailability(state: AgentState | null | undefined): AvailabilityState | null {
  if (!state) return null;
  return { name: state.name, type: toAgentStateType(state.type), agentStateARN: state.agentStateARN ?? null, startTimestamp: time(state.startTimestamp) };
}

export function toAgentStates(states: readonly AgentState[]): AgentStateDefinition[] {
  return states.map((s) => ({ name: s.name, agentStateARN: s.agentStateARN ?? null, type: toAgentStateType(s.type) }));
}

export interface AgentFacts {
  name: string;
  arn: string;
  extension: string | undefined;
  routingProfile: AgentRoutingProfile;
  outboundCallPermission: boolean;
  dialableCountries: readonly string[];
}

export function toAgentConfiguration(f: AgentFacts): AgentConfiguration {
  const concurrency: Partial<Record<Channel, number>> = {};
  for (const [k, v] of Object.entries(f.routingProfile.channelConcurrencyMap ?? {})) if (CHANNELS[k]) concurrency[CHANNELS[k]!] = v;
  return {
    name: f.name,
    // The SDK names no username; the ARN's last segment is the user's stable id.
    username: f.arn.split('/').pop() ?? f.name,
    agentARN: f.arn,
    extension: f.extension ?? '',
    // Audio, ringing and the softphone belong to the workspace, not to the app.
    softphoneEnabled: false,
    locale: null,
    audioAlertEnabled: false,
    voiceEnhancementMode: null,
    routingProfile: {
      routingProfileId: f.routingProfile.routingProfileId,
      name: f.routingProfile.name,
      defaultOutboundQueueARN: f.routingProfile.defaultOutboundQueue?.queueARN ?? null,
      queueARNs: (f.routingProfile.queues ?? []).map((q) => q.queueARN),
      channelConcurrency: concurrency,
    },
    // The model's permission names; the SDK answers the outbound-call permission directly.
    permissions: f.outboundCallPermission ? ['outboundCall'] : [],
    dialableCountries: f.dialableCountries,
  };
}

export function toQuickConnect(q: SdkQuickConnect): QuickConnect {
  return {
    endpointARN: q.endpointARN,
    // The SDK drops the endpoint id; it is the ARN's last segment.
    endpointId: q.endpointARN.split('/').pop() ?? q.endpointARN,
    name: q.name,
    type: q.type,
    ...(q.type === 'phone_number' ? { phoneNumber: q.phoneNumber } : {}),
  };
}

/** What the app knows about one participant. `name` is the quick connect the panel itself dialled, if any. */
export interface ParticipantFacts {
  data: ParticipantData;
  state: ParticipantState;
  name?: string;
}

export interface ContactFacts {
  contactId: string;
  type: string;
  state: ContactState;
  /** Epoch ms the current state started (now − getStateDuration). */
  stateTimestamp: number;
  customerPhoneNumber: string | null;
  participants: readonly ParticipantFacts[];
  /** e.g. connect:SMS for a chat (getChannelType). */
  subtype?: string;
  queueName?: string;
  attributes?: Readonly<Record<string, string>>;
  /** A chat on an instance with multi-party chat (the admin's plugin option; the SDK does not say). */
  multiPartyChat?: boolean;
  /** Email: what the email's data says (the SDK's contact client has no initiation method or subject). */
  email?: { initiationMethod: string; relatedContactId?: string; info: EmailContactInfo };
}

function toConnection(p: ParticipantFacts, index: number, customerPhoneNumber: string | null): Connection {
  const state = CONNECTION_STATES.find((s) => s === p.state.value) ?? 'init';
  const type = CONNECTION_TYPES.find((t) => t === p.data.type.value) ?? 'outbound';
  const customer = p.data.isInitial && type !== 'agent';
  return {
    connectionId: p.data.participantId,
    type,
    state,
    isInitialConnection: p.data.isInitial,
    isOnHold: state === 'hold',
    // The SDK has no mute: the workspace owns the microphone.
    isMute: false,
    isBarge: state === 'barge',
    participantNumber: index,
    ...(p.name ? { quickConnectName: p.name } : {}),
    endpoint:
      customer && customerPhoneNumber
        ? { type: 'phone_number', phoneNumber: customerPhoneNumber }
        : type === 'agent'
          ? { type: 'agent' }
          : { type: 'other', ...(p.name ? { name: p.name, displayName: p.name } : {}) },
  };
}

/**
 * Supervision as far as the SDK tells it: the agent's own participant in silent_monitor or barge means this agent
 * monitors the contact; another monitoring participant barged in means a manager supervises. The SDK names no
 * monitor capabilities and has no call to switch modes or force-mute, so those stay off (capability 'supervisor').
 */
export function toSupervision(participants: readonly ParticipantFacts[]): Supervision {
  const self = participants.find((p) => p.data.isSelf)?.state.value;
  const mode = self === 'silent_monitor' || self === 'barge' ? self : null;
  const bargedOn = participants.some((p) => !p.data.isSelf && p.data.type.value === 'monitoring' && p.state.value === 'barge');
  return {
    mode,
    monitorEnabled: false,
    bargeEnabled: false,
    isAgentUnderSupervision: mode === null && bargedOn,
    isForcedMute: false,
    otherManagerBarged: mode !== null && bargedOn,
  };
}

/**
 * The attribute a chat's customer name travels in where the SDK is all there is: the SDK names no chat participant
 * (streams has chatMediaInfo.customerName), but the backend AWS publishes for its chat widget (startChatContactAPI)
 * copies the customer's display name into this contact attribute, and flows read it from there.
 */
export const CHAT_CUSTOMER_NAME_ATTRIBUTE = 'customerName';

/** A chat's customer, named as the standalone panel names it, where its attributes say (else the queue names it). */
function chatCustomerName(f: ContactFacts): string | undefined {
  if (f.type !== 'chat') return undefined;
  const name = f.attributes?.[CHAT_CUSTOMER_NAME_ATTRIBUTE]?.trim();
  return name ? name : undefined;
}

export function toContact(f: ContactFacts): Contact {
  const connections = f.participants.map((p, i) => toConnection(p, i, f.customerPhoneNumber));
  const initial = connections.find((k) => k.isInitialConnection && k.type !== 'agent');
  return makeContact({
    contactId: f.contactId,
    type: CONTACT_TYPES.find((t) => t === f.type) ?? 'voice',
    state: f.state,
    stateTimestamp: f.stateTimestamp,
    isInbound: initial ? initial.type === 'inbound' : true,
    ...(f.subtype ? { subtype: f.subtype } : {}),
    ...(f.queueName ? { queueName: f.queueName } : {}),
    ...(f.type === 'chat' && f.multiPartyChat ? { isMultiparty: true } : {}),
    ...(f.attributes ? { attributes: f.attributes } : {}),
    ...(chatCustomerName(f) ? { participantInfo: { customerName: chatCustomerName(f)! } } : {}),
    ...(f.email
      ? {
          initiationMethod: f.email.initiationMethod,
          ...(f.email.relatedContactId ? { originalContactId: f.email.relatedContactId } : {}),
          ...(f.email.info.reply ? { replyContactId: f.email.info.reply.contactId } : {}),
          email: f.email.info,
          participantInfo: { ...(f.email.info.customerName ? { customerName: f.email.info.customerName } : {}), ...(f.email.info.customerName ?? f.email.info.customerAddress ? { description: f.email.info.customerName ?? f.email.info.customerAddress } : {}) },
        }
      : {}),
    supervision: toSupervision(f.participants),
    connections,
  });
}

/** A contact's state when no lifecycle event said it (a contact that was there before the app started). */
export function stateFromParticipants(participants: readonly ParticipantFacts[]): ContactState {
  const self = participants.find((p) => p.data.isSelf)?.state.value;
  switch (self) {
    case 'connecting':
      return 'connecting';
    case 'connected':
    case 'hold':
    case 'barge':
    case 'silent_monitor':
      return 'connected';
    case 'rejected':
      return 'rejected';
    case 'disconnected':
      return 'ended';
    default:
      return 'init';
  }
}

/** The SDK's lifecycle topics, as the contact state streams would report. Missed is an error in streams. */
export const LIFECYCLE_STATE: Readonly<Record<string, ContactState>> = {
  'contact/incoming': 'incoming',
  'contact/connecting': 'connecting',
  'contact/pending': 'pending',
  'contact/connected': 'connected',
  'contact/acw': 'ended',
  'contact/missed': 'error',
  'contact/error': 'error',
};
