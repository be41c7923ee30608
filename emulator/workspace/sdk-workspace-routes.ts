import type { AgentRoutes, AgentState, ContactRoutes, ParticipantData, ParticipantState, QuickConnect as SdkQuickConnect, contactNamespace } from '@amazon-connect/contact';
import type { VoiceRoutes, voiceNamespace } from '@amazon-connect/voice';
import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { AgentStateDef } from '../centre/directory.ts';
import { type ConnectionRecord, type ContactRecord, type Endpoint, phoneEndpoint } from '../centre/records.ts';
import type { Voice } from '../centre/voice.ts';
import type { ChannelLifecycle } from '../cti/operations.ts';
import { type SdkAnswer, type SdkContext, type SdkRequest, SdkError, contactOf, handleSdkRequest, stringField } from '../ccp/sdk-routes.ts';

/**
 * The Amazon Connect SDK requests an app in the agent workspace sends (AgentClient, ContactClient, VoiceClient),
 * answered from the same contact centre the streams side uses: every operation is a call into ContactCentre or
 * Voice, so a contact created through the control API reaches both entries. Routes the ccp-v2 page already
 * answers (instance details, voice enhancement …) fall through to handleSdkRequest.
 *
 * Timestamps go out as epoch ms; the workspace page turns `startTimestamp` and `queueTimestamp` back into Dates,
 * which is what the SDK's types promise (over a MessagePort a Date survives; over JSON it does not).
 */

export interface WorkspaceSdkContext extends SdkContext {
  voice: Voice;
  /** Lifecycles of the channels that are not voice, by contact type; voice answers the rest. */
  channels?: Partial<Record<ContactRecord['type'], ChannelLifecycle>>;
}

const lifecycleOf = (ctx: WorkspaceSdkContext, c: ContactRecord): ChannelLifecycle => ctx.channels?.[c.type] ?? ctx.voice;

/** The subtype the SDK reports: a chat's from its segment attributes (connect:SMS, connect:WhatsApp …). */
const subtypeOf = (c: ContactRecord): string => c.segmentAttributes?.['connect:Subtype']?.ValueString ?? (c.type === 'voice' ? 'connect:Telephony' : `connect:${c.type[0]!.toUpperCase()}${c.type.slice(1)}`);

type RouteKey = `${typeof contactNamespace} ${AgentRoutes | ContactRoutes}` | `${typeof voiceNamespace} ${VoiceRoutes}`;
interface Call {
  ctx: WorkspaceSdkContext;
  agent: AgentRuntime;
  data: Record<string, unknown>;
}
type Route = (call: Call) => object | void;

// The same argument checks and contact look-up as the CCP page's SDK routes.
const str = stringField;

/** Connect Local uses the connection id as the SDK's participant id, as the CTI snapshot does. */
function participantOf({ ctx, data }: Call): { contact: ContactRecord; connection: ConnectionRecord } {
  const participantId = str(data, 'participantId');
  for (const contact of ctx.centre.contactsOf(ctx.username)) {
    const connection = contact.connections.find((k) => k.connectionId === participantId);
    if (connection) return { contact, connection };
  }
  throw new SdkError('noResult', 'No Result Found', { participantId });
}

export const participantData = (c: ContactRecord, k: ConnectionRecord): ParticipantData => ({
  participantId: k.connectionId,
  contactId: c.contactId,
  type: { value: k.type },
  isInitial: k.initial,
  isSelf: k.role === 'agent',
});

/** The SDK's participant states have no `init` (a callback customer not dialled yet): it travels as `other`. */
export const participantState = (k: ConnectionRecord): ParticipantState =>
  k.state.type === 'init' ? { value: 'other', actual: 'init' } : ({ value: k.state.type } as ParticipantState);

const agentState = (s: { agentStateARN: string | null; name: string; type: string; startTimestamp: number }): AgentState => ({
  ...(s.agentStateARN ? { agentStateARN: s.agentStateARN } : {}),
  name: s.name,
  type: s.type,
  startTimestamp: s.startTimestamp as unknown as Date,
});

