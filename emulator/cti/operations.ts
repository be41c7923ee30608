import type { AgentRuntime } from '../centre/agents.ts';
import type { QuickConnect } from '../centre/directory.ts';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import type { ContactRecord, ContactType, Endpoint } from '../centre/records.ts';
import type { Voice } from '../centre/voice.ts';
import { type MonitorMode, type MonitorSession, Monitoring } from '../centre/monitoring.ts';
import { wireConfiguration, wireSnapshot } from './wire.ts';

/** How a channel other than voice (emulator/chat) runs its own contacts' lifecycle and transports. */
export interface ChannelLifecycle {
  accept(c: ContactRecord): void;
  reject(c: ContactRecord): void;
  clear(c: ContactRecord): void;
  destroyConnection(c: ContactRecord, connectionId: string): void;
  /** CreateAdditionalConnection: voice adds a party; chat transfers the contact. */
  addConnection(c: ContactRecord, endpoint: Endpoint, quickConnect?: QuickConnect): unknown;
  /** CreateTransport for this channel's transport types (chat: `chat_token`); undefined if not its type. */
  transport?(transportType: string, c: ContactRecord, participantId: string): unknown;
  /** CreateTaskContact (tasks only): the agent creates a task for a queue or an agent quick connect. */
  createFromAgent?(creator: string, endpoint: Endpoint, quickConnect: QuickConnect | undefined, p: Record<string, unknown>): { contactId: string };
}

/** What an operation handler gets: the caller's agent, the request body, and the world. */
export interface CtiContext {
  centre: ContactCentre;
  voice: Voice;
  agent: AgentRuntime;
  /** Issues a credentialed wss:// URL of the agent websocket for this agent (what CreateTransport hands out). */
  webSocketUrl: (lifetimeSeconds: number) => string;
  /** Token the ccp-v2 page gave the worker; GetNewAuthToken renews it. */
  authToken: string;
  /** When that token expires (epoch ms). */
  authTokenExpires: number;
  /** Lifecycles of the channels that are not voice, by contact type. */
  channels?: Partial<Record<ContactType, ChannelLifecycle>>;
}

type Params = Record<string, any>;
type Handler = (p: Params, ctx: CtiContext) => unknown;

const page = <T>(items: T[]) => ({ items, nextToken: null });

function endpointParam(p: Params): Endpoint {
  const e = p.endpoint;
  if (!e || typeof e !== 'object') throw badRequest('endpoint is required');
  return {
    type: e.type ?? 'phone_number',
    phoneNumber: e.phoneNumber ?? null,
    name: e.name ?? null,
    endpointARN: e.endpointARN ?? null,
    agentLogin: e.agentLogin ?? null,
    queue: e.queue ?? null,
  };
}

const contactOf = (p: Params, ctx: CtiContext) => ctx.centre.contact(String(p.contactId), ctx.agent.profile.username);
/** The caller's monitoring session on the contact, when the caller supervises it rather than owns it. */
const sessionOf = (p: Params, ctx: CtiContext): MonitorSession | undefined => new Monitoring(ctx.centre).sessionOf(String(p.contactId), ctx.agent.profile.username);
/** The module that runs this contact's channel: its own, or voice. */
const lifecycleOf = (c: ContactRecord, ctx: CtiContext): ChannelLifecycle => ctx.channels?.[c.type] ?? ctx.voice;

/**
 * The AmazonConnectCTIService operations of streams' bundled model, answered against the contact centre.
 * GetAgentSnapshot's long poll lives in the service, not here. Operations of channels that have not landed
 * yet are listed in NOT_YET_EMULATED, so the drift check can tell them from new ones.
 */
