import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AgentWebSocket } from '../agent-websocket.ts';
import type { ContactCentre, Settings } from '../centre/centre.ts';
import type { AgentProfile } from '../centre/directory.ts';
import { ServiceError, badRequest, invalidState } from '../centre/errors.ts';
import type { ContactRecord, ConnectionRecord } from '../centre/records.ts';
import type { Voice } from '../centre/voice.ts';
import { MONITOR_MODES, Monitoring } from '../centre/monitoring.ts';
import { GlobalResiliency } from '../centre/resiliency.ts';
import type { CtiCall } from '../cti/service.ts';
import type { Faults } from '../cti/faults.ts';
import { RECORDING_STATUS_ATTRIBUTE } from '../../backends/recording/status-attribute.ts';
import { modelDrift } from '../cti/model-drift.ts';
import { pushSoftphoneError, warnSessionExpiry } from '../ccp/session-expiry.ts';
import { ccpPagesListening } from '../ccp/backend.ts';
import { readJson, requireJsonBody, safeDecode, sendError, sendJson } from '../web/http.ts';
import { adminRoutes } from './admin-routes.ts';
import type { Route } from './route.ts';
import { describeState } from './state.ts';
import { type Check, checkFields, isBoolean, isNonEmptyString, isNumberIn, isObject, isRecordOf, isString, isStringArray, onlyFields } from './body-checks.ts';

const CONCURRENCY_CHANNELS = ['VOICE', 'CHAT', 'TASK', 'EMAIL'];
/** The longest a fault or a warning may be set for: a day (a bigger number would overflow a timer). */
const MAX_MS = 24 * 3600_000;

/** What an admin may change on an agent, and the type each field must have. */
const AGENT_FIELDS = {
  name: isNonEmptyString,
  isAgent: isBoolean,
  permissions: isStringArray,
  channelConcurrency: (v: unknown) => isRecordOf(isNumberIn(0, 10))(v) && Object.keys(v as object).every((k) => CONCURRENCY_CHANNELS.includes(k)),
  queueNames: isStringArray,
  defaultOutboundQueueName: isString,
  stateNames: isStringArray,
  dialableCountries: isStringArray,
  softphoneEnabled: isBoolean,
  softphoneAutoAccept: isBoolean,
  extension: isString,
  language: isNonEmptyString,
};

/** The voice contact body (other channels check their own). */
const VOICE_CONTACT_FIELDS = {
  agent: isNonEmptyString,
  from: isString,
  queue: isString,
  attributes: isRecordOf(isString),
  callback: isBoolean,
  record: isBoolean,
  ringTimeoutSeconds: isNumberIn(0.1, 3600),
  video: isBoolean,
  screenShare: isBoolean,
  preview: isObject,
};
const PREVIEW_FIELDS = { autoDialTimeoutSeconds: isNumberIn(1, 3600), canDiscard: isBoolean };

/** Each setting's type and range (milliseconds up to an hour). */
const SETTING_CHECKS: Record<string, [Check, string]> = {
  ringTimeoutMs: [isNumberIn(0, 3600_000), 'a number of milliseconds from 0 to 3600000'],
  connectDelayMs: [isNumberIn(0, 3600_000), 'a number of milliseconds from 0 to 3600000'],
  answerDelayMs: [isNumberIn(0, 3600_000), 'a number of milliseconds from 0 to 3600000'],
  autoAnswer: [isBoolean, 'true or false'],
  requireLogin: [isBoolean, 'true or false'],
  metricsPutIntervalMs: [isNumberIn(100, 3600_000), 'a number of milliseconds from 100 to 3600000'],
  workflowEventsPutIntervalMs: [isNumberIn(100, 3600_000), 'a number of milliseconds from 100 to 3600000'],
  memorySnapshotIntervalMs: [isNumberIn(100, 3600_000), 'a number of milliseconds from 100 to 3600000'],
};

export type { Route } from './route.ts';

