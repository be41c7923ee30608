import type { AgentStore } from '../agent/agent';
import type { AlertsStore } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import { CcpError, isCcpError } from '../../domain/errors';
import type { ContactsStore } from '../contacts/contacts';
import type { Contact } from '../../domain/contact';
import type { CcpPort } from '../port';
import { effect, signal, type ReadonlySignal, type Signal } from '../signals';
import type { ToastsStore } from '../toasts/toasts';
import { SESSION_KEYS, type KeyValueStorage } from '../view/storage';
import { perContactStore } from '../view/per-contact-store';
import { createTaskError } from '../../rules/error-mapping';
import { checkTemplateField, initialFieldValue, referenceType, templatedTaskPayload, visibleFields, type TemplateField } from '../../rules/task-template-fields';
import type { TaskTemplate, TaskTemplateSummary } from '../../domain/task';

/**
 * Task templates (task §3, §4, §7, §8): the list of templates, the templated Create task form of each origin
 * ('home' or the contact it is created from), and the edit of a templated task. Selecting a template clears the draft
 * and loads the template; the values are kept in storage with the template's snapshot version, and a stored draft is
 * dropped when the version it was made for is no longer the template's, or the template cannot be loaded.
 */

export type TemplateList = { state: 'idle' | 'loading' | 'forbidden' | 'failed' } | { state: 'loaded'; templates: readonly TaskTemplateSummary[] };

export interface TemplatedForm {
  readonly origin: string;
  readonly templateId: string;
  /** null while it loads, or when it could not be loaded (failed). */
  readonly template: TaskTemplate | null;
  readonly failed: boolean;
  readonly values: Readonly<Record<string, string>>;
  readonly submitting: boolean;
}

/** A templated task's changes the agent has not saved yet, over the fields its editor shows. */
export interface PendingTaskEdits {
  readonly fields: readonly TemplateField[];
  /** Field name → the value the agent typed (dates as epoch ms, as the form holds them). */
  readonly values: Readonly<Record<string, string>>;
}

export interface TaskTemplateStore {
  readonly list: ReadonlySignal<TemplateList>;
  /** Loads the list (again); a 403 is silent (the agent may not use templates), other failures alert. */
  loadList(): Promise<void>;
  form(origin: string): ReadonlySignal<TemplatedForm | null>;
  /** Chooses a template for the origin's form (null: back to the plain form); the draft starts from the defaults. */
  select(origin: string, templateId: string | null): Promise<void>;
  /** Sets a field's value, with the self-assign rules: self-assign clears the quick connect, a quick connect ends self-assign. */
  setValue(origin: string, field: string, value: string): void;
  /** Back to the plain form: the templated draft goes. */
  close(origin: string): void;
  submit(origin: string): Promise<string | null>;
  /** A template version for a templated task's editor (cached); rejects when it cannot be loaded. */
  template(id: string, version?: number): Promise<TaskTemplate>;
  /** Saves a templated task's edited fields (updateContact); false when it failed (the alert says so). */
  update(contactId: string, fields: readonly TemplateField[], values: Readonly<Record<string, string>>): Promise<boolean>;
  /** The unsaved edits of a templated task (kept here, not in the view, so they can be saved before it ends). */
  edits(contactId: string): ReadonlySignal<PendingTaskEdits | null>;
  /** One field changed in the editor of a templated task. */
  edit(contactId: string, fields: readonly TemplateField[], field: string, value: string): void;
  /** Cancel: the task's own values again. */
  discardEdits(contactId: string): void;
  /** Save: every edit, as the editor shows it (valid); false when it failed. */
  saveEdits(contactId: string): Promise<boolean>;
  /**
   * Before the task ends (task §4): pending valid changes are saved, invalid ones discarded. Only a connected task
   * can be edited; the edits of a paused one go. Never rejects: ending the task must not wait on a failed save.
   */
  savePendingBeforeEnd(contactId: string): Promise<void>;
  dispose(): void;
}

