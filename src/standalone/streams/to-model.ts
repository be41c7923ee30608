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
  EndpointType,
  MonitorMode,
  Supervision,
} from '../../shared/model';
import { makeContact } from '../../shared/model';
import { toTaskReferences } from '../../shared/rules/task-references';

/**
 * Translation from streams' objects to the model's plain data. Streams' getters are the public API; the
 * snapshot data (`toSnapshot()`) fills what no getter exposes, such as the initiation method.
 */

const CHANNELS: Record<string, Channel> = { VOICE: 'voice', CHAT: 'chat', TASK: 'task', EMAIL: 'email' };
const time = (d: unknown): number => (d instanceof Date ? d.getTime() : typeof d === 'number' ? d : 0);

export function toAgentStateType(type: string): AgentStateType {
  return (['init', 'routable', 'not_routable', 'offline', 'system', 'error'] as const).find((t) => t === type) ?? 'system';
}

export function toAgentConfiguration(agent: connect.Agent): AgentConfiguration {
  const c = agent.getConfiguration() as connect.AgentConfiguration & { agentARN?: string; agentPreferences?: Record<string, string> };
  const rp = c.routingProfile as connect.AgentRoutingProfile & { channelConcurrencyMap?: Record<string, number>; routingProfileId?: string };
  const concurrency: Partial<Record<Channel, number>> = {};
  for (const [k, v] of Object.entries(rp.channelConcurrencyMap ?? {})) if (CHANNELS[k]) concurrency[CHANNELS[k]!] = v;
  const prefs = c.agentPreferences ?? {};
  return {
    name: c.name,
    username: c.username,
    ...(c.agentARN ? { agentARN: c.agentARN } : {}),
    extension: c.extension ?? '',
    softphoneEnabled: !!c.softphoneEnabled,
    locale: prefs.LANGUAGE ?? null,
    // Amazon Connect stores this preference as the string 'true'.
    audioAlertEnabled: prefs.AUDIO_ALERT_ENABLED === 'true',
    voiceEnhancementMode: null,
    routingProfile: {
      routingProfileId: rp.routingProfileId ?? rp.routingProfileARN,
      name: rp.name,
      defaultOutboundQueueARN: rp.defaultOutboundQueue?.queueARN ?? null,
      queueARNs: (rp.queues ?? []).map((q) => q.queueARN),
      channelConcurrency: concurrency,
    },
    permissions: c.permissions ?? [],
    dialableCountries: c.dialableCountries ?? [],
  };
}

export function toAgentStates(agent: connect.Agent): AgentStateDefinition[] {
  return agent.getAgentStates().map((s) => ({ name: s.name, agentStateARN: s.agentStateARN ?? null, type: toAgentStateType(s.type) }));
}

export function toAvailability(state: connect.AgentState | null | undefined): AvailabilityState | null {
  if (!state) return null;
  const s = state as connect.AgentState & { startTimestamp?: Date };
  return { name: s.name, type: toAgentStateType(s.type), agentStateARN: s.agentStateARN ?? null, startTimestamp: time(s.startTimestamp) };
}

const CONTACT_STATES: readonly ContactState[] = ['init', 'incoming', 'pending', 'connecting', 'connected', 'paused', 'acw', 'ended', 'missed', 'rejected', 'error', 'destroyed'];
const CONNECTION_STATES: readonly ConnectionState[] = ['init', 'connecting', 'connected', 'hold', 'disconnected', 'rejected', 'silent_monitor', 'barge'];
const ENDPOINT_TYPES: readonly EndpointType[] = ['phone_number', 'agent', 'queue', 'email'];

function toConnection(k: connect.BaseConnection, index: number): Connection {
  const state = k.getState() as { type: string; timestamp?: Date };
  const stateType = CONNECTION_STATES.find((s) => s === state.type) ?? 'init';
  const endpoint = k.getEndpoint() as connect.Endpoint & { phoneNumber?: string; name?: string; type?: string };
  const voice = k as connect.BaseConnection & { isMute?: () => boolean; isForcedMute?: () => boolean };
  const quickConnectName = (k as connect.BaseConnection & { getQuickConnectName?: () => string | null }).getQuickConnectName?.();
  return {
    connectionId: k.getConnectionId(),
    type: (k.getType() as ConnectionType) ?? 'inbound',
    state: stateType,
    stateTimestamp: time(state.timestamp),
    isInitialConnection: k.isInitialConnection(),
    isOnHold: stateType === 'hold',
    isMute: !!voice.isMute?.(),
    isBarge: stateType === 'barge',
    participantNumber: index,
    ...(quickConnectName ? { quickConnectName } : {}),
    endpoint: {
      type: ENDPOINT_TYPES.find((t) => t === endpoint.type) ?? 'other',
      ...(endpoint.name ? { name: endpoint.name, displayName: endpoint.name } : {}),
      ...(endpoint.phoneNumber ? { phoneNumber: endpoint.phoneNumber } : {}),
    },
  };
}