/** The SDK's state change result: `queued` when the centre deferred the state until the contacts are cleared. */
function setState({ ctx, agent }: Call, wanted: AgentStateDef | undefined) {
  if (!wanted) throw new SdkError('invalidAgentState', 'No such agent state');
  ctx.centre.setAgentState(agent, wanted, true);
  const current = agentState(ctx.centre.visibleState(agent));
  return agent.next ? { status: 'queued', current, next: agentState({ ...agent.next, startTimestamp: ctx.centre.now() }) } : { status: 'updated', current };
}

function routingProfile({ ctx, agent }: Call) {
  const queues = ctx.centre.queuesOf(agent).map((q) => ({ queueARN: q.queueARN, queueId: q.queueId, name: q.name ?? '' }));
  const p = agent.profile;
  return {
    name: p.routingProfileName,
    routingProfileARN: `${ctx.centre.directory.ids.instanceArn}/routing-profile/${p.agentId.slice(0, 8)}`,
    routingProfileId: p.agentId.slice(0, 8),
    channelConcurrencyMap: { ...p.channelConcurrency },
    queues,
    defaultOutboundQueue: queues.find((q) => q.name === p.defaultOutboundQueueName) ?? queues[0]!,
  };
}

/** A quick connect as the SDK names it, turned into the centre's endpoint (the directory knows the rest). */
function endpointOf({ ctx }: Call, qc: SdkQuickConnect | undefined): { endpoint: Endpoint; name: string } {
  if (!qc || typeof qc.endpointARN !== 'string') throw new SdkError('invalidParameter', 'quickConnect with an endpointARN is required');
  const known = ctx.centre.directory.quickConnects.find((q) => q.endpointARN === qc.endpointARN);
  if (!known) throw new SdkError('invalidParameter', `Unknown quick connect ${qc.endpointARN}`);
  const { endpointId: _id, ...endpoint } = known;
  return { endpoint, name: known.name };
}

/**
 * A quick connect joins the contact. A chat's goes through the chat channel, as streams' addParticipant does
 * (CreateAdditionalConnection): with the instance's multi-party chat the agent stays, else it is a transfer.
 */
function addParty(call: Call) {
  const { endpoint } = endpointOf(call, call.data.quickConnect as SdkQuickConnect);
  const qc = call.ctx.centre.directory.quickConnects.find((q) => q.endpointARN === endpoint.endpointARN);
  const c = contactOf(call);
  const chat = c.type === 'chat' ? call.ctx.channels?.chat : undefined;
  const added = chat ? (chat.addConnection(c, endpoint, qc) as ConnectionRecord) : call.ctx.voice.addConnection(c, endpoint, qc);
  return { participantId: added.connectionId };
}

