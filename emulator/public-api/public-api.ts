import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentRuntime } from '../centre/agents.ts';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError } from '../centre/errors.ts';
import { seedId } from '../centre/ids.ts';
import type { ContactRecord } from '../centre/records.ts';
import type { Faults } from '../cti/faults.ts';
import { INSTANCE_EMAIL_ADDRESSES } from '../email/email-addresses.ts';
import { changeRecording, recordedContact, type RecordingAction } from '../recording/recording-api.ts';
import { readBody, send } from '../web/http.ts';
import { type AccessKey, CONNECT_LOCAL_ACCESS_KEY, verifySigV4 } from './sigv4.ts';

/**
 * The public Amazon Connect API, as far as the panel's back ends (backends/) call it: the service's own REST paths,
 * JSON shapes and error names (x-amzn-ErrorType), from the AWS API model the SDK clients carry (the drift test,
 * tests/unit/backends/public-api-drift.test.ts, compares this table with it). Requests must be SigV4-signed with
 * Connect Local's access key for its region and the service `connect` (Contact Lens signs as `connect` too), so the
 * official SDK clients work against it with an endpoint override and nothing else.
 *
 * It acts on Connect Local's one world: the recording operations change the recording the panel's own back end and
 * the control API see; the transcript is the realtime analysis emulator/contact-lens keeps.
 */

type Input = Record<string, unknown>;
type Handler = (input: Input) => unknown;

export interface PublicOperation {
  name: string;
  /** 'connect' or 'contact-lens': which API model the operation is in. */
  model: 'connect' | 'contact-lens';
  method: 'GET' | 'POST';
  /** The model's URI template, e.g. /contacts/{InstanceId}/{ContactId}. */
  uri: string;
  /** Query members: the model's httpQuery name -> member name. */
  query?: Record<string, string>;
  /** Members the model requires (labels, query and body alike). */
  required: string[];
}

/** What Connect Local implements of the public API: the drift test holds it against the AWS model. */
export const PUBLIC_OPERATIONS: readonly PublicOperation[] = [
  { name: 'DescribeContact', model: 'connect', method: 'GET', uri: '/contacts/{InstanceId}/{ContactId}', required: ['InstanceId', 'ContactId'] },
  { name: 'DescribeUser', model: 'connect', method: 'GET', uri: '/users/{InstanceId}/{UserId}', required: ['InstanceId', 'UserId'] },
  { name: 'SearchUsers', model: 'connect', method: 'POST', uri: '/search-users', required: ['InstanceId'] },
  { name: 'DescribeRoutingProfile', model: 'connect', method: 'GET', uri: '/routing-profiles/{InstanceId}/{RoutingProfileId}', required: ['InstanceId', 'RoutingProfileId'] },
  { name: 'ListQueueEmailAddresses', model: 'connect', method: 'GET', uri: '/queues/{InstanceId}/{QueueId}/email-addresses', query: { nextToken: 'NextToken', maxResults: 'MaxResults' }, required: ['InstanceId', 'QueueId'] },
  { name: 'DescribeEmailAddress', model: 'connect', method: 'GET', uri: '/email-addresses/{InstanceId}/{EmailAddressId}', required: ['InstanceId', 'EmailAddressId'] },
  { name: 'GetContactAttributes', model: 'connect', method: 'GET', uri: '/contact/attributes/{InstanceId}/{InitialContactId}', required: ['InstanceId', 'InitialContactId'] },
  { name: 'UpdateContactAttributes', model: 'connect', method: 'POST', uri: '/contact/attributes', required: ['InitialContactId', 'InstanceId', 'Attributes'] },
  { name: 'StartContactRecording', model: 'connect', method: 'POST', uri: '/contact/start-recording', required: ['InstanceId', 'ContactId', 'InitialContactId', 'VoiceRecordingConfiguration'] },
  { name: 'SuspendContactRecording', model: 'connect', method: 'POST', uri: '/contact/suspend-recording', required: ['InstanceId', 'ContactId', 'InitialContactId'] },
  { name: 'ResumeContactRecording', model: 'connect', method: 'POST', uri: '/contact/resume-recording', required: ['InstanceId', 'ContactId', 'InitialContactId'] },
  { name: 'StopContactRecording', model: 'connect', method: 'POST', uri: '/contact/stop-recording', required: ['InstanceId', 'ContactId', 'InitialContactId'] },
  { name: 'ListRealtimeContactAnalysisSegments', model: 'contact-lens', method: 'POST', uri: '/realtime-contact-analysis/analysis-segments', required: ['InstanceId', 'ContactId'] },
];