/** Streams' monitor getters (voice and chat connections have them; the type definitions lack some). */
type MonitorConnection = Omit<connect.BaseConnection, 'getMonitorInfo'> & {
  getMonitorStatus?: () => string | null | undefined;
  isSilentMonitorEnabled?: () => boolean | undefined;
  isBargeEnabled?: () => boolean | undefined;
  isForcedMute?: () => boolean | undefined;
  getMonitorInfo?: () => { agent?: { agentName?: string }; agentName?: string } | null | undefined;
};

const MONITOR_MODES: Record<string, MonitorMode> = { SILENT_MONITOR: 'silent_monitor', BARGE: 'barge' };

/**
 * Supervision as streams reports it. The agent's own leg carries the monitor status when this agent is the
 * supervisor; isUnderSupervision() is some other leg barged in: a manager over this agent, or, on a contact this
 * agent monitors, another manager.
 */
/** isUnderSupervision() calls isBarge() on every other connection, which email and task connections lack. */
function isUnderSupervision(c: connect.Contact): boolean {
  try {
    return !!(c as connect.Contact & { isUnderSupervision?: () => boolean }).isUnderSupervision?.();
  } catch {
    return false;
  }
}

export function toSupervision(c: connect.Contact): Supervision {
  const own = c.getAgentConnection() as unknown as MonitorConnection | null;
  const mode = MONITOR_MODES[own?.getMonitorStatus?.() ?? ''] ?? null;
  const bargedOn = isUnderSupervision(c);
  const info = own?.getMonitorInfo?.();
  const monitoredAgentName = info?.agent?.agentName ?? info?.agentName;
  return {
    mode,
    monitorEnabled: !!own?.isSilentMonitorEnabled?.(),
    bargeEnabled: !!own?.isBargeEnabled?.(),
    isAgentUnderSupervision: mode === null && bargedOn,
    isForcedMute: !!own?.isForcedMute?.(),
    otherManagerBarged: mode !== null && bargedOn,
    ...(monitoredAgentName ? { monitoredAgentName } : {}),
  };
}

export function toContact(c: connect.Contact): Contact {
  const state = c.getState() as { type: string; timestamp?: Date };
  const data = (c.toSnapshot() as { contactData?: Record<string, any> }).contactData ?? {};
  const connections = c.getConnections().map(toConnection);
  const type = (c.getType() as ContactType) ?? 'voice';
  const initiationMethod: string | undefined = data.initiationMethod ?? undefined;
  const subtype = data.segmentAttributes?.['connect:Subtype']?.ValueString;
  // A chat's customer name is in the agent connection's chatMediaInfo (what getMediaInfo().originalInfo reads); an
  // SMS or WhatsApp chat's endpoint is only the customer's phone number.
  const email = type === 'email' ? toEmailInfo(data) : undefined;
  const context = (data.channelContext ?? {}) as { taskTemplateId?: unknown; taskTemplateVersion?: unknown; scheduledTime?: unknown };
  const task =
    type === 'task'
      ? {
          references: toTaskReferences(data.references),
          ...(typeof context.taskTemplateId === 'string' ? { templateId: context.taskTemplateId } : {}),
          ...(typeof context.taskTemplateVersion === 'number' ? { templateVersion: context.taskTemplateVersion } : {}),
          ...(typeof context.scheduledTime === 'number' ? { scheduledTime: context.scheduledTime } : {}),
        }
      : undefined;
  // A task's attributes ({name: {name, value}} in the snapshot): its descriptor offers the dialable numbers in them;
  // an email's: it shows those the deployment names (config.json shownAttributes), with the queue it came through.
  const attributes = type === 'task' || type === 'email' ? toAttributes(data.attributes) : undefined;
  const queueName: unknown = type === 'email' ? data.queue?.name : undefined;
  const customerName: string | undefined = (data.connections as { chatMediaInfo?: { customerName?: string } }[] | undefined)?.find((k) => k.chatMediaInfo?.customerName)?.chatMediaInfo?.customerName;
  return makeContact({
    contactId: c.getContactId(),
    type,
    ...(subtype ? { subtype } : {}),
    state: CONTACT_STATES.find((s) => s === state.type) ?? 'init',
    stateTimestamp: time(state.timestamp),
    ...(initiationMethod ? { initiationMethod } : {}),
    isInbound: isInbound(c),
    isCampaignPreview: initiationMethod === 'campaign_preview',
    isAutoAcceptEnabled: c.isAutoAcceptEnabled(),
    isSoftphone: c.isSoftphoneCall(),
    isMultiparty: !!data.contactFeatures?.multiPartyConferenceEnabled,
    hasVideoRTCCapabilities: hasVideo(c),
    ...(type === 'voice' ? { canAgentSendScreenShare: canShareScreen(c) } : {}),
    isAuthenticated: type === 'chat' && isAuthenticatedChat(c),
    ...(data.name ? { name: data.name } : {}),
    ...(data.description ? { description: data.description } : {}),
    // The queue it came through: an incoming contact's view shows it (issue 28).
    ...(typeof data.queue?.name === 'string' && data.queue.name ? { queueName: data.queue.name } : {}),
    ...(data.relatedContactId ? { originalContactId: data.relatedContactId } : {}),
    ...(customerName ? { participantInfo: { customerName } } : {}),
    ...(email ? { email, participantInfo: { ...(email.customerName ? { customerName: email.customerName } : {}), ...(email.customerName ?? email.customerAddress ? { description: email.customerName ?? email.customerAddress } : {}) } } : {}),
    ...(task ? { task } : {}),
    ...(attributes ? { attributes } : {}),
    ...(typeof queueName === 'string' && queueName ? { queueName } : {}),
    supervision: toSupervision(c),
    connections,
  });
}

