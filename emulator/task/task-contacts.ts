import type { ContactCentre } from '../centre/centre.ts';
import type { QuickConnect } from '../centre/directory.ts';
import { ServiceError, badRequest, invalidState, notFound } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import { newId } from '../centre/ids.ts';
import { type ConnectionRecord, type ContactRecord, type Endpoint, type TaskFields, agentEndpoint, isLive } from '../centre/records.ts';
import { acceptOffer, agentConnection, isRinging, newConnection, offerWithRingTimeout, rejectOffer, enterState } from '../centre/offers.ts';
import type { ChannelLifecycle } from '../cti/operations.ts';
import type { Sessions } from '../sessions.ts';
import type { NewTask } from './new-task.ts';
import { createTaskTemplates } from './task-templates.ts';
import { referenceDate } from '../../src/shared/rules/task-references.ts';
import type { TaskReference } from '../../src/shared/domain/task.ts';

export type { NewTask } from './new-task.ts';

/**
 * Task contacts in the contact centre, following Amazon Connect: a task is offered under the TASK concurrency and
 * rings until accepted, rejected or missed; accepting connects it at once (a task has no media). A connected task
 * can be paused and resumed (the CTI PauseContact / ResumeContact), ended by the agent, or transferred to a queue
 * or an agent quick connect, which ends it for this agent. A scheduled task is offered at its time.
 */

export class TaskContacts implements ChannelLifecycle {
  constructor(readonly centre: ContactCentre) {}

  agentConnection(c: ContactRecord) {
    return agentConnection(c);
  }

  private connection(role: 'agent' | 'customer', endpoint: Endpoint, state: ConnectionRecord['state']['type']): ConnectionRecord {
    return newConnection(this.centre, role, endpoint, state);
  }

  /** A new task for the agent (from the control API or the agent's own CreateTaskContact), offered now or at its time. */
  create(o: NewTask): ContactRecord {
    const a = this.centre.agent(o.agent);
    const queues = this.centre.queuesOf(a);
    const queue = queues.find((q) => q.name === o.queue || q.queueARN === o.queue) ?? queues[0]!;
    const now = this.centre.now();
    const id = newId();
    const task: TaskFields = {
      name: o.name,
      description: o.description ?? null,
      references: o.references ?? {},
      channelContext:
        o.templateId || o.scheduledTime
          ? { ...(o.templateId ? { taskTemplateId: o.templateId } : {}), ...(o.templateVersion ? { taskTemplateVersion: o.templateVersion } : {}), ...(o.scheduledTime ? { scheduledTime: Math.floor(o.scheduledTime / 1000) } : {}) }
          : null,
    };
    const taskEndpoint: Endpoint = { type: 'phone_number', phoneNumber: null, name: null, endpointARN: null, agentLogin: null, queue: null };
    const c: ContactRecord = {
      contactId: id,
      initialContactId: id,
      relatedContactId: o.relatedContactId ?? null,
      type: 'task',
      initiationMethod: o.initiationMethod ?? 'api',
      state: { type: 'connecting', timestamp: now },
      queue,
      queueTimestamp: now,
      attributes: o.attributes ?? {},
      customerEndpoint: taskEndpoint,
      // A task has no customer: only the agent's connection, which is its initial one (streams' isInbound() reads
      // the initial connection's media type, then the initiation method).
      connections: [{ ...this.connection('agent', agentEndpoint(), 'connecting'), initial: true }],
      agent: o.agent,
      createdAt: now,
      issues: [],
      task,
    };
    const delay = o.scheduledTime === undefined ? 0 : Math.max(0, o.scheduledTime - now);
    const deliver = () => {
      offerWithRingTimeout(this.centre, c, o.ringTimeoutMs ?? this.centre.settings.ringTimeoutMs);
      this.centre.change(`task ${id} (${o.name})`, c.agent);
    };
    if (delay > 0) {
      this.centre.scheduled.push(c);
      this.centre.later(delay, () => {
        this.centre.scheduled = this.centre.scheduled.filter((x) => x !== c);
        deliver();
      });
      this.centre.change(`task ${id} (${o.name}) scheduled`, c.agent);
    } else deliver();
    return c;
  }

