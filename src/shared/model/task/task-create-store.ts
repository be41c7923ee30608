import type { Clock } from '../../domain/clock';
import type { QuickConnect } from '../../domain/port-types';
import { signal, type ReadonlySignal, type Signal } from '../signals';
import type { ToastsStore } from '../toasts/toasts';
import type { KeyValueStorage } from '../view/storage';
import { perContactStore } from '../view/per-contact-store';
import type { WorkIntents } from '../intents/work-intents';
import { NEW_REFERENCE_LINK, checkTaskDraft, hasTaskDraftErrors, taskPayload, type TaskDraft, type TaskReferenceDraft } from '../../rules/task-create';

/**
 * The Create task form's state (task §2, §3, §4): one form for the Task tab ('home') and one per contact a task is
 * created from (that contact becomes the task's related contact). The draft is written to storage on every change
 * and read back after a reload, which opens the form again as it was; Cancel and a created task clear it.
 */

/** The agent or queue quick connect the task is assigned to (spec: selectedEndpoint name, endpointARN, type). */
export type TaskEndpoint = Pick<QuickConnect, 'endpointARN' | 'endpointId' | 'name' | 'type'>;

export interface TaskCreateForm {
  readonly origin: string;
  readonly draft: TaskDraft;
  readonly endpoint: TaskEndpoint | null;
  /** A createTask call is in flight: the form waits. */
  readonly submitting: boolean;
  /** The last Create failed (the alert says why); the form is enabled again. */
  readonly failed: boolean;
}

export type TaskDraftPatch = Partial<Pick<TaskDraft, 'name' | 'description' | 'scheduledTime'>>;

export interface TaskCreateStore {
  /** The open form of an origin ('home' or a contact id), or null while it is closed. */
  form(origin: string): ReadonlySignal<TaskCreateForm | null>;
  /** Opens an empty form (a form restored after a reload is already open). */
  open(origin: string): void;
  /** Closes the form and throws the draft away (Cancel, the close icon). */
  cancel(origin: string): void;
  update(origin: string, patch: TaskDraftPatch): void;
  setEndpoint(origin: string, endpoint: TaskEndpoint | null): void;
  addReference(origin: string): string | null;
  setReference(origin: string, id: string, patch: Partial<Pick<TaskReferenceDraft, 'name' | 'link'>>): void;
  removeReference(origin: string, id: string): void;
  /** Creates the task; answers its contact id, or null when the draft is invalid or the call failed. */
  submit(origin: string): Promise<string | null>;
}

export const HOME_ORIGIN = 'home';
/** Local-storage key of the task draft (chat/task/email §3); a contact's own draft adds its id. */
export const TASK_DRAFT_KEY = 'taskDraft';
/** The origins with a stored task draft, most recent first (at most 20, §9). */
const STORED_TASK_DRAFTS_KEY = 'taskDrafts';
const storageKey = (origin: string) => (origin === HOME_ORIGIN ? TASK_DRAFT_KEY : `${TASK_DRAFT_KEY}:${origin}`);

interface StoredTaskDraft {
  draft: TaskDraft;
  endpoint: TaskEndpoint | null;
}

const str = (v: unknown): v is string => typeof v === 'string';

function isEndpoint(v: unknown): v is TaskEndpoint {
  const e = v as TaskEndpoint | null;
  return !!e && typeof e === 'object' && str(e.endpointARN) && str(e.endpointId) && str(e.name) && (e.type === 'agent' || e.type === 'queue');
}

/** A stored draft is used only if every field has its shape: storage is the browser's, anyone may have written it. */
function readStored(storage: KeyValueStorage, key: string): StoredTaskDraft | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  const s = raw as { draft?: Record<string, unknown>; endpoint?: unknown } | null;
  const d = s?.draft;
  if (!d || !str(d.name) || !str(d.description) || !Array.isArray(d.references)) return null;
  if (!(d.scheduledTime === null || (typeof d.scheduledTime === 'number' && Number.isFinite(d.scheduledTime)))) return null;
  const references = (d.references as unknown[]).filter((r): r is TaskReferenceDraft => {
    const x = r as TaskReferenceDraft | null;
    return !!x && str(x.id) && str(x.name) && str(x.link);
  });
  const endpoint = isEndpoint(s!.endpoint) ? s!.endpoint : null;
  return { draft: { name: d.name, description: d.description, references, endpointArn: endpoint?.endpointARN ?? null, scheduledTime: d.scheduledTime as number | null }, endpoint };
}

