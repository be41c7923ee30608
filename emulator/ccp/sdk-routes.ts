import type { ActivityRoutes, activityNamespace } from '@amazon-connect/activity';
import type { AgentRoutes, ContactRoutes, GetPreviewConfigurationResponse, InstanceDetails, NetworkConnectionStatusChanged, contactNamespace } from '@amazon-connect/contact';
import type { VoiceEnhancementMode, VoiceEnhancementModeChanged, VoiceRoutes, VoiceTopicKeys, voiceNamespace } from '@amazon-connect/voice';
import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { ContactRecord } from '../centre/records.ts';
import { Voice as VoiceCalls } from '../centre/voice.ts';
import type { SdkEvent } from './sdk-event.ts';
import { recordActivity } from './session-expiry.ts';

/**
 * The Amazon Connect SDK requests that streams sends over `@amazon-connect/site-streams` and that, in production,
 * only AWS's hosted CCP answers. Connect Local's ccp-v2 page relays them here (POST /connect/ccp-v2/sdk), so each
 * is answered from the contact centre at once instead of timing out after 30 s.
 *
 * Only types are imported from the SDK packages (Node cannot name-import their CommonJS builds); the route table's
 * keys are typed from the SDK's own route enums, so a renamed route breaks `tsc`, not a test run.
 */

export interface SdkRequest {
  namespace: string;
  command: string;
  data?: unknown;
}

export type { SdkEvent } from './sdk-event.ts';

/** The core SDK's response, minus the ids the page adds; `events` rides along for the page to publish. */
export type SdkAnswer =
  | { isError: false; data?: object; events: SdkEvent[] }
  | { isError: true; errorKey: string; reason: string; details: Record<string, unknown> };

export interface SdkContext {
  centre: ContactCentre;
  username: string;
  /** The instance origin, which the hosted CCP reports as `origin` in instance details. */
  instanceUrl: string;
  /** Routes of namespaces whose SDK packages are not installed (email, file), keyed `namespace command`. */
  extraRoutes?: Record<string, SdkRoute>;
}

