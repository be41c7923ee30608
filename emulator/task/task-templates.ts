import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest, invalidState, notFound } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import type { Sessions } from '../sessions.ts';
import { readJson, safeDecode, sendError, sendJson } from '../web/http.ts';
import type { ContactRecord } from '../centre/records.ts';
import type { NewTask } from './new-task.ts';

/** What a templated task is made with: the task contacts' create (task-contacts.ts passes itself). */
export interface TaskMaker {
  create(task: NewTask): ContactRecord;
}

/**
 * Amazon Connect's task-templates endpoint as streams' shared worker calls it (TaskTemplatesClient, research
 * streams-surface §3.1): `GET …/proxy/instance/{id}/task/template[?status=…]` lists, `GET …/task/template/{id}
 * [?snapshotVersion=n]` reads one version, `PUT …/createTemplatedTask` creates a task from a template and `POST
 * …/updateContact` edits a templated task. The caller is the signed-in agent (the session cookie; the worker sends
 * credentials and `x-csrf-token`). Answers are HTTP 200 JSON; failures JSON bodies the worker parses.
 *
 * Seeded templates use every field type and every constraint (read-only, required, invisible, defaults); one of them
 * gets a new snapshot version through the control API (`POST /task-templates/:id/revise`).
 */

export const TASK_TEMPLATES_PREFIX = '/connect/task-templates/api/ccp';

type FieldType = 'NAME' | 'DESCRIPTION' | 'SCHEDULED_TIME' | 'QUICK_CONNECT' | 'SELF_ASSIGN' | 'EMAIL' | 'URL' | 'NUMBER' | 'TEXT' | 'TEXT_AREA' | 'DATE_TIME' | 'BOOLEAN' | 'SINGLE_SELECT';
interface FieldSpec {
  name: string;
  type: FieldType;
  description?: string;
  options?: string[];
  required?: boolean;
  readOnly?: boolean;
  invisible?: boolean;
  defaultValue?: string;
}
interface TemplateVersion {
  id: string;
  name: string;
  description: string;
  snapshotVersion: number;
  fields: FieldSpec[];
}

const seeds = (): TemplateVersion[][] => [
  [
    {
      id: 'tpl-callback',
      name: 'Customer callback',
      description: 'Call a customer back about an order',
      snapshotVersion: 1,
      fields: [
        { name: 'Name', type: 'NAME', defaultValue: 'Call back' },
        { name: 'Description', type: 'DESCRIPTION' },
        { name: 'Assign to', type: 'QUICK_CONNECT' },
        { name: 'Assign to me', type: 'SELF_ASSIGN' },
        { name: 'Call at', type: 'SCHEDULED_TIME' },
        { name: 'Customer email', type: 'EMAIL', required: true },
        { name: 'Order page', type: 'URL' },
        { name: 'Amount', type: 'NUMBER' },
        { name: 'Order number', type: 'TEXT', readOnly: true, defaultValue: 'ORD-1001' },
        { name: 'Notes', type: 'TEXT_AREA' },
        { name: 'Promised by', type: 'DATE_TIME' },
        { name: 'VIP', type: 'BOOLEAN', defaultValue: 'true' },
        { name: 'Reason', type: 'SINGLE_SELECT', options: ['Refund', 'Exchange', 'Question'], defaultValue: 'Question' },
        { name: 'Routing code', type: 'TEXT', invisible: true, defaultValue: 'CB-7' },
      ],
    },
  ],
  [
    {
      id: 'tpl-review',
      name: 'Order review',
      description: 'Review an order before it ships',
      snapshotVersion: 1,
      fields: [
        { name: 'Name', type: 'NAME' },
        { name: 'Assign to', type: 'QUICK_CONNECT' },
        { name: 'Order number', type: 'TEXT', required: true },
      ],
    },
  ],
];

const ids = (names: string[]) => names.map((Name) => ({ Id: { Name } }));