/** The origins with a stored templated draft, most recent first (at most 20, §9). */
const STORED_TEMPLATE_DRAFTS_KEY = 'taskTemplateDrafts';
const KEY = (origin: string) => (origin === 'home' ? 'taskTemplateDraft' : `taskTemplateDraft:${origin}`);

interface StoredTemplatedDraft {
  templateId: string;
  snapshotVersion: number | null;
  values: Record<string, string>;
}

function readStored(storage: KeyValueStorage, origin: string): StoredTemplatedDraft | null {
  try {
    const v = JSON.parse(storage.getItem(KEY(origin)) ?? 'null') as StoredTemplatedDraft | null;
    if (!v || typeof v.templateId !== 'string' || !(v.snapshotVersion === null || typeof v.snapshotVersion === 'number') || !v.values || typeof v.values !== 'object') return null;
    const values = Object.fromEntries(Object.entries(v.values).filter(([, x]) => typeof x === 'string')) as Record<string, string>;
    return { templateId: v.templateId, snapshotVersion: v.snapshotVersion, values };
  } catch {
    return null;
  }
}

const isForbidden = (raw: unknown) => {
  const o = (typeof raw === 'string' ? (() => { try { return JSON.parse(raw) as unknown; } catch { return null; } })() : raw) as { status?: unknown; statusCode?: unknown } | null;
  return !!o && typeof o === 'object' && (o.status === 403 || o.statusCode === 403);
};

/** The fields whose value the form starts with: the template's defaults. */
const defaults = (t: TaskTemplate) => Object.fromEntries(t.fields.map((f) => [f.name, initialFieldValue(f)]));

/** Errors of the fields the agent sees and may change. */
export function templatedFormErrors(fields: readonly TemplateField[], values: Readonly<Record<string, string>>, now: number, mayAssignSelf: boolean) {
  const selfAssigned = fields.some((f) => f.type === 'SELF_ASSIGN' && values[f.name] === 'true') && mayAssignSelf;
  const out: Record<string, NonNullable<ReturnType<typeof checkTemplateField>>> = {};
  for (const f of visibleFields(fields, mayAssignSelf)) {
    // A self-assigned task needs no quick connect (task §4).
    if (f.type === 'QUICK_CONNECT' && selfAssigned) continue;
    const e = checkTemplateField(f, values[f.name] ?? '', now);
    if (e) out[f.name] = e;
  }
  return out;
}

/** A task's current values as the templated form holds them (dates as epoch ms). */
export function templatedTaskValues(contact: Contact, fields: readonly TemplateField[]): Record<string, string> {
  const refs = new Map((contact.task?.references ?? []).map((r) => [r.name, r.value]));
  return Object.fromEntries(
    fields.map((f) => {
      if (f.type === 'NAME') return [f.name, contact.name ?? ''];
      if (f.type === 'DESCRIPTION') return [f.name, contact.description ?? ''];
      const v = refs.get(f.name) ?? '';
      if (f.type === 'DATE_TIME' && v) return [f.name, String(Date.parse(v) || '')];
      // The schedule is the task's channelContext (epoch seconds), not a reference.
      if (f.type === 'SCHEDULED_TIME') return [f.name, contact.task?.scheduledTime === undefined ? '' : String(contact.task.scheduledTime * 1000)];
      return [f.name, v];
    }),
  );
}