  accept(c: ContactRecord) {
    acceptOffer(this.centre, c);
  }

  reject(c: ContactRecord) {
    rejectOffer(this.centre, c);
  }

  /** The agent's connection.destroy(): an offer is declined, a missed task cleared, an open (or paused) task ends. */
  destroyConnection(c: ContactRecord, connectionId: string) {
    if (!c.connections.some((k) => k.connectionId === connectionId)) throw invalidState(`Connection ${connectionId} is not part of contact ${c.contactId}`);
    if (c.state.type === 'missed' || c.state.type === 'rejected' || c.state.type === 'error') return this.clear(c);
    if (isRinging(c)) return this.reject(c);
    if (c.state.type !== 'connected' && c.state.type !== 'paused') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    this.end(c, `agent ended task ${c.contactId}`);
  }

  /** The task's time is up: it ends for the agent, who still closes it. */
  expire(c: ContactRecord) {
    this.end(c, `task ${c.contactId} expired`);
  }

  private end(c: ContactRecord, reason: string) {
    for (const k of c.connections) if (isLive(k)) enterState(this.centre, k, 'disconnected');
    enterState(this.centre, c, 'ended');
    this.centre.change(reason, c.agent);
  }

  clear(c: ContactRecord) {
    this.centre.removeContact(c);
    this.centre.change(`clear ${c.contactId}`, c.agent);
  }

  /**
   * CreateTaskContact: the agent's task goes to the agent of an agent quick connect, or, for a queue, to the creating
   * agent (Connect Local's queues have one agent who can take their work). Checked as the control API's tasks are.
   */
  createFromAgent(creator: string, endpoint: Endpoint, qc: QuickConnect | undefined, p: Record<string, unknown>) {
    if (endpoint.type !== 'queue' && endpoint.type !== 'agent') throw badRequest('A task can only be created for a queue or an agent');
    const login = endpoint.type === 'agent' ? (endpoint.agentLogin ?? qc?.agentLogin ?? null) : creator;
    if (!login || !this.centre.agents.has(login)) throw badRequest(`No agent for endpoint ${endpoint.endpointARN ?? endpoint.name ?? ''}`);
    const queue = endpoint.type === 'queue' ? (endpoint.queue ?? qc?.queue ?? undefined) : undefined;
    const o = taskFromControlBody(
      {
        channel: 'task',
        agent: login,
        name: p.name,
        ...(p.description !== undefined && p.description !== null ? { description: p.description } : {}),
        ...(p.references ? { references: p.references } : {}),
        ...(typeof p.scheduledTime === 'number' ? { scheduledTime: p.scheduledTime } : {}),
        ...(queue ? { queue } : {}),
      },
      this.centre.now(),
    );
    const related = typeof p.relatedContactId === 'string' ? p.relatedContactId : typeof p.previousContactId === 'string' ? p.previousContactId : undefined;
    const c = this.create({ ...o, ...(related ? { relatedContactId: related } : {}), initiationMethod: 'api' });
    return { contactId: c.contactId };
  }

  /** A transfer (CreateAdditionalConnection) to a queue or an agent quick connect: the task leaves this agent. */
  addConnection(c: ContactRecord, endpoint: Endpoint, qc?: QuickConnect) {
    if (c.state.type !== 'connected' && c.state.type !== 'paused') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    if (endpoint.type !== 'queue' && endpoint.type !== 'agent') throw new ServiceError('BadEndpointException', 'A task can only be transferred to a queue or an agent');
    const login = endpoint.agentLogin ?? qc?.agentLogin ?? null;
    if (endpoint.type === 'agent' && login === c.agent) throw new ServiceError('BadEndpointException', 'A task cannot be transferred to the agent who has it');
    const target = endpoint.type === 'agent' && login && this.centre.agents.has(login) ? login : null;
    if (target && c.task) {
      // The receiving agent gets a new contact of the same task (a transfer gives a new contact id).
      const next = this.create({ agent: target, name: c.task.name, ...(c.task.description ? { description: c.task.description } : {}), references: c.task.references, attributes: c.attributes, relatedContactId: c.contactId, initiationMethod: 'transfer' });
      next.initialContactId = c.initialContactId;
    }
    const k = this.connection('customer', { ...endpoint, name: endpoint.name ?? qc?.name ?? null }, 'disconnected');
    k.role = 'third_party';
    k.type = 'outbound';
    k.quickConnectName = qc?.name ?? endpoint.name ?? null;
    c.connections.push(k);
    this.end(c, `task ${c.contactId} transferred to ${qc?.name ?? endpoint.name ?? endpoint.type}`);
    return k;
  }
}