/** A template version in the service's GetTaskTemplate shape (spec §3 Task template). */
function wire(t: TemplateVersion, instanceArn: string, contactFlowId: string) {
  return {
    Id: t.id,
    Arn: `${instanceArn}/task-template/${t.id}`,
    Name: t.name,
    Description: t.description,
    ContactFlowId: contactFlowId,
    Status: 'ACTIVE',
    SnapshotVersion: t.snapshotVersion,
    Fields: t.fields.map((f) => ({ Id: { Name: f.name }, Type: f.type, ...(f.description ? { Description: f.description } : {}), ...(f.options ? { SingleSelectOptions: f.options } : {}) })),
    Constraints: {
      RequiredFields: ids(t.fields.filter((f) => f.required).map((f) => f.name)),
      ReadOnlyFields: ids(t.fields.filter((f) => f.readOnly).map((f) => f.name)),
      InvisibleFields: ids(t.fields.filter((f) => f.invisible).map((f) => f.name)),
    },
    Defaults: { DefaultFieldValues: t.fields.filter((f) => f.defaultValue !== undefined).map((f) => ({ Id: { Name: f.name }, DefaultValue: f.defaultValue })) },
  };
}

const REFERENCE_TYPES = ['URL', 'STRING', 'NUMBER', 'EMAIL', 'DATE'];
/** Where each field type's value travels in createTemplatedTask (the rest are References). */
const OWN_SLOTS: Partial<Record<FieldType, string>> = { NAME: 'Name', DESCRIPTION: 'Description', QUICK_CONNECT: 'QuickConnectId', SCHEDULED_TIME: 'ScheduledTime', SELF_ASSIGN: 'SegmentAttributes' };