export class SdkError extends Error {
  constructor(
    readonly errorKey: string,
    reason: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

type Contact = typeof contactNamespace;
type Voice = typeof voiceNamespace;
type Activity = typeof activityNamespace;
type RouteKey = `${Contact} ${AgentRoutes | ContactRoutes}` | `${Voice} ${VoiceRoutes}` | `${Activity} ${ActivityRoutes}`;

interface Call {
  ctx: SdkContext;
  agent: AgentRuntime;
  data: Record<string, unknown>;
  emit(event: SdkEvent): void;
}
type Route = (call: Call) => object | void;
export type SdkRoute = Route;

const VOICE_ENHANCEMENT_MODES: readonly VoiceEnhancementMode[] = ['VOICE_ISOLATION', 'NOISE_SUPPRESSION', 'NONE'];
const modeChanged: `${VoiceTopicKeys.VoiceEnhancementModeChanged}` = 'voice/voiceEnhancementModeChanged';
const voice: Voice = 'aws.connect.voice';

/**
 * Per-agent SDK-only state. Keyed by the AgentRuntime object, which `centre.reset()` replaces, so a reset
 * world forgets it too; the centre's own records have no field for it and are not this module's to change.
 */
const agentExtras = new WeakMap<AgentRuntime, { connectedSince: number }>();
function extras(ctx: SdkContext, agent: AgentRuntime) {
  let x = agentExtras.get(agent);
  if (!x) agentExtras.set(agent, (x = { connectedSince: ctx.centre.now() }));
  return x;
}

/** Voice enhancement is the instance's to offer (the `voiceEnhancement` setting); not offered, setting it fails. */
function voiceEnhancementOffered(ctx: SdkContext) {
  if (!ctx.centre.settings.voiceEnhancement) throw new SdkError('notSupported', 'Voice enhancement is not enabled for this instance');
}

export function stringField(data: Record<string, unknown>, name: string): string {
  const v = data[name];
  if (typeof v !== 'string' || !v) throw new SdkError('invalidParameter', `${name} is required`);
  return v;
}

/** A contact of this agent; the SDK's "noResult" error otherwise, as for a contact the CCP does not know. */
export function contactOf({ ctx, data }: { ctx: Pick<SdkContext, 'centre' | 'username'>; data: Record<string, unknown> }): ContactRecord {
  const contactId = stringField(data, 'contactId');
  const c = ctx.centre.contactsOf(ctx.username).find((x) => x.contactId === contactId);
  if (!c) throw new SdkError('noResult', 'No Result Found', { contactId });
  return c;
}

/** Campaign preview contacts (started through the control API) are the only ones in preview mode. */
function previewContact(call: Call): ContactRecord & { preview: NonNullable<ContactRecord['preview']> } {
  const c = contactOf(call);
  if (c.initiationMethod !== 'campaign_preview' || !c.preview) throw new SdkError('invalidState', `Contact ${c.contactId} is not a preview contact`, { contactId: c.contactId });
  return c as ContactRecord & { preview: NonNullable<ContactRecord['preview']> };
}

function participant(call: Call) {
  const participantId = stringField(call.data, 'participantId');
  for (const c of call.ctx.centre.contactsOf(call.ctx.username)) {
    const k = c.connections.find((x) => x.connectionId === participantId);
    if (k) return { contact: c, connection: k };
  }
  throw new SdkError('noResult', 'No Result Found', { participantId });
}

const routes: { [K in RouteKey]?: Route } = {
  'aws.connect.contact contact/getInstanceDetails': (call): InstanceDetails => {
    contactOf(call);
    return { origin: new URL(call.ctx.instanceUrl).origin, region: call.ctx.centre.directory.ids.region };
  },
  'aws.connect.contact contact/getContactRegion': (call) => (contactOf(call), { region: call.ctx.centre.directory.ids.region }),
  'aws.connect.contact contact/isPreviewMode': (call) => ({ isPreviewMode: contactOf(call).initiationMethod === 'campaign_preview' }),
  'aws.connect.contact contact/getPreviewConfiguration': (call): GetPreviewConfigurationResponse => {
    const { preview } = previewContact(call);
    return { autoDialTimeout: preview.autoDialTimeoutSeconds, canDiscardPreview: preview.canDiscard };
  },
  'aws.connect.contact contact/engagePreviewContact': (call) => {
    try {
      return new VoiceCalls(call.ctx.centre).engagePreview(previewContact(call));
    } catch (e) {
      if (e instanceof SdkError) throw e;
      throw new SdkError('invalidState', (e as Error).message, { contactId: call.data.contactId });
    }
  },
  // The request reached Connect Local over the network, so the agent's connection is up.
  'aws.connect.contact agent/getNetworkConnectionStatus': ({ ctx, agent }): NetworkConnectionStatusChanged => ({
    status: 'connected',
    timestamp: extras(ctx, agent).connectedSince,
  }),
  // The agent configuration's mode; none where the instance does not offer voice enhancement.
  'aws.connect.voice voice/getVoiceEnhancementMode': ({ ctx, agent }) => (ctx.centre.settings.voiceEnhancement ? { voiceEnhancementMode: agent.voiceEnhancementMode } : {}),
  'aws.connect.voice voice/setVoiceEnhancementMode': ({ ctx, agent, data, emit }) => {
    voiceEnhancementOffered(ctx);
    const mode = data.voiceEnhancementMode as VoiceEnhancementMode;
    if (!VOICE_ENHANCEMENT_MODES.includes(mode)) throw new SdkError('invalidParameter', `voiceEnhancementMode must be one of ${VOICE_ENHANCEMENT_MODES.join(', ')}`);
    const previous = agent.voiceEnhancementMode;
    agent.voiceEnhancementMode = mode;
    if (previous !== mode) {
      const evt: VoiceEnhancementModeChanged = { voiceEnhancementMode: mode, previous: { voiceEnhancementMode: previous } };
      emit({ topic: { namespace: voice, key: modeChanged }, data: evt });
      ctx.centre.change(`agent ${ctx.username} set voice enhancement ${mode}`, ctx.username);
    }
  },
  // VoiceFocus needs AWS-hosted model and worker assets, which Connect Local does not serve.
  'aws.connect.voice voice/getVoiceEnhancementPaths': () => {
    throw new SdkError('notSupported', 'Connect Local does not host the voice enhancement (VoiceFocus) assets');
  },
  'aws.connect.voice voice/canResumeParticipant': (call) => ({ canResumeParticipant: participant(call).connection.state.type === 'hold' }),
  'aws.connect.voice voice/isParticipantOnHold': (call) => ({ isOnHold: participant(call).connection.state.type === 'hold' }),
  // Activity extends the session: a pending expiry warning clears (or the extension fails, if so armed).
  'aws.connect.activity sendActivity': ({ ctx, agent }) => void recordActivity(ctx.centre, agent),
};

/** Answers one SDK request for the signed-in agent; never throws, so the page can always reply. */
export function handleSdkRequest(ctx: SdkContext, req: SdkRequest): SdkAnswer {
  const details = { command: req.command, requestData: req.data };
  const events: SdkEvent[] = [];
  try {
    const key = `${req.namespace} ${req.command}`;
    const route = (routes as Record<string, Route | undefined>)[key] ?? (Object.hasOwn(ctx.extraRoutes ?? {}, key) ? ctx.extraRoutes![key] : undefined);
    if (!route) throw new SdkError('handlerNotFound', 'No handler for command');
    const agent = ctx.centre.ctiAgent(ctx.username);
    const data = req.data && typeof req.data === 'object' ? (req.data as Record<string, unknown>) : {};
    const result = route({ ctx, agent, data, emit: (e) => events.push(e) });
    return { isError: false, data: result ?? undefined, events };
  } catch (e) {
    if (e instanceof SdkError) return { isError: true, errorKey: e.errorKey, reason: e.message, details: { ...details, ...e.details } };
    const err = e as { type?: string; message?: string };
    return { isError: true, errorKey: err.type ?? 'connectLocalError', reason: err.message ?? String(e), details };
  }
}