const REFERENCE_TYPES = ['URL', 'STRING', 'NUMBER', 'EMAIL', 'DATE', 'ATTACHMENT'];
/** A DATE reference's value as the panel reads one (rules/task-references): an ISO 8601 date or epoch milliseconds. */
const isReferenceDate = (value: string) => referenceDate({ type: 'DATE', value } as TaskReference) !== null;

/** `POST /contacts {channel: "task", …}`: checks the body as the service checks StartTaskContact. */
export function taskFromControlBody(body: Record<string, any>, now: number): NewTask {
  const known = ['channel', 'agent', 'name', 'description', 'references', 'attributes', 'templateId', 'scheduledTime', 'queue', 'ringTimeoutSeconds'];
  for (const k of Object.keys(body)) if (!known.includes(k)) throw badRequest(`Unknown field ${k}; a task takes ${known.join(', ')}`);
  const agent = body.agent === undefined ? 'agent' : body.agent;
  if (typeof agent !== 'string' || !agent || agent.length > 128) throw badRequest('agent must be a user name');
  if (typeof body.name !== 'string' || !body.name.trim() || body.name.length > 512) throw badRequest('name must be a non-empty string of at most 512 characters');
  if (body.description !== undefined && (typeof body.description !== 'string' || body.description.length > 4096)) throw badRequest('description must be a string of at most 4096 characters');
  const references = body.references ?? undefined;
  if (references !== undefined) {
    if (typeof references !== 'object' || Array.isArray(references) || Object.keys(references).length > 25) throw badRequest('references must be an object of at most 25 {type, value} entries');
    for (const [name, r] of Object.entries(references as Record<string, any>)) {
      if (!name || name.length > 4096 || !r || typeof r.value !== 'string' || r.value.length > 4096 || !REFERENCE_TYPES.includes(r.type)) {
        throw badRequest(`references.${name} must be {type: ${REFERENCE_TYPES.join(' | ')}, value: string}`);
      }
      if (r.type === 'DATE' && !isReferenceDate(r.value)) throw badRequest(`references.${name} is a DATE: its value must be an ISO 8601 date or epoch milliseconds`);
    }
  }
  const attributes = body.attributes ?? undefined;
  if (attributes !== undefined && (typeof attributes !== 'object' || Array.isArray(attributes) || Object.values(attributes).some((v) => typeof v !== 'string'))) throw badRequest('attributes must be an object of strings');
  if (body.templateId !== undefined && (typeof body.templateId !== 'string' || !body.templateId)) throw badRequest('templateId must be a template id');
  let scheduledTime: number | undefined;
  if (body.scheduledTime !== undefined) {
    // Epoch seconds, as StartTaskContact takes it; the service refuses the past and beyond six days.
    if (typeof body.scheduledTime !== 'number' || !Number.isFinite(body.scheduledTime)) throw badRequest('scheduledTime must be epoch seconds');
    scheduledTime = body.scheduledTime * 1000;
    if (scheduledTime < now - 1000 || scheduledTime > now + 6 * 24 * 3600 * 1000) throw badRequest('scheduledTime must lie within the next 6 days');
  }
  if (body.ringTimeoutSeconds !== undefined && !(typeof body.ringTimeoutSeconds === 'number' && body.ringTimeoutSeconds > 0 && body.ringTimeoutSeconds <= 3600)) throw badRequest('ringTimeoutSeconds must be a number of seconds from 0 to 3600');
  if (body.queue !== undefined && typeof body.queue !== 'string') throw badRequest('queue must be a queue name or ARN');
  return {
    agent,
    name: body.name,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(references ? { references } : {}),
    ...(attributes ? { attributes } : {}),
    ...(body.templateId ? { templateId: body.templateId } : {}),
    ...(scheduledTime !== undefined ? { scheduledTime } : {}),
    ...(body.queue ? { queue: body.queue } : {}),
    ...(body.ringTimeoutSeconds ? { ringTimeoutMs: body.ringTimeoutSeconds * 1000 } : {}),
  };
}