export const ctiOperations: Record<string, Handler> = {
  CreateTransport(p, ctx) {
    if (p.transportType === 'web_socket') {
      // The websocket manager refuses anything but wss:// and lifetimes under 300 s.
      // The URL carries a credential issued to this agent (the real one is presigned): the socket is refused
      // without it, and receives only this agent's pushes.
      const url = ctx.webSocketUrl(3600);
      return { webSocketTransport: { url, transportLifeTimeInSeconds: 3600, expiry: new Date(Date.now() + 3600e3).toISOString() } };
    }
    if (p.transportType === 'softphone') {
      // Streams' SoftphoneManager asks on every load (requestIceAccess) to pre-warm a standby peer connection and
      // reads data.softphoneTransport.softphoneMediaConnections: TURN servers with their credentials
      // ({username, credential, urls}, all required in streams' model), here Connect Local's own, good for a sign-in.
      const client = String(p.softphoneClientId ?? 'standby');
      return { softphoneTransport: { softphoneMediaConnections: ctx.centre.iceServersFor(`${ctx.agent.profile.username}.standby.${client}`) } };
    }
    if (p.contactId) {
      // A supervisor's chatjs asks for their own connection token on the contact they monitor, and only that.
      const s = sessionOf(p, ctx);
      if (s && String(p.participantId ?? '') !== s.connection.connectionId) throw invalidState('A supervisor can only ask for their own connection');
      const c = s?.contact ?? contactOf(p, ctx);
      const out = lifecycleOf(c, ctx).transport?.(String(p.transportType), c, String(p.participantId ?? ''));
      if (out !== undefined) return out;
    }
    throw invalidState(`Transport type ${p.transportType} is not available in Connect Local yet`);
  },
  // The session's own token and its real expiry (seconds): no token outlives the sign-in.
  GetNewAuthToken: (_p, ctx) => ({ newAuthToken: ctx.authToken, expirationDateTime: Math.floor(ctx.authTokenExpires / 1000) }),
  GetAgentConfiguration: (_p, ctx) => ({ configuration: wireConfiguration(ctx.centre, ctx.agent) }),
  GetAgentPermissions: (_p, ctx) => ({ permissions: ctx.agent.profile.permissions, nextToken: null }),
  GetAgentStates: (_p, ctx) => ({ states: ctx.centre.states(ctx.agent).map((s) => ({ ...s, startTimestamp: null })), nextToken: null }),
  GetDialableCountryCodes: (_p, ctx) => ({ countryCodes: ctx.agent.profile.dialableCountries, nextToken: null }),
  GetRoutingProfileQueues: (_p, ctx) => ({ queues: ctx.centre.queuesOf(ctx.agent).map((q) => ({ queueARN: q.queueARN, name: q.name })), nextToken: null }),
  GetEndpoints(p, ctx) {
    const asked = new Set<string>(Array.isArray(p.queueARNs) ? p.queueARNs : []);
    const qcs = ctx.centre.directory.quickConnects;
    // Quick connects are assigned to queues; the emulator assigns all of them to every queue of the agent.
    const mine = ctx.centre.queuesOf(ctx.agent).some((q) => asked.has(q.queueARN)) || asked.size === 0 ? qcs : [];
    const { items } = page(mine.map(({ endpointId: _id, ...e }) => e));
    return { endpoints: items, nextToken: null };
  },
  UpdateAgentConfiguration(p, ctx) {
    const c = p.configuration ?? {};
    if (c.agentPreferences) ctx.agent.preferences = { ...c.agentPreferences };
    if (typeof c.softphoneEnabled === 'boolean') ctx.agent.softphoneEnabled = c.softphoneEnabled;
    if (typeof c.softphoneAutoAccept === 'boolean') ctx.agent.softphoneAutoAccept = c.softphoneAutoAccept;
    if (typeof c.extension === 'string') {
      if (!c.softphoneEnabled && !/^\+[1-9]\d{6,14}$/.test(c.extension)) throw badRequest('The desk phone number must be in E.164 format');
      ctx.agent.extension = c.extension;
    }
    ctx.centre.change(`agent ${ctx.agent.profile.username} configuration`, ctx.agent.profile.username);
    return {};
  },
  PutAgentState(p, ctx) {
    const s = p.state ?? {};
    const wanted = ctx.centre.states(ctx.agent).find((x) => x.agentStateARN === s.agentStateARN) ??
      ctx.centre.states(ctx.agent).find((x) => x.name === s.name && x.type === s.type);
    if (!wanted) throw invalidState(`Unknown agent state ${s.name ?? s.agentStateARN}`);
    // A status picked while every open contact is in after-contact work ends that work: the contacts are cleared
    // and the status applies now, enqueued or not (AWS "Set your Next status", Example 1; streams issue #952). With
    // a live contact as well, the ACW contacts stay and the status is enqueued.
    const mine = ctx.centre.contactsOf(ctx.agent.profile.username);
    if (mine.length > 0 && mine.every((c) => c.state.type === 'ended')) for (const c of mine) lifecycleOf(c, ctx).clear(c);
    ctx.centre.setAgentState(ctx.agent, wanted, !!p.enqueueNextState);
    return {};
  },
  AcceptContact: (p, ctx) => (lifecycleOf(contactOf(p, ctx), ctx).accept(contactOf(p, ctx)), {}),
  RejectContact: (p, ctx) => (lifecycleOf(contactOf(p, ctx), ctx).reject(contactOf(p, ctx)), {}),
  ClearContact: (p, ctx) => (lifecycleOf(contactOf(p, ctx), ctx).clear(contactOf(p, ctx)), {}),
  CompleteContact: (p, ctx) => (lifecycleOf(contactOf(p, ctx), ctx).clear(contactOf(p, ctx)), {}),
  CreateOutboundContact(p, ctx) {
    ctx.voice.outbound(ctx.agent, endpointParam(p), p.queueARN);
    return {};
  },
  CreateTaskContact(p, ctx) {
    const tasks = ctx.channels?.task;
    if (!tasks?.createFromAgent) throw invalidState('Tasks are not available in this Connect Local');
    const endpoint = endpointParam(p);
    const qc = ctx.centre.directory.quickConnects.find((q) => q.endpointARN === endpoint.endpointARN);
    return tasks.createFromAgent(ctx.agent.profile.username, endpoint, qc, p);
  },
  CreateAdditionalConnection(p, ctx) {
    const endpoint = endpointParam(p);
    const qc = ctx.centre.directory.quickConnects.find((q) => q.endpointARN === endpoint.endpointARN);
    lifecycleOf(contactOf(p, ctx), ctx).addConnection(contactOf(p, ctx), endpoint, qc);
    return {};
  },
  DestroyConnection(p, ctx) {
    const s = sessionOf(p, ctx);
    if (s) {
      // A supervisor leaves by hanging up their own leg; the agent's contact goes on.
      if (String(p.connectionId) !== s.connection.connectionId) throw invalidState('A supervisor can only leave the contact, not hang up its parties');
      new Monitoring(ctx.centre).leave(s);
      return {};
    }
    lifecycleOf(contactOf(p, ctx), ctx).destroyConnection(contactOf(p, ctx), String(p.connectionId));
    return {};
  },
  HoldConnection: (p, ctx) => (ctx.voice.hold(contactOf(p, ctx), String(p.connectionId)), {}),
  ResumeConnection: (p, ctx) => (ctx.voice.resume(contactOf(p, ctx), String(p.connectionId)), {}),
  MuteParticipant: (p, ctx) => (mute(p, ctx, true), {}),
  UnmuteParticipant: (p, ctx) => (mute(p, ctx, false), {}),
  UpdateMonitorParticipantState(p, ctx) {
    const s = sessionOf(p, ctx);
    if (!s) throw invalidState(`${ctx.agent.profile.username} is not monitoring contact ${p.contactId}`);
    new Monitoring(ctx.centre).setMode(s, String(p.targetMonitorMode) as MonitorMode);
    return {};
  },
  SendDigits: (p, ctx) => (ctx.voice.sendDigits(contactOf(p, ctx), String(p.connectionId), String(p.digits ?? '')), {}),
  ConferenceConnections: (p, ctx) => (ctx.voice.conference(contactOf(p, ctx)), {}),
  ToggleActiveConnections: (p, ctx) => (ctx.voice.toggleActive(contactOf(p, ctx)), {}),
  NotifyContactIssue(p, ctx) {
    contactOf(p, ctx).issues.push({ reason: String(p.issueCode ?? p.description ?? ''), description: String(p.description ?? '').slice(0, 1000), at: ctx.centre.now() });
    ctx.centre.change(`issue reported on ${p.contactId}`, ctx.agent.profile.username);
    return {};
  },
  PauseContact(p, ctx) {
    const c = contactOf(p, ctx);
    if (c.type !== 'task' && c.type !== 'email') throw invalidState('Only tasks and emails can be paused');
    if (c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    c.state = { type: 'paused', timestamp: ctx.centre.now() };
    ctx.centre.change(`pause ${c.contactId}`, ctx.agent.profile.username);
    return {};
  },
  ResumeContact(p, ctx) {
    const c = contactOf(p, ctx);
    if (c.state.type !== 'paused') throw invalidState(`Contact ${c.contactId} is not paused`);
    c.state = { type: 'connected', timestamp: ctx.centre.now() };
    ctx.centre.change(`resume ${c.contactId}`, ctx.agent.profile.username);
    return {};
  },
  // Telemetry: client logs are dropped; a softphone call's latest quality figures are kept for the control API.
  SendClientLogs: () => ({}),
  SendSoftphoneCallMetrics: (p, ctx) => keepSoftphoneStatistics(p, ctx, p.softphoneStreamStatistics),
  SendSoftphoneCallReport: (p, ctx) => keepSoftphoneStatistics(p, ctx, (p.report as Params | undefined)?.softphoneStreamStatistics),
};

/** Keeps the figures a softphone sent for one of the agent's own calls (well-formed entries only). */
function keepSoftphoneStatistics(p: Params, ctx: CtiContext, stats: unknown) {
  const c = ctx.centre.contacts.find((x) => x.contactId === String(p.contactId) && x.agent === ctx.agent.profile.username);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  if (c && Array.isArray(stats) && stats.length) {
    c.softphoneStatistics = stats.slice(0, 4).map((s: Params) => ({
      softphoneStreamType: String(s?.softphoneStreamType ?? ''),
      packetCount: num(s?.packetCount),
      packetsLost: num(s?.packetsLost),
      audioLevel: num(s?.audioLevel),
      jitterBufferMillis: num(s?.jitterBufferMillis),
      roundTripTimeMillis: num(s?.roundTripTimeMillis),
    }));
  }
  return {};
}

/** A supervisor's mute force-mutes the agent (or mutes their own barged-in leg); an agent's is their own. */
function mute(p: Params, ctx: CtiContext, on: boolean) {
  const s = sessionOf(p, ctx);
  if (s) new Monitoring(ctx.centre).mute(s, String(p.connectionId), on);
  else ctx.voice.setMute(contactOf(p, ctx), String(p.connectionId), on);
}

export const requestId = () => newId();

/** Model operations deliberately not answered yet, each waiting for the issue that brings its channel. */
export const NOT_YET_EMULATED: Record<string, string> = {};

/**
 * CreateTransport's answer members (streams' model: `<type>Transport`) Connect Local gives, by the transportType
 * asked; the drift check fails on any other of the model's, except those in TRANSPORTS_PENDING.
 */
export const TRANSPORTS_ANSWERED: Record<string, string> = {
  web_socket: 'webSocketTransport',
  chat_token: 'chatTokenTransport',
  softphone: 'softphoneTransport',
  web_rtc: 'webRTCTransport',
};
export const TRANSPORTS_PENDING: Record<string, string> = {
  agentDiscoveryTransport: 'a presigned URL for agent discovery; no path of streams or the panel asks for it',
};