export function createTaskTemplates(deps: { centre: ContactCentre; tasks: TaskMaker; sessions?: () => Sessions }) {
  const { centre, tasks } = deps;
  /** Every template's versions, oldest first; the last is current. */
  let templates = seeds();
  const current = (id: string) => templates.find((v) => v[0]!.id === id)?.at(-1);
  const contactFlowId = () => `${centre.directory.ids.instanceArn}/contact-flow/task-flow`;

  function agentOf(req: IncomingMessage): string {
    const s = deps.sessions?.().fromCookie(req);
    if (!s) throw new ServiceError('UnauthorizedException', 'Not signed in', 401);
    if (req.headers['x-csrf-token'] === undefined) throw new ServiceError('AccessDeniedException', 'The x-csrf-token header is missing', 403);
    return s.username;
  }

  function list(query: URLSearchParams) {
    const status = query.get('status');
    if (status !== null && !['active', 'inactive', 'ACTIVE', 'INACTIVE'].includes(status)) throw badRequest('status must be active or inactive');
    const shown = status && status.toLowerCase() === 'inactive' ? [] : templates.map((v) => v.at(-1)!);
    return { TaskTemplates: shown.map((t) => ({ Id: t.id, Arn: `${centre.directory.ids.instanceArn}/task-template/${t.id}`, Name: t.name, Description: t.description, Status: 'ACTIVE' })), NextToken: null };
  }

  function get(id: string, query: URLSearchParams) {
    const versions = templates.find((v) => v[0]!.id === id);
    if (!versions) throw notFound(`No task template ${id}`);
    const asked = query.get('snapshotVersion');
    const version = asked === null ? versions.at(-1) : versions.find((t) => String(t.snapshotVersion) === asked);
    if (!version) throw notFound(`Task template ${id} has no snapshot version ${asked}`);
    return wire(version, centre.directory.ids.instanceArn, contactFlowId());
  }

  const str = (v: unknown, name: string, max: number) => {
    if (typeof v !== 'string') throw badRequest(`${name} must be a string`);
    if (v.length > max) throw badRequest(`${name} must be at most ${max} characters`);
    return v;
  };

  function references(raw: unknown): Record<string, { type: string; value: string }> {
    if (raw === undefined || raw === null) return {};
    if (typeof raw !== 'object' || Array.isArray(raw) || Object.keys(raw).length > 25) throw badRequest('References must be an object of at most 25 {Value, Type} entries');
    const out: Record<string, { type: string; value: string }> = {};
    for (const [k, r] of Object.entries(raw as Record<string, any>)) {
      if (!r || typeof r.Value !== 'string' || r.Value.length > 4096 || !REFERENCE_TYPES.includes(r.Type)) throw badRequest(`References.${k} must be {Value: string, Type: ${REFERENCE_TYPES.join(' | ')}}`);
      out[k] = { type: r.Type, value: r.Value };
    }
    return out;
  }

  /** createTemplatedTask: checked against the template as the service does (required, read-only, invisible). */
  function createTemplated(agent: string, body: Record<string, any>) {
    const id = str(body.TaskTemplateId, 'TaskTemplateId', 500);
    const t = current(id);
    if (!t) throw notFound(`No task template ${id}`);
    const name = str(body.Name, 'Name', 512).trim();
    if (!name) throw badRequest('Name is required');
    const description = body.Description === undefined ? undefined : str(body.Description, 'Description', 4096);
    const refs = references(body.References);
    for (const f of t.fields) {
      // Read-only and invisible fields take the template's default, whatever was sent.
      if ((f.readOnly || f.invisible) && !OWN_SLOTS[f.type]) {
        if (f.defaultValue !== undefined) refs[f.name] = { type: f.type === 'URL' || f.type === 'EMAIL' || f.type === 'NUMBER' ? f.type : f.type === 'DATE_TIME' ? 'DATE' : 'STRING', value: f.defaultValue };
        else delete refs[f.name];
      }
      if (f.required && !OWN_SLOTS[f.type] && !refs[f.name]?.value) throw badRequest(`${f.name} is required by template ${t.name}`);
    }
    for (const k of Object.keys(refs)) if (!t.fields.some((f) => f.name === k)) throw badRequest(`${k} is not a field of template ${t.name}`);
    const self = body.SegmentAttributes?.['connect:AssignmentType']?.ValueString === 'SELF';
    let target = agent;
    let queue: string | undefined;
    if (!self) {
      if (typeof body.QuickConnectId !== 'string' || !body.QuickConnectId) throw badRequest('QuickConnectId is required unless the task is assigned to its creator');
      const qc = centre.directory.quickConnects.find((q) => q.endpointId === body.QuickConnectId);
      if (!qc || (qc.type !== 'agent' && qc.type !== 'queue')) throw badRequest(`No agent or queue quick connect ${body.QuickConnectId}`);
      if (qc.type === 'agent') target = qc.agentLogin ?? '';
      else queue = qc.queue ?? undefined;
      if (!centre.agents.has(target)) throw badRequest(`No agent for quick connect ${qc.name}`);
    }
    let scheduledTime: number | undefined;
    if (body.ScheduledTime !== undefined && body.ScheduledTime !== null) {
      if (typeof body.ScheduledTime !== 'number' || !Number.isFinite(body.ScheduledTime)) throw badRequest('ScheduledTime must be epoch seconds');
      scheduledTime = body.ScheduledTime * 1000;
      if (scheduledTime < centre.now() - 60_000 || scheduledTime > centre.now() + 6 * 24 * 3600 * 1000) throw badRequest('ScheduledTime must lie within the next 6 days');
    }
    const related = typeof body.RelatedContactId === 'string' ? body.RelatedContactId : typeof body.PreviousContactId === 'string' ? body.PreviousContactId : undefined;
    const c = tasks.create({
      agent: target,
      name,
      ...(description ? { description } : {}),
      references: refs,
      templateId: t.id,
      templateVersion: t.snapshotVersion,
      ...(scheduledTime !== undefined ? { scheduledTime } : {}),
      ...(queue ? { queue } : {}),
      ...(related ? { relatedContactId: related } : {}),
      initiationMethod: 'api',
    });
    return { ContactId: c.contactId };
  }

  /** updateContact: the agent edits a templated task while it is connected; read-only fields stay as they are. */
  function update(agent: string, body: Record<string, any>) {
    const contactId = str(body.ContactId, 'ContactId', 256);
    const c = centre.contacts.find((x) => x.contactId === contactId && x.agent === agent);
    if (!c || !c.task) throw notFound(`No task ${contactId} for this agent`);
    if (c.state.type !== 'connected') throw invalidState(`Task ${contactId} is ${c.state.type}; it can be edited only while connected`);
    const templateId = c.task.channelContext?.taskTemplateId;
    const t = templateId ? templates.find((v) => v[0]!.id === templateId)?.find((x) => x.snapshotVersion === c.task!.channelContext?.taskTemplateVersion) ?? current(templateId) : undefined;
    if (body.Name !== undefined) {
      const name = str(body.Name, 'Name', 512).trim();
      if (!name) throw badRequest('Name cannot be empty');
      c.task.name = name;
    }
    if (body.Description !== undefined) c.task.description = str(body.Description, 'Description', 4096) || null;
    if (body.References !== undefined) {
      const refs = references(body.References);
      for (const [k, r] of Object.entries(refs)) {
        const f = t?.fields.find((x) => x.name === k);
        if (f?.readOnly || f?.invisible) throw badRequest(`${k} is read-only`);
        c.task.references = { ...c.task.references, [k]: r };
      }
    }
    centre.change(`task ${contactId} updated`, c.agent);
    return {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
    if (!path.startsWith(`${TASK_TEMPLATES_PREFIX}/`)) return false;
    try {
      const agent = agentOf(req);
      const rest = path.slice(TASK_TEMPLATES_PREFIX.length);
      const instance = centre.directory.ids.instanceId;
      const one = new RegExp(`^/proxy/instance/${instance}/task/template/([^/]+)$`).exec(rest);
      if (req.method === 'GET' && rest === `/proxy/instance/${instance}/task/template`) return sendJson(res, 200, list(url.searchParams)), true;
      if (req.method === 'GET' && one) {
        const id = safeDecode(one[1]!);
        if (id === null) throw badRequest('The template id is not a well-formed URL path segment');
        return sendJson(res, 200, get(id, url.searchParams)), true;
      }
      if (req.method === 'PUT' && rest === '/createTemplatedTask') return sendJson(res, 200, createTemplated(agent, await readJson(req))), true;
      if (req.method === 'POST' && rest === '/updateContact') return sendJson(res, 200, update(agent, await readJson(req))), true;
      throw notFound(`${req.method} ${path} is not part of the task-templates API`);
    } catch (e) {
      sendError(res, e);
    }
    return true;
  }

  /** Control API: the template's next snapshot version (a field added and the Order number made optional). */
  const routes: Record<string, Route> = {
    'GET /task-templates': () => templates.map((v) => wire(v.at(-1)!, centre.directory.ids.instanceArn, contactFlowId())),
    'POST /task-templates/:id/revise': (_r, [id]) => {
      const versions = templates.find((v) => v[0]!.id === id);
      if (!versions) throw notFound(`No task template ${id}`);
      const last = versions.at(-1)!;
      const n = last.snapshotVersion + 1;
      versions.push({ ...last, snapshotVersion: n, fields: [...last.fields.map((f) => (f.name === 'Order number' ? { ...f, required: false } : f)), { name: `Checked by (v${n})`, type: 'TEXT' }] });
      centre.notify(`task template ${id} revised to snapshot version ${n}`);
      return wire(versions.at(-1)!, centre.directory.ids.instanceArn, contactFlowId());
    },
  };

  return { handle, routes, has: (id: string) => templates.some((v) => v[0]!.id === id), reset: () => void (templates = seeds()) };
}