/** The `aws/task` events taskjs' TaskSession turns into onTaskExpiring, onTaskExpired and onTransfer* (constants.js). */
export const TASK_EVENT_CONTENT_TYPES = {
  expiring: 'application/vnd.amazonaws.connect.event.expire.warning',
  expired: 'application/vnd.amazonaws.connect.event.expire.complete',
  'transfer-initiated': 'application/vnd.amazonaws.connect.event.transfer.initiated',
  'transfer-succeeded': 'application/vnd.amazonaws.connect.event.transfer.succeeded',
  'transfer-failed': 'application/vnd.amazonaws.connect.event.transfer.failed',
} as const;
export type TaskEventName = keyof typeof TASK_EVENT_CONTENT_TYPES;

export function createTask(opts: { centre: ContactCentre; sessions?: () => Sessions; push?: (topic: string, content: unknown, agent: string) => void }) {
  const contacts = new TaskContacts(opts.centre);
  const templates = createTaskTemplates({ centre: opts.centre, tasks: contacts, sessions: opts.sessions });

  /**
   * `POST /contacts/:id/task-events {event}`: the agent's websocket gets the task's `aws/task` frame. A task expires
   * for real too (its connection ends), so `expired` ends it; `expiring` is the warning two hours before.
   */
  function taskEvent(contactId: string, body: Record<string, any>) {
    const event = body.event as TaskEventName;
    // A string only: ['expired'] would pass hasOwn as the key "expired".
    if (typeof event !== 'string' || !Object.hasOwn(TASK_EVENT_CONTENT_TYPES, event)) throw badRequest(`event must be one of ${Object.keys(TASK_EVENT_CONTENT_TYPES).join(', ')}`);
    const c = opts.centre.contacts.find((x) => x.contactId === contactId && x.type === 'task');
    if (!c || !c.agent) throw notFound(`No task ${contactId}`);
    if (!opts.push) throw invalidState('This Connect Local has no agent websocket');
    const now = opts.centre.now();
    // Expiry is seven days after creation; the warning comes two hours before it.
    const content = { ContentType: TASK_EVENT_CONTENT_TYPES[event], ContactId: c.contactId, InitialContactId: c.initialContactId, AbsoluteTime: new Date(now).toISOString(), ...(event === 'expiring' ? { ExpiryTime: new Date(now + 2 * 3600_000).toISOString() } : {}) };
    opts.push('aws/task', content, c.agent);
    if (event === 'expired' && (c.state.type === 'connected' || c.state.type === 'paused' || c.state.type === 'connecting')) contacts.expire(c);
    opts.centre.notify(`task ${contactId}: ${event}`);
    return { sent: content };
  }
  function create(body: Record<string, any>) {
    const o = taskFromControlBody(body, opts.centre.now());
    if (o.templateId && !templates.has(o.templateId)) throw notFound(`No task template ${o.templateId}`);
    opts.centre.agent(o.agent);
    const c = contacts.create(o);
    return { contactId: c.contactId, routed: opts.centre.contacts.includes(c), scheduled: opts.centre.scheduled.includes(c) };
  }
  return { lifecycle: contacts, handle: templates.handle, resetTemplates: templates.reset, control: { create: { task: create }, routes: { ...templates.routes, 'POST /contacts/:id/task-events': (_r, [id], body) => taskEvent(id!, body) } as Record<string, Route> } };
}