const emptyDraft = (): TaskDraft => ({ name: '', description: '', references: [], endpointArn: null, scheduledTime: null });

export function createTaskCreateStore(deps: { clock: Clock; storage: KeyValueStorage; toasts: ToastsStore; intents: Pick<WorkIntents, 'createTask'> }): TaskCreateStore {
  const { clock, storage, toasts, intents } = deps;
  const drafts = perContactStore(storage, { indexKey: STORED_TASK_DRAFTS_KEY, keyOf: storageKey });
  const forms = new Map<string, Signal<TaskCreateForm | null>>();
  let nextRef = 1;
  const refId = () => `ref-${clock.now().toString(36)}-${nextRef++}`;

  const restored = (origin: string): TaskCreateForm | null => {
    const stored = readStored(storage, storageKey(origin));
    return stored ? { origin, draft: stored.draft, endpoint: stored.endpoint, submitting: false, failed: false } : null;
  };
  // A stored draft means the form was open when the page went away (Cancel and Create remove it): it opens again.
  const formSignal = (origin: string) => {
    let s = forms.get(origin);
    if (!s) forms.set(origin, (s = signal<TaskCreateForm | null>(restored(origin))));
    return s;
  };
  const persist = (f: TaskCreateForm) => drafts.write(f.origin, JSON.stringify({ draft: f.draft, endpoint: f.endpoint } satisfies StoredTaskDraft));
  const change = (origin: string, fn: (f: TaskCreateForm) => TaskCreateForm) => {
    const s = formSignal(origin);
    const f = s.peek();
    // Nothing changes while the form waits for the service.
    if (!f || f.submitting) return;
    s.value = { ...fn(f), failed: false };
    persist(s.peek()!);
  };
  const close = (origin: string) => {
    drafts.remove(origin);
    formSignal(origin).value = null;
  };

  return {
    form: formSignal,
    open(origin) {
      const s = formSignal(origin);
      if (s.peek()) return;
      s.value = { origin, draft: emptyDraft(), endpoint: null, submitting: false, failed: false };
      persist(s.peek()!);
    },
    cancel: close,
    update: (origin, patch) => change(origin, (f) => ({ ...f, draft: { ...f.draft, ...patch } })),
    setEndpoint: (origin, endpoint) => change(origin, (f) => ({ ...f, endpoint, draft: { ...f.draft, endpointArn: endpoint?.endpointARN ?? null } })),
    addReference(origin) {
      const id = refId();
      // New rows start with the scheme already typed (task §3: value 'https://').
      change(origin, (f) => ({ ...f, draft: { ...f.draft, references: [...f.draft.references, { id, name: '', link: NEW_REFERENCE_LINK }] } }));
      return formSignal(origin).peek()?.draft.references.some((r) => r.id === id) ? id : null;
    },
    setReference: (origin, id, patch) => change(origin, (f) => ({ ...f, draft: { ...f.draft, references: f.draft.references.map((r) => (r.id === id ? { ...r, ...patch } : r)) } })),
    removeReference: (origin, id) => change(origin, (f) => ({ ...f, draft: { ...f.draft, references: f.draft.references.filter((r) => r.id !== id) } })),
    async submit(origin) {
      const s = formSignal(origin);
      const f = s.peek();
      if (!f || f.submitting || !f.endpoint || hasTaskDraftErrors(checkTaskDraft(f.draft, clock.now()))) return null;
      s.value = { ...f, submitting: true, failed: false };
      const { endpointArn: _arn, ...payload } = { ...taskPayload(f.draft, origin === HOME_ORIGIN ? undefined : origin) };
      try {
        const { contactId } = await intents.createTask({ ...payload, endpoint: { ...f.endpoint } });
        close(origin);
        toasts.show({ kind: 'notice', level: 'info', type: 'task_created', messageParams: { name: payload.name } });
        return contactId;
      } catch {
        // The intent raised the alert (create task failed, or the service quota); the form is usable again.
        if (s.peek()) s.value = { ...s.peek()!, submitting: false, failed: true };
        return null;
      }
    },
  };
}