export interface ControlDeps {
  centre: ContactCentre;
  voice: Voice;
  faults: Faults;
  websocket: AgentWebSocket;
  ctiCalls: CtiCall[];
  onReset: () => void;
  /** Connect Local's own origin: the simulator page's. Browser requests from any other origin are refused. */
  ownOrigin: () => string;
  /** Other channels' modules (emulator/chat): how they create a contact, and their own routes, keyed as below. */
  channels?: { create: Partial<Record<string, (body: Record<string, any>) => unknown>>; routes: Record<string, Route> };
}

/**
 * The control API can create contacts, arm faults and reset the world, so a web page the developer happens to
 * visit must not be able to call it. A browser names the calling page in Origin (every POST, PUT, PATCH,
 * DELETE) and Sec-Fetch-Site; any other origin is refused. Bodies must be JSON: a "simple" cross-origin form
 * or text/plain post, which needs no preflight, is refused before it is read.
 */
export function refuseForeignRequests(req: IncomingMessage, ownOrigin: string) {
  const origin = req.headers.origin;
  if ((origin !== undefined && origin !== ownOrigin) || req.headers['sec-fetch-site'] === 'cross-site') {
    throw new ServiceError('AccessDeniedException', `The control API answers only Connect Local's own pages (${ownOrigin}), not ${origin ?? 'another site'}`, 403);
  }
  requireJsonBody(req, 'The control API');
}

const CHANNELS = ['voice', 'chat', 'task', 'email'] as const;

const isMonitorMode = (v: unknown) => typeof v === 'string' && (MONITOR_MODES as readonly string[]).includes(v);
const isMonitorModes = (v: unknown) => Array.isArray(v) && v.every(isMonitorMode);
const MONITOR_HINTS = { mode: 'SILENT_MONITOR or BARGE', capabilities: 'a list of SILENT_MONITOR and BARGE' };

/**
 * The control API under /emulator/api/: what tests, the simulator page and a developer use to play the
 * customer, third parties and the administrator. Documented in emulator/README.md.
 */