const routes: { [K in RouteKey]?: Route } = {
  'aws.connect.contact agent/getARN': ({ ctx, agent }) => ({ ARN: `${ctx.centre.directory.ids.instanceArn}/agent/${agent.profile.agentId}` }),
  'aws.connect.contact agent/getName': ({ agent }) => ({ name: agent.profile.name }),
  // getState (deprecated) is the snapshot state, system and error states included, as streams' agent.getState().
  'aws.connect.contact agent/getState': ({ ctx, agent }) => agentState(ctx.centre.visibleState(agent)),
  'aws.connect.contact agent/getAvailabilityState': ({ ctx, agent }) => ({
    ...agentState(ctx.centre.visibleState(agent)),
    ...(agent.next ? { nextState: agentState({ ...agent.next, startTimestamp: ctx.centre.now() }) } : {}),
  }),
  'aws.connect.contact agent/getRoutingProfile': (call) => routingProfile(call),
  'aws.connect.contact agent/getChannelConcurrency': ({ agent }) => ({ ...agent.profile.channelConcurrency }),
  'aws.connect.contact agent/getExtension': ({ agent }) => ({ extension: agent.extension }),
  'aws.connect.contact agent/getDialableCountries': ({ agent }) => ({ dialableCountries: agent.profile.dialableCountries }),
  'aws.connect.contact agent/getDefaultOutboundQueue': (call) => routingProfile(call).defaultOutboundQueue,
  'aws.connect.contact agent/getRoutingProfileQueues': (call) => routingProfile(call).queues,
  'aws.connect.contact agent/listSecurityProfilePermissions': ({ agent }) => ({ permissions: agent.profile.permissions }),
  'aws.connect.contact agent/listAvailabilityStates': ({ ctx, agent }) => ctx.centre.states(agent).map((s) => agentState({ ...s, startTimestamp: 0 })),
  'aws.connect.contact agent/setAvailabilityState': (call) => setState(call, call.ctx.centre.states(call.agent).find((s) => s.agentStateARN === call.data.agentStateARN)),
  'aws.connect.contact agent/setAvailabilityStateByName': (call) => setState(call, call.ctx.centre.states(call.agent).find((s) => s.name === call.data.agentStateName)),
  'aws.connect.contact agent/setOffline': (call) => setState(call, call.ctx.centre.states(call.agent).find((s) => s.type === 'offline')),
  // Quick connects are assigned to every queue of the agent in Connect Local (as GetEndpoints does).
  'aws.connect.contact agent/listQuickConnects': ({ ctx }) => ({
    quickConnects: ctx.centre.directory.quickConnects.map((q) => ({ type: q.type, endpointARN: q.endpointARN, name: q.name, ...(q.phoneNumber ? { phoneNumber: q.phoneNumber } : {}) })),
    nextToken: null,
  }),

  'aws.connect.contact contact/listContacts': ({ ctx }) =>
    ctx.centre.contactsOf(ctx.username).map((c) => ({ contactId: c.contactId, type: c.type, subtype: subtypeOf(c), initialContactId: c.initialContactId })),
  'aws.connect.contact contact/getContact': (call) => {
    const c = contactOf(call);
    return { contactId: c.contactId, type: c.type, subtype: subtypeOf(c), initialContactId: c.initialContactId, queue: { queueARN: c.queue.queueARN, queueId: c.queue.queueId, name: c.queue.name ?? '' } };
  },
  'aws.connect.contact contact/getAttributes': (call) => {
    const all = contactOf(call).attributes;
    const keys = call.data.attributes;
    return Array.isArray(keys) ? Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]])) : { ...all };
  },
  'aws.connect.contact contact/getInitialContactId': (call) => ({ initialContactId: contactOf(call).initialContactId }),
  'aws.connect.contact contact/getType': (call) => ({ type: contactOf(call).type }),
  'aws.connect.contact contact/getChannelType': (call) => ({ type: contactOf(call).type, subtype: subtypeOf(contactOf(call)) }),
  'aws.connect.contact contact/getStateDuration': (call) => ({ stateDuration: call.ctx.centre.now() - contactOf(call).state.timestamp }),
  'aws.connect.contact contact/getQueue': (call) => {
    const q = contactOf(call).queue;
    return { queueARN: q.queueARN, queueId: q.queueId, name: q.name ?? '' };
  },
  'aws.connect.contact contact/getQueueTimestamp': (call) => ({ queueTimestamp: contactOf(call).queueTimestamp }),
  'aws.connect.contact contact/isAutoAcceptEnabled': ({ agent }) => ({ isAutoAcceptEnabled: agent.softphoneEnabled && agent.softphoneAutoAccept }),
  'aws.connect.contact contact/accept': (call) => void lifecycleOf(call.ctx, contactOf(call)).accept(contactOf(call)),
  'aws.connect.contact contact/reject': (call) => void lifecycleOf(call.ctx, contactOf(call)).reject(contactOf(call)),
  'aws.connect.contact contact/clear': (call) => void lifecycleOf(call.ctx, contactOf(call)).clear(contactOf(call)),
  // The agent leaves: with two or more other parties they stay together (a transfer), else the call ends.
  'aws.connect.contact contact/disconnectSelf': (call) => {
    const c = contactOf(call);
    const own = c.connections.find((k) => k.role === 'agent')!;
    lifecycleOf(call.ctx, c).destroyConnection(c, own.connectionId);
  },
  'aws.connect.contact contact/addParticipant': (call) => addParty(call),
  // A call's transfer is a third party dialled with the customer held; leaving then hands the customer over. A
  // chat's goes to its channel, which hands the chat over without holding anybody.
  'aws.connect.contact contact/transfer': (call) => {
    const c = contactOf(call);
    if (c.type === 'voice' || c.type === 'queue_callback') return void addParty(call);
    const { endpoint } = endpointOf(call, call.data.quickConnect as SdkQuickConnect);
    const qc = call.ctx.centre.directory.quickConnects.find((q) => q.endpointARN === endpoint.endpointARN);
    lifecycleOf(call.ctx, c).addConnection(c, endpoint, qc);
  },
  'aws.connect.contact contact/listParticipants': (call) => {
    const c = contactOf(call);
    return c.connections.map((k) => participantData(c, k));
  },
  'aws.connect.contact contact/getParticipant': (call) => {
    const { contact, connection } = participantOf(call);
    return participantData(contact, connection);
  },
  'aws.connect.contact contact/getParticipantState': (call) => participantState(participantOf(call).connection),
  'aws.connect.contact contact/disconnectParticipant': (call) => {
    const { contact, connection } = participantOf(call);
    lifecycleOf(call.ctx, contact).destroyConnection(contact, connection.connectionId);
  },

  'aws.connect.voice voice/getInitialCustomerPhoneNumber': (call) => ({ phoneNumber: contactOf(call).customerEndpoint.phoneNumber ?? '' }),
  'aws.connect.voice contact/getPhoneNumber': (call) => ({ phoneNumber: contactOf(call).customerEndpoint.phoneNumber ?? '' }),
  'aws.connect.voice voice/getOutboundCallPermission': ({ agent }) => ({ outboundCallPermission: agent.profile.permissions.includes('outboundCall') }),
  'aws.connect.voice voice/listDialableCountries': ({ agent }) => agent.profile.dialableCountries.map((countryCode) => ({ countryCode })),
  'aws.connect.voice voice/createOutboundCall': (call) => {
    const queueARN = typeof (call.data.options as { queueARN?: unknown })?.queueARN === 'string' ? (call.data.options as { queueARN: string }).queueARN : undefined;
    return { contactId: call.ctx.voice.outbound(call.agent, phoneEndpoint(str(call.data, 'phoneNumber')), queueARN).contactId };
  },
  'aws.connect.voice voice/holdParticipant': (call) => {
    const { contact, connection } = participantOf(call);
    call.ctx.voice.hold(contact, connection.connectionId);
  },
  'aws.connect.voice voice/resumeParticipant': (call) => {
    const { contact, connection } = participantOf(call);
    call.ctx.voice.resume(contact, connection.connectionId);
  },
  'aws.connect.voice voice/holdSelf': (call) => {
    const c = contactOf(call);
    call.ctx.voice.hold(c, call.ctx.voice.agentConnection(c).connectionId);
  },
  'aws.connect.voice voice/resumeSelf': (call) => {
    const c = contactOf(call);
    call.ctx.voice.resume(c, call.ctx.voice.agentConnection(c).connectionId);
  },
  'aws.connect.voice voice/isSelfOnHold': (call) => ({ isOnHold: call.ctx.voice.agentConnection(contactOf(call)).state.type === 'hold' }),
  'aws.connect.voice voice/canResumeSelf': (call) => ({ canResumeSelf: call.ctx.voice.agentConnection(contactOf(call)).state.type === 'hold' }),
  'aws.connect.voice voice/conferenceParticipants': (call) => void call.ctx.voice.conference(contactOf(call)),
};

/** Answers one workspace SDK request for the signed-in agent; never throws. */
export function handleWorkspaceSdkRequest(ctx: WorkspaceSdkContext, req: SdkRequest): SdkAnswer {
  const route = (routes as Record<string, Route | undefined>)[`${req.namespace} ${req.command}`];
  if (!route) return handleSdkRequest(ctx, req);
  const details = { command: req.command, requestData: req.data };
  try {
    const agent = ctx.centre.ctiAgent(ctx.username);
    const data = req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {};
    return { isError: false, data: route({ ctx, agent, data }) ?? undefined, events: [] };
  } catch (e) {
    if (e instanceof SdkError) return { isError: true, errorKey: e.errorKey, reason: e.message, details: { ...details, ...e.details } };
    // The centre's own errors (InvalidStateException …) keep their type as the SDK error key.
    const err = e as { type?: string; message?: string };
    return { isError: true, errorKey: err.type ?? 'connectLocalError', reason: err.message ?? String(e), details };
  }
}
