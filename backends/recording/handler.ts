import {
  GetContactAttributesCommand,
  type GetContactAttributesCommandOutput,
  ResumeContactRecordingCommand,
  StartContactRecordingCommand,
  StopContactRecordingCommand,
  SuspendContactRecordingCommand,
  UpdateContactAttributesCommand,
} from '@aws-sdk/client-connect';
import { checkInstance, createAgentCheck, idOf } from '../shared/agent.ts';
import { type BackEndDeps, createClients, send } from '../shared/clients.ts';
import { configFromEnv } from '../shared/config.ts';
import { backEndHandler, type BackEndHandler, jsonBody, lastSegment, notARoute } from '../shared/handler.ts';
import { badInput } from '../shared/respond.ts';
import { DEFAULT_RECORDING_STATUS, RECORDING_STATUS_ATTRIBUTE, RECORDING_STATUSES, type RecordingStatus } from './status-attribute.ts';

/**
 * Recording control for the agent on a call (StartContactRecording, SuspendContactRecording, ResumeContactRecording,
 * StopContactRecording), in the panel's shapes:
 *
 *   POST <apiUrl>/start|suspend|resume|stop  {InstanceId?, ContactId, InitialContactId?, VoiceRecordingConfiguration?}
 *   GET  <apiUrl>/status?ContactId=…
 *   ->   {ContactId, Status: "recording" | "suspended" | "stopped"}
 */
const AFTER: Record<string, RecordingStatus> = { start: 'recording', resume: 'recording', suspend: 'suspended', stop: 'stopped' };
const TRACKS = ['FROM_AGENT', 'TO_AGENT', 'ALL'];

export function createRecordingHandler(deps: BackEndDeps): BackEndHandler {
  const { config, connect } = deps;
  const agentOnContact = createAgentCheck(deps);
  const statusOf = async (initialContactId: string): Promise<RecordingStatus> => {
    const out = await send<GetContactAttributesCommandOutput>(connect, new GetContactAttributesCommand({ InstanceId: config.instanceId, InitialContactId: initialContactId }), config.timeoutMs);
    const value = out.Attributes?.[RECORDING_STATUS_ATTRIBUTE];
    return RECORDING_STATUSES.find((s) => s === value) ?? DEFAULT_RECORDING_STATUS;
  };

  return backEndHandler(deps, async (event, ctx) => {
    const method = event.requestContext.http.method;
    const route = lastSegment(event);
    if (method === 'GET' && route === 'status') {
      ctx.action = 'recording-status';
      const contactId = idOf(event.queryStringParameters?.ContactId, 'ContactId');
      ctx.contact = contactId;
      const contact = await agentOnContact(ctx.who, contactId);
      return { ContactId: contactId, Status: await statusOf(contact.InitialContactId ?? contactId) };
    }
    const next = AFTER[route];
    if (method !== 'POST' || !next) throw notARoute(event);
    ctx.action = `recording-${route}`;
    const body = jsonBody(event);
    const contactId = idOf(body.ContactId, 'ContactId');
    ctx.contact = contactId;
    checkInstance(body.InstanceId, config.instanceId);
    const contact = await agentOnContact(ctx.who, contactId);
    // The contact's own first contact, not what the page says: the check above was made for this contact.
    const initialContactId = contact.InitialContactId ?? contactId;
    const ids = { InstanceId: config.instanceId, ContactId: contactId, InitialContactId: initialContactId };
    const track = (body.VoiceRecordingConfiguration as { VoiceRecordingTrack?: unknown } | undefined)?.VoiceRecordingTrack ?? 'ALL';
    if (typeof track !== 'string' || !TRACKS.includes(track)) throw badInput(`VoiceRecordingConfiguration.VoiceRecordingTrack must be one of ${TRACKS.join(', ')}.`);
    const command =
      route === 'start'
        ? new StartContactRecordingCommand({ ...ids, VoiceRecordingConfiguration: { VoiceRecordingTrack: track as 'ALL' } })
        : route === 'suspend'
          ? new SuspendContactRecordingCommand(ids)
          : route === 'resume'
            ? new ResumeContactRecordingCommand(ids)
            : new StopContactRecordingCommand(ids);
    await send(connect, command, config.timeoutMs);
    await send(connect, new UpdateContactAttributesCommand({ InstanceId: config.instanceId, InitialContactId: initialContactId, Attributes: { [RECORDING_STATUS_ATTRIBUTE]: next } }), config.timeoutMs);
    return { ContactId: contactId, Status: next };
  });
}

let fromEnv: BackEndHandler | undefined;

/** The Lambda entry point (API Gateway HTTP API, payload 2.0), configured by its environment. */
export const handler: BackEndHandler = (event) => {
  fromEnv ??= (() => {
    const config = configFromEnv();
    return createRecordingHandler({ config, ...createClients(config) });
  })();
  return fromEnv(event);
};