export function createControlApi(deps: ControlDeps) {
  const { centre, voice } = deps;

  const contact = (id: string | undefined): ContactRecord => {
    const c = centre.contacts.find((x) => x.contactId === id) ?? centre.queued.find((x) => x.contactId === id);
    if (!c) throw new ServiceError('ResourceNotFoundException', `No contact ${id}`, 404);
    return c;
  };
  const connection = (c: ContactRecord, id: string | undefined): ConnectionRecord => {
    const k = c.connections.find((x) => x.connectionId === id);
    if (!k) throw new ServiceError('ResourceNotFoundException', `No connection ${id} on contact ${c.contactId}`, 404);
    return k;
  };
  const party = (c: ContactRecord, who: string | undefined): ConnectionRecord => {
    // Chat parties answer through the chat verbs (customer/disconnect, transfer/accept, transfer/fail).
    if (c.type === 'chat') throw badRequest(`Contact ${c.contactId} is a chat: use its chat verbs instead of /parties`);
    if (who === 'customer') return voice.customerConnection(c);
    return connection(c, who);
  };

  const monitoring = new Monitoring(centre);
  const resiliency = new GlobalResiliency(centre, voice);
  const session = (id: string | undefined, who: string | undefined) => {
    const s = monitoring.sessionOf(contact(id).contactId, who ?? '');
    if (!s) throw new ServiceError('ResourceNotFoundException', `${who} is not monitoring contact ${id}`, 404);
    return s;
  };

  const routes: Record<string, Route> = {
    'GET /state': () => describeState(centre, deps),
    'POST /reset': () => {
      deps.faults.clear();
      deps.websocket.restore();
      deps.onReset();
      centre.reset();
      return {};
    },
    'POST /contacts': (_req, _p, body) => {
      const channel = body.channel;
      if (!CHANNELS.includes(channel)) throw badRequest(`channel must be one of ${CHANNELS.join(', ')}`);
      // An unknown queue would quietly become the agent's first one.
      if (typeof body.queue === 'string' && !centre.directory.queues.some((q) => q.name === body.queue || q.queueARN === body.queue)) throw badRequest(`No queue ${body.queue}; queues: ${centre.directory.queues.map((q) => q.name).filter(Boolean).join(', ')}`);
      const create = deps.channels?.create[channel];
      if (create) return create(body);
      if (channel !== 'voice') throw new ServiceError('NotImplementedException', `The ${channel} channel is not available in Connect Local yet`, 501);
      checkFields(body, VOICE_CONTACT_FIELDS, [], { attributes: 'an object of strings', ringTimeoutSeconds: 'a number of seconds from 0.1 to 3600', preview: 'an object {autoDialTimeoutSeconds?, canDiscard?}' });
      if (body.preview !== undefined) checkFields(body.preview, PREVIEW_FIELDS, [], { autoDialTimeoutSeconds: 'a number of seconds from 1 to 3600' });
      const attributes = body.attributes ?? {};
      const from = body.from ?? '+12065550123';
      if (typeof from !== 'string' || !/^\+[1-9]\d{6,14}$/.test(from)) throw badRequest('from must be an E.164 phone number for voice');
      const agent = typeof body.agent === 'string' ? body.agent : 'agent';
      centre.agent(agent);
      if (body.preview !== undefined) {
        // An outbound-campaign preview: `from` is the customer the agent will dial.
        const p = body.preview;
        const seconds = p.autoDialTimeoutSeconds ?? 30;
        const c = voice.preview({ agent, to: from, queue: body.queue, autoDialTimeoutSeconds: seconds, canDiscard: p.canDiscard !== false, attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, String(v)])) });
        return { contactId: c.contactId, routed: centre.contacts.includes(c) };
      }
      const c = voice.inbound({
        agent,
        from,
        attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, String(v)])),
        queue: body.queue,
        callback: body.callback === true,
        ringTimeoutMs: typeof body.ringTimeoutSeconds === 'number' ? body.ringTimeoutSeconds * 1000 : undefined,
        record: body.record !== false,
        video: body.video === true,
        ...(typeof body.screenShare === 'boolean' ? { screenShare: body.screenShare } : {}),
      });
      return { contactId: c.contactId, routed: centre.contacts.includes(c) };
    },
    // The customer (or any party, by connection id) answers, hangs up or rejects.
    'POST /contacts/:id/parties/:party/answer': (_r, [id, who]) => (voice.answer(contact(id), party(contact(id), who)), {}),
    'POST /contacts/:id/parties/:party/hang-up': (_r, [id, who]) => (voice.hangUp(contact(id), party(contact(id), who), 'party hung up'), {}),
    'POST /contacts/:id/parties/:party/reject': (_r, [id, who]) => {
      const c = contact(id);
      const k = party(c, who);
      if (k.state.type !== 'connecting') throw invalidState('Only a ringing party can reject');
      voice.hangUp(c, k, 'party rejected');
      return {};
    },
    // The contact flow or a supervisor changes recording (as the public recording API would).
    'PATCH /contacts/:id/recording': (_r, [id], body) => {
      const c = contact(id);
      if (!['recording', 'suspended', 'stopped'].includes(body.status)) throw badRequest('status must be recording, suspended or stopped');
      c.recording = body.status;
      // As a flow that changes recording would, it also sets the attribute the recording back end reads.
      c.attributes[RECORDING_STATUS_ATTRIBUTE] = body.status;
      centre.change(`recording of ${c.contactId} set to ${body.status}`);
      return { status: c.recording };
    },
    // A supervisor starts monitoring (as from the real-time metrics page), or the control API plays one.
    'POST /contacts/:id/monitor': (_r, [id], body) => {
      checkFields(body, { supervisor: isNonEmptyString, mode: isMonitorMode, capabilities: isMonitorModes }, ['supervisor'], MONITOR_HINTS);
      const s = monitoring.start({ contactId: contact(id).contactId, supervisor: body.supervisor, mode: body.mode, capabilities: body.capabilities });
      return { connectionId: s.connection.connectionId, mode: s.mode };
    },
    'PATCH /contacts/:id/monitor/:supervisor': (_r, [id, who], body) => {
      checkFields(body, { mode: isMonitorMode, agentMuted: isBoolean }, [], MONITOR_HINTS);
      const s = session(id, who);
      if (body.mode) monitoring.setMode(s, body.mode);
      // A forced mute of the monitored agent, as the supervisor's panel would do it.
      if (typeof body.agentMuted === 'boolean') monitoring.mute(s, voice.agentConnection(s.contact).connectionId, body.agentMuted);
      return { mode: s.mode };
    },
    // Global resiliency (with a backup region): Amazon Connect's failover, pending and then completed.
    'GET /failover': () => resiliency.state ?? { regions: null },
    'POST /failover': (_r, _p, body) => {
      checkFields(body, { state: (v) => v === 'pending' || v === 'completed' }, ['state'], { state: 'pending or completed' });
      if (body.state === 'pending') resiliency.pending();
      else resiliency.complete();
      return resiliency.state;
    },
    'DELETE /contacts/:id/monitor/:supervisor': (_r, [id, who]) => (monitoring.leave(session(id, who)), {}),
    // Sets the agent's state as the agent would in the panel (for tests and the simulator).
    'PUT /agents/:username/state': (_r, [username], body) => {
      const a = centre.agent(username!);
      checkFields(body, { name: isNonEmptyString, enqueueNextState: isBoolean }, ['name']);
      const wanted = centre.states(a).find((s) => s.name === body.name);
      if (!wanted) throw badRequest(`Unknown state ${body.name}; the agent has ${centre.states(a).map((s) => s.name).join(', ')}`);
      centre.setAgentState(a, wanted, body.enqueueNextState === true);
      return {};
    },
    // Amazon Connect putting the agent in a system error state (as a missed call puts them in MissedCallAgent), for
    // the error states the service names that no contact explains; the agent leaves it by picking a state.
    'POST /agents/:username/error-state': (_r, [username], body) => {
      checkFields(body, { name: isNonEmptyString }, ['name']);
      const a = centre.agent(username!);
      a.error = { name: body.name, startTimestamp: centre.now() };
      centre.change(`agent ${username} error state ${body.name}`, username!);
      return {};
    },
    // The hosted CCP's inactivity warning: the session "expires" in inSeconds unless the panel shows activity.
    'POST /agents/:username/session-expiry': (_r, [username], body) => {
      checkFields(body, { inSeconds: isNumberIn(Number.MIN_VALUE, MAX_MS / 1000), failExtension: isBoolean }, [], { inSeconds: 'a positive number of seconds, at most a day' });
      const inSeconds = body.inSeconds ?? 60;
      warnSessionExpiry(centre, centre.agent(username!), inSeconds, body.failExtension === true);
      return {};
    },
    // A softphone error the agent's ccp-v2 page reports to its panel (streams' agent.onSoftphoneError). 409 while no
    // ccp-v2 page of that agent is open to carry it, so a test can wait for the page instead of losing the event.
    'POST /agents/:username/softphone-error': (_r, [username], body) => {
      checkFields(body, { errorType: isNonEmptyString, message: isString }, ['errorType']);
      const agent = centre.agent(username!);
      if (ccpPagesListening(agent.profile.username) === 0) throw invalidState(`No ccp-v2 page of ${username} is open`);
      pushSoftphoneError(centre, agent, body.errorType, typeof body.message === 'string' ? body.message : '');
      return {};
    },
    'PATCH /agents/:username': (_r, [username], body) => {
      const a = centre.agent(username!);
      onlyFields(body, AGENT_FIELDS, 'agent');
      checkFields(body, AGENT_FIELDS, [], { channelConcurrency: `an object of numbers from 0 to 10 keyed by ${CONCURRENCY_CHANNELS.join(', ')}` });
      for (const [k, v] of Object.entries(body)) (a.profile as unknown as Record<string, unknown>)[k as keyof AgentProfile] = v;
      if ('softphoneEnabled' in body) a.softphoneEnabled = !!body.softphoneEnabled;
      if ('softphoneAutoAccept' in body) a.softphoneAutoAccept = !!body.softphoneAutoAccept;
      if ('extension' in body) a.extension = String(body.extension);
      if ('language' in body) a.preferences = { ...a.preferences, LANGUAGE: String(body.language) };
      centre.change(`admin changed agent ${username}`);
      return {};
    },
    'PATCH /settings': (_r, _p, body) => {
      // Every setting is checked before any is changed: a bad one changes none.
      for (const [k, v] of Object.entries(body)) {
        if (!Object.hasOwn(centre.settings, k)) throw badRequest(`Unknown setting ${k}; known: ${Object.keys(centre.settings).join(', ')}`);
        const [check, what] = SETTING_CHECKS[k] ?? [(x: unknown) => typeof x === typeof centre.settings[k as keyof Settings], `a ${typeof centre.settings[k as keyof Settings]}`];
        if (!check(v)) throw badRequest(`Setting ${k} must be ${what}`);
      }
      Object.assign(centre.settings, body);
      centre.change('settings');
      return centre.settings;
    },
    'GET /faults': () => deps.faults.list(),
    'POST /faults': (_r, _p, body) => {
      if (typeof body.operation !== 'string') throw badRequest('operation is required, e.g. "AcceptContact"');
      checkFields(body, { count: isNumberIn(1, 1000), delayMs: isNumberIn(0, 600_000), error: isRecordOf(() => true) }, [], { count: 'a number from 1 to 1000', delayMs: 'a number of milliseconds up to 600000', error: 'an object {type, message, status}' });
      if (body.error) checkFields(body.error, { type: isNonEmptyString, message: isString, status: isNumberIn(400, 599) }, [], { status: 'an HTTP error status from 400 to 599' });
      const fault = deps.faults.arm(body as { operation: string });
      centre.notify(`fault armed on ${fault.operation}`);
      return fault;
    },
    'DELETE /faults': () => (deps.faults.clear(), centre.notify('faults cleared'), {}),
    // The public API (emulator/public-api) throttles the next `count` calls, whichever operation, as AWS does when a
    // caller goes over its rate: ThrottlingException, 429.
    'POST /faults/public-api-throttle': (_r, _p, body) => {
      checkFields(body, { count: isNumberIn(1, 1000) }, [], { count: 'a number from 1 to 1000' });
      const fault = deps.faults.arm({ operation: 'PublicApi *', count: body.count ?? 1, error: { type: 'ThrottlingException', message: 'Rate exceeded', status: 429 } });
      centre.notify('public API throttled');
      return fault;
    },
    'POST /faults/websocket-drop': (_r, _p, body) => {
      checkFields(body, { forMs: isNumberIn(0, MAX_MS) }, [], { forMs: `a number of milliseconds from 0 to ${MAX_MS}` });
      deps.websocket.drop(body.forMs ?? 60 * 60_000);
      centre.notify('agent websocket dropped');
      return {};
    },
    'POST /faults/websocket-restore': () => (deps.websocket.restore(), centre.notify('agent websocket restored'), {}),
    'GET /drift': () => modelDrift(),
    ...adminRoutes(centre),
    ...deps.channels?.routes,
  };

  const compiled = Object.entries(routes).map(([key, fn]) => {
    const [method, path] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${path.replace(/:[a-z]+/g, '([^/]+)')}$`);
    return { method, pattern, fn };
  });

  async function handle(req: IncomingMessage, res: ServerResponse, path: string) {
    try {
      refuseForeignRequests(req, deps.ownOrigin());
      const route = compiled.find((r) => r.method === req.method && r.pattern.test(path));
      if (!route) {
        const known = compiled.some((r) => r.pattern.test(path));
        throw new ServiceError(known ? 'MethodNotAllowedException' : 'ResourceNotFoundException', `${req.method} /emulator/api${path} is not part of the control API`, known ? 405 : 404);
      }
      const params = path.match(route.pattern)!.slice(1).map((p) => {
        const decoded = safeDecode(p);
        if (decoded === null) throw badRequest(`The path segment ${p} is not a valid percent-encoding`);
        return decoded;
      });
      const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await readJson(req);
      sendJson(res, 200, (await route.fn(req, params, body)) ?? {});
    } catch (e) {
      sendError(res, e);
    }
  }

  return { handle };
}