export function createTaskTemplateStore(deps: { port: CcpPort; agent: AgentStore; contacts: ContactsStore; alerts: AlertsStore; toasts: ToastsStore; storage: KeyValueStorage; clock: Clock; sessionStorage?: KeyValueStorage }): TaskTemplateStore {
  const { port, agent, contacts, alerts, toasts, storage, clock } = deps;
  const list = signal<TemplateList>({ state: 'idle' });
  const forms = new Map<string, Signal<TemplatedForm | null>>();
  const cache = new Map<string, Promise<TaskTemplate>>();
  const mayAssignSelf = () => agent.permissions.peek().has('selfAssignContacts');

  const template = (id: string, version?: number) => {
    const key = `${id}@${version ?? 'current'}`;
    let p = cache.get(key);
    if (!p) {
      if (!port.tasks?.getTemplate) return Promise.reject(new CcpError('unsupported_capability', { message: 'host cannot read task templates' }));
      p = port.tasks.getTemplate(id, version);
      // The current version may change: only fixed versions stay cached, and never a failure.
      p.then(() => version === undefined && cache.delete(key), () => cache.delete(key));
      cache.set(key, p);
    }
    return p;
  };

  const drafts = perContactStore(storage, { indexKey: STORED_TEMPLATE_DRAFTS_KEY, keyOf: KEY });
  const persist = (f: TemplatedForm) => drafts.write(f.origin, JSON.stringify({ templateId: f.templateId, snapshotVersion: f.template?.snapshotVersion ?? null, values: f.values } satisfies StoredTemplatedDraft));
  const formSignal = (origin: string) => {
    let s = forms.get(origin);
    if (!s) {
      const stored = readStored(storage, origin);
      forms.set(origin, (s = signal<TemplatedForm | null>(null)));
      if (stored) void load(origin, stored);
    }
    return s;
  };
  const set = (origin: string, f: TemplatedForm | null) => {
    formSignal(origin).value = f;
    if (f) persist(f);
    else drafts.remove(origin);
  };

  /** Loads the template of a form; a stored draft survives only for the same snapshot version. */
  async function load(origin: string, stored: StoredTemplatedDraft | null, templateId = stored?.templateId ?? '') {
    const s = forms.get(origin)!;
    s.value = { origin, templateId, template: null, failed: false, values: {}, submitting: false };
    try {
      const t = await template(templateId);
      if (s.peek()?.templateId !== templateId) return;
      const values = stored && stored.snapshotVersion === t.snapshotVersion ? { ...defaults(t), ...stored.values } : defaults(t);
      set(origin, { origin, templateId, template: t, failed: false, values, submitting: false });
    } catch {
      if (s.peek()?.templateId !== templateId) return;
      // 'Failed to load template. Try again or contact your administrator.'; the stored draft goes (task §4).
      drafts.remove(origin);
      s.value = { origin, templateId, template: null, failed: true, values: {}, submitting: false };
    }
  }

  const pending = new Map<string, Signal<PendingTaskEdits | null>>();
  const editsOf = (contactId: string) => {
    let s = pending.get(contactId);
    if (!s) pending.set(contactId, (s = signal<PendingTaskEdits | null>(null)));
    return s;
  };
  // A closed task's edits go with it.
  const stopWatching = effect(() => {
    const present = new Set(contacts.ids.value);
    for (const id of [...pending.keys()]) if (!present.has(id)) pending.delete(id);
  });

  async function update(contactId: string, fields: readonly TemplateField[], values: Readonly<Record<string, string>>): Promise<boolean> {
    if (!port.tasks?.updateTemplatedTask) return false;
    const references: Record<string, { Value: string; Type: NonNullable<ReturnType<typeof referenceType>> }> = {};
    let name: string | undefined;
    let description: string | undefined;
    for (const f of fields) {
      if (f.readOnly || f.invisible) continue;
      const v = values[f.name] ?? '';
      if (f.type === 'NAME') name = v.trim();
      else if (f.type === 'DESCRIPTION') description = v;
      else if (f.type === 'DATE_TIME') {
        if (v.trim() !== '') references[f.name] = { Value: new Date(Number(v)).toISOString(), Type: 'DATE' };
      } else {
        const type = referenceType(f.type);
        if (type && v.trim() !== '') references[f.name] = { Value: v.trim(), Type: type };
      }
    }
    try {
      await port.tasks.updateTemplatedTask({ contactId, ...(name ? { name } : {}), ...(description !== undefined ? { description } : {}), references });
      alerts.removeByType('update_templated_task_failed', contactId);
      return true;
    } catch {
      alerts.add({ level: 'error', type: 'update_templated_task_failed', context: contactId });
      return false;
    }
  }

  /** The pending edits that differ from the task's values, split into those that pass the field rules and not. */
  const changes = (contactId: string) => {
    const p = editsOf(contactId).peek();
    const contact = contacts.get(contactId)?.contact.peek();
    if (!p || !contact) return null;
    const current = templatedTaskValues(contact, p.fields);
    const values = { ...current, ...p.values };
    const errors = templatedFormErrors(p.fields, values, clock.now(), false);
    const changed = Object.keys(p.values).filter((k) => p.values[k] !== current[k]);
    return { fields: p.fields, current, values, valid: changed.filter((k) => !errors[k]) };
  };

  return {
    list,
    async loadList() {
      if (!port.tasks?.listTemplates || list.peek().state === 'loading') return;
      list.value = { state: 'loading' };
      try {
        const templates = await port.tasks.listTemplates();
        list.value = { state: 'loaded', templates };
      } catch (e) {
        if (isForbidden(e)) {
          list.value = { state: 'forbidden' };
          return;
        }
        list.value = { state: 'failed' };
        alerts.add({ level: 'error', type: 'load_template_list_failed', context: 'task' });
      }
    },
    form: formSignal,
    async select(origin, templateId) {
      formSignal(origin);
      if (templateId === null) return set(origin, null);
      drafts.remove(origin);
      await load(origin, null, templateId);
    },
    setValue(origin, field, value) {
      const s = formSignal(origin);
      const f = s.peek();
      if (!f?.template || f.submitting) return;
      const values = { ...f.values, [field]: value };
      const changed = f.template.fields.find((x) => x.name === field);
      for (const other of f.template.fields) {
        // Self-assign true clears and locks the quick connect; a chosen quick connect ends self-assign (task §4).
        if (changed?.type === 'SELF_ASSIGN' && value === 'true' && other.type === 'QUICK_CONNECT') values[other.name] = '';
        if (changed?.type === 'QUICK_CONNECT' && value !== '' && other.type === 'SELF_ASSIGN') values[other.name] = 'false';
      }
      set(origin, { ...f, values });
    },
    close: (origin) => set(origin, null),
    async submit(origin) {
      const s = formSignal(origin);
      const f = s.peek();
      if (!f?.template || f.submitting || !port.tasks?.createTemplatedTask) return null;
      if (Object.keys(templatedFormErrors(f.template.fields, f.values, clock.now(), mayAssignSelf())).length) return null;
      if (!agent.canCreateTask.peek()) return null;
      const payload = templatedTaskPayload(f.templateId, f.template.fields, f.values, { mayAssignSelf: mayAssignSelf(), ...(origin !== 'home' ? { relatedContactId: origin } : {}) });
      s.value = { ...f, submitting: true };
      try {
        const { contactId } = await port.tasks.createTemplatedTask(payload);
        deps.sessionStorage?.setItem(SESSION_KEYS.lastCreatedTaskContactId, contactId);
        set(origin, null);
        toasts.show({ kind: 'notice', level: 'info', type: 'task_created', messageParams: { name: payload.name } });
        return contactId;
      } catch (e) {
        const error = isCcpError(e) ? e : createTaskError(e);
        alerts.add({ level: 'error', type: error.errorName, context: 'task' });
        if (s.peek()) s.value = { ...s.peek()!, submitting: false };
        return null;
      }
    },
    template,
    update,
    edits: editsOf,
    edit(contactId, fields, field, value) {
      const s = editsOf(contactId);
      s.value = { fields, values: { ...(s.peek()?.values ?? {}), [field]: value } };
    },
    discardEdits: (contactId) => void (editsOf(contactId).value = null),
    async saveEdits(contactId) {
      const c = changes(contactId);
      if (!c) return false;
      const ok = await update(contactId, c.fields, c.values);
      if (ok) editsOf(contactId).value = null;
      return ok;
    },
    async savePendingBeforeEnd(contactId) {
      const c = changes(contactId);
      const connected = contacts.get(contactId)?.status.peek() === 'connected';
      editsOf(contactId).value = null;
      if (!c || !connected || c.valid.length === 0) return;
      // Only the valid changes go; the rest of the fields keep the task's own values.
      const values = { ...c.current, ...Object.fromEntries(c.valid.map((k) => [k, c.values[k]!])) };
      await update(contactId, c.fields.filter((f) => c.valid.includes(f.name)), values);
    },
    dispose: stopWatching,
  };
}