const MAX_ID = 256;
const notFound = (message: string) => new ServiceError('ResourceNotFoundException', message, 404);
const invalidParameter = (message: string) => new ServiceError('InvalidParameterException', message, 400);
const invalidRequest = (message: string) => new ServiceError('InvalidRequestException', message, 400);

/** Matches a path against an operation's URI template; the labels, decoded, or null. */
function matchUri(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const labels: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const label = /^\{(\w+)\}$/.exec(w)?.[1];
    if (!label) {
      if (w !== got[i]) return null;
      continue;
    }
    try {
      labels[label] = decodeURIComponent(got[i]!);
    } catch {
      return null;
    }
    if (!labels[label]) return null;
  }
  return labels;
}

/** Whether a path is one of the public API's (so a request for it is answered here, signed or not). */
export function publicOperationFor(method: string, path: string) {
  for (const op of PUBLIC_OPERATIONS) {
    const labels = matchUri(op.uri, path);
    if (labels) return { op: op.method === method ? op : null, labels };
  }
  return null;
}

const CHANNELS: Record<ContactRecord['type'], string> = { voice: 'VOICE', queue_callback: 'VOICE', chat: 'CHAT', task: 'TASK', email: 'EMAIL' };
const seconds = (ms: number) => Math.floor(ms / 1000);