/** Contact attributes as name → value; entries without a string value are left out. */
function toAttributes(raw: unknown): Record<string, string> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out = Object.fromEntries(Object.entries(raw as Record<string, { value?: unknown } | null>).flatMap(([k, v]) => (v && typeof v.value === 'string' ? [[k, v.value]] : [])));
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A video call: streams' WebRTC subtype with video on the agent's leg (hasVideoRTCCapabilities). */
function hasVideo(c: connect.Contact): boolean {
  try {
    return !!(c as connect.Contact & { hasVideoRTCCapabilities?(): boolean }).hasVideoRTCCapabilities?.();
  } catch {
    return false;
  }
}

/** The agent's leg has the screen-sharing capability (capabilities.ScreenShare SEND), as streams reads it. */
function canShareScreen(c: connect.Contact): boolean {
  try {
    return !!(c as connect.Contact & { canAgentSendScreenShare?(): boolean }).canAgentSendScreenShare?.();
  } catch {
    return false;
  }
}

/** A chat whose customer a flow authenticated (connect:CustomerAuthentication); only the customer's leg says so. */
function isAuthenticatedChat(c: connect.Contact): boolean {
  try {
    const customer = c.getInitialConnection() as unknown as { isAuthenticated?: () => boolean } | null;
    return customer?.isAuthenticated?.() === true;
  } catch {
    return false;
  }
}

/** streams' isInbound() throws for a contact with no initial connection; such a contact is not inbound. */
function isInbound(c: connect.Contact): boolean {
  try {
    return c.isInbound();
  } catch {
    return false;
  }
}

/** An email's subject, addresses and thread, from the snapshot fields streams keeps (no getter has them all). */
function toEmailInfo(data: Record<string, any>): EmailContactInfo {
  const subject: unknown = data.segmentAttributes?.['connect:EmailSubject']?.ValueString;
  const customer = data.customerEndpoint as { emailAddress?: string; name?: string; displayName?: string } | undefined;
  const from = data.emailRecipients?.fromRecipient as { address?: string; displayName?: string } | undefined;
  const inbound = data.initiationMethod !== 'outbound' && data.initiationMethod !== 'agent_reply';
  const customerAddress = customer?.emailAddress ?? (inbound ? from?.address : undefined);
  const customerName = customer?.displayName ?? customer?.name ?? (inbound ? from?.displayName : undefined);
  const system: string | undefined = data.connectSystemEndpoint?.emailAddress;
  return {
    ...(typeof subject === 'string' ? { subject } : {}),
    ...(customerAddress ? { customerAddress } : {}),
    ...(customerName ? { customerName } : {}),
    ...(data.contactAssociationId ? { contactAssociationId: data.contactAssociationId } : {}),
    ...(system ? { systemAddress: system } : {}),
  };
}