export function createPublicApi(deps: { centre: ContactCentre; faults: Faults; region: string; key?: AccessKey; contactLens: { list(body: Record<string, unknown>): unknown } }) {
  const { centre } = deps;
  const ids = centre.directory.ids;
  const key = deps.key ?? CONNECT_LOCAL_ACCESS_KEY;

  const requireString = (input: Input, name: string, max = MAX_ID): string => {
    const v = input[name];
    if (v === undefined || v === null || v === '') throw invalidParameter(`${name} is required`);
    if (typeof v !== 'string' || v.length > max) throw invalidParameter(`${name} must be a string of 1 to ${max} characters`);
    return v;
  };
  /** Every operation names the instance; another one is not found, as the service says for an instance not there. */
  const instance = (input: Input) => {
    const id = requireString(input, 'InstanceId', 100);
    if (id !== ids.instanceId && id !== ids.instanceArn) throw notFound(`Instance ${id} not found`);
  };
  const contact = (id: string) => centre.contacts.find((c) => c.contactId === id) ?? notFoundThrow(`Contact ${id} not found`);
  const notFoundThrow = (m: string): never => {
    throw notFound(m);
  };
  const runtimes = () => [...centre.agents.values()];
  const agentById = (id: string) => runtimes().find((a) => a.profile.agentId === id);
  const routingProfileId = (name: string) => seedId(`routing-profile:${name}`);
  const queueByName = (name: string) => centre.directory.queues.find((q) => q.name === name);
  const emailAddressId = (address: string) => seedId(`email-address:${address}`);
  const userOf = (a: AgentRuntime) => {
    const [first = '', ...rest] = a.profile.name.split(' ');
    return {
      Id: a.profile.agentId,
      Arn: `${ids.instanceArn}/agent/${a.profile.agentId}`,
      Username: a.profile.username,
      IdentityInfo: { FirstName: first, LastName: rest.join(' ') },
      RoutingProfileId: routingProfileId(a.profile.routingProfileName),
      SecurityProfileIds: [],
    };
  };

  const recording = (action: RecordingAction) => (input: Input) => {
    instance(input);
    const contactId = requireString(input, 'ContactId');
    requireString(input, 'InitialContactId');
    if (action === 'start' && (typeof input.VoiceRecordingConfiguration !== 'object' || input.VoiceRecordingConfiguration === null)) throw invalidParameter('VoiceRecordingConfiguration is required');
    recordedContact(centre, contactId);
    try {
      changeRecording(centre, contactId, action);
    } catch (e) {
      // The service names a request the contact's state does not allow an invalid request.
      if (e instanceof ServiceError && e.type === 'InvalidStateException') throw invalidRequest(e.message);
      throw e;
    }
    return {};
  };

  const handlers: Record<string, Handler> = {
    DescribeContact(input) {
      instance(input);
      const c = contact(requireString(input, 'ContactId'));
      const agent = c.agent ? centre.agents.get(c.agent) : undefined;
      const agentConnected = agent && ['connected', 'paused', 'ended'].includes(c.state.type);
      return {
        Contact: {
          Arn: `${ids.instanceArn}/contact/${c.contactId}`,
          Id: c.contactId,
          InitialContactId: c.initialContactId,
          ...(c.relatedContactId ? { RelatedContactId: c.relatedContactId } : {}),
          Channel: CHANNELS[c.type],
          InitiationMethod: c.initiationMethod.toUpperCase(),
          InitiationTimestamp: seconds(c.createdAt),
          QueueInfo: { Id: c.queue.queueId, EnqueueTimestamp: seconds(c.queueTimestamp) },
          ...(agentConnected ? { AgentInfo: { Id: agent.profile.agentId, ConnectedToAgentTimestamp: seconds(c.state.timestamp) } } : {}),
          ...(c.state.type === 'ended' ? { DisconnectTimestamp: seconds(c.state.timestamp) } : {}),
        },
      };
    },
    DescribeUser(input) {
      instance(input);
      const id = requireString(input, 'UserId');
      const a = agentById(id) ?? notFoundThrow(`User ${id} not found`);
      return { User: userOf(a) };
    },
    SearchUsers(input) {
      instance(input);
      // Connect Local searches by one condition, the one a back end needs: the user name, exactly.
      const cond = (input.SearchCriteria as { StringCondition?: { FieldName?: unknown; Value?: unknown; ComparisonType?: unknown } } | undefined)?.StringCondition;
      if (!cond || cond.FieldName !== 'Username' || cond.ComparisonType !== 'EXACT' || typeof cond.Value !== 'string') {
        throw invalidParameter('Connect Local searches users by SearchCriteria.StringCondition {FieldName: "Username", ComparisonType: "EXACT", Value} only');
      }
      const users = runtimes().filter((a) => a.profile.username === cond.Value).map(userOf);
      return { Users: users, ApproximateTotalCount: users.length };
    },
    DescribeRoutingProfile(input) {
      instance(input);
      const id = requireString(input, 'RoutingProfileId');
      const a = runtimes().find((x) => routingProfileId(x.profile.routingProfileName) === id) ?? notFoundThrow(`Routing profile ${id} not found`);
      const p = a.profile;
      const outbound = queueByName(p.defaultOutboundQueueName);
      return {
        RoutingProfile: {
          InstanceId: ids.instanceId,
          Name: p.routingProfileName,
          RoutingProfileArn: `${ids.instanceArn}/routing-profile/${id}`,
          RoutingProfileId: id,
          Description: p.routingProfileName,
          ...(outbound ? { DefaultOutboundQueueId: outbound.queueId } : {}),
          MediaConcurrencies: Object.entries(p.channelConcurrency).map(([Channel, Concurrency]) => ({ Channel, Concurrency })),
          NumberOfAssociatedQueues: p.queueNames.length,
        },
      };
    },
    ListQueueEmailAddresses(input) {
      instance(input);
      const id = requireString(input, 'QueueId');
      const q = centre.directory.queues.find((x) => x.queueId === id) ?? notFoundThrow(`Queue ${id} not found`);
      if (input.NextToken !== undefined) throw invalidParameter('NextToken is not one this API gave');
      const list = INSTANCE_EMAIL_ADDRESSES.filter((a) => a.queueNames.includes(q.name ?? '')).map((a) => ({
        Id: emailAddressId(a.emailAddress),
        Arn: `${ids.instanceArn}/email-address/${emailAddressId(a.emailAddress)}`,
        IsDefaultOutboundEmail: a.defaultFor.includes(q.name ?? ''),
      }));
      return { EmailAddressMetadataList: list };
    },
    DescribeEmailAddress(input) {
      instance(input);
      const id = requireString(input, 'EmailAddressId');
      const a = INSTANCE_EMAIL_ADDRESSES.find((x) => emailAddressId(x.emailAddress) === id) ?? notFoundThrow(`Email address ${id} not found`);
      return {
        EmailAddressId: id,
        EmailAddressArn: `${ids.instanceArn}/email-address/${id}`,
        EmailAddress: a.emailAddress,
        ...(a.displayName ? { DisplayName: a.displayName } : {}),
      };
    },
    GetContactAttributes(input) {
      instance(input);
      const id = requireString(input, 'InitialContactId');
      const c = centre.contacts.find((x) => x.initialContactId === id || x.contactId === id) ?? notFoundThrow(`Contact ${id} not found`);
      return { Attributes: { ...c.attributes } };
    },
    UpdateContactAttributes(input) {
      instance(input);
      const id = requireString(input, 'InitialContactId');
      const attrs = input.Attributes;
      if (typeof attrs !== 'object' || attrs === null || Array.isArray(attrs)) throw invalidParameter('Attributes must be a map of strings');
      const entries = Object.entries(attrs as Record<string, unknown>);
      if (entries.some(([k, v]) => typeof v !== 'string' || !/^[a-zA-Z0-9_.-]{1,127}$/.test(k) || v.length > 32767)) throw invalidParameter('Attributes keys must be 1 to 127 letters, digits, . _ or -, values strings of at most 32767 characters');
      const related = centre.contacts.filter((x) => x.initialContactId === id || x.contactId === id);
      if (!related.length) throw notFound(`Contact ${id} not found`);
      for (const c of related) Object.assign(c.attributes, Object.fromEntries(entries));
      centre.change(`attributes of ${id} updated`);
      return {};
    },
    StartContactRecording: recording('start'),
    SuspendContactRecording: recording('suspend'),
    ResumeContactRecording: recording('resume'),
    StopContactRecording: recording('stop'),
    ListRealtimeContactAnalysisSegments(input) {
      instance(input);
      return deps.contactLens.list(input);
    },
  };

  /** Answers a request for a public API path (publicOperationFor said it is one). */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, rawUrl: string) {
    const found = publicOperationFor(req.method ?? 'GET', url.pathname);
    try {
      const body = await readBody(req);
      verifySigV4(req, rawUrl, body, { key, region: deps.region, service: 'connect', now: Date.now() });
      if (!found?.op) throw new ServiceError('UnknownOperationException', `No operation ${req.method} ${url.pathname}`, 404);
      const { op, labels } = found;
      let input: Input = {};
      if (op.method === 'POST') {
        try {
          input = body.trim() ? JSON.parse(body) : {};
        } catch {
          throw new ServiceError('SerializationException', 'The request body is not JSON');
        }
        if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new ServiceError('SerializationException', 'The request body is not a JSON object');
      }
      for (const [q, member] of Object.entries(op.query ?? {})) {
        const v = url.searchParams.get(q);
        if (v !== null) input[member] = member === 'MaxResults' ? Number(v) : v;
      }
      Object.assign(input, labels);
      await deps.faults.apply(op.name, 'PublicApi');
      const answer = handlers[op.name]!(input);
      send(res, 200, JSON.stringify(answer), { 'Content-Type': 'application/json', 'x-amzn-RequestId': crypto.randomUUID() });
    } catch (e) {
      const err = e instanceof ServiceError ? e : new ServiceError('InternalServiceException', e instanceof Error ? e.message : String(e), 500);
      if (res.headersSent) return void res.end();
      send(res, err.status, JSON.stringify({ message: err.message }), { 'Content-Type': 'application/json', 'x-amzn-ErrorType': err.type, 'x-amzn-RequestId': crypto.randomUUID() });
    }
  }

  return { handle };
}
