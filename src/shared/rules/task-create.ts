/**
 * Plain create-task rules (task §5, §9): what makes the Create task form valid. Pure, so the form shows each
 * message by its kind and Create stays disabled while any error exists.
 */

export const TASK_NAME_MAX = 512;
export const TASK_DESCRIPTION_MAX = 4096;
/** Scheduled tasks must start within the next six days (518400 s). */
export const TASK_SCHEDULE_DAYS = 6;
export const TASK_SCHEDULE_WINDOW_SECONDS = TASK_SCHEDULE_DAYS * 24 * 60 * 60;
/** A new reference row starts with this link, so the scheme is already there. */
export const NEW_REFERENCE_LINK = 'https://';

export type TextError = 'required' | 'too-long';
/** 'scheme-required' → 'Error: URL scheme required (e.g. https://)'; 'invalid-url' → 'Error: Invalid URL'. */
export type LinkError = 'scheme-required' | 'invalid-url';
export type ScheduleError = 'negative' | 'outside-window';

export interface TaskReferenceDraft {
  id: string;
  name: string;
  link: string;
}

export interface TaskDraft {
  name: string;
  description: string;
  references: readonly TaskReferenceDraft[];
  /** The chosen agent or queue quick connect (its endpoint ARN), or null while none is chosen. */
  endpointArn: string | null;
  /** Epoch milliseconds, or null when the task is not scheduled. */
  scheduledTime: number | null;
}

export interface ReferenceErrors {
  name?: 'required';
  link?: LinkError;
}

export interface TaskDraftErrors {
  name?: TextError;
  description?: 'too-long';
  references: Record<string, ReferenceErrors>;
  endpoint?: 'required';
  scheduledTime?: ScheduleError;
}

/** A task is assigned to an agent or a queue quick connect; phone numbers are not task destinations (task §5). */
export function isTaskAssignee(q: { type: string }): boolean {
  return q.type === 'agent' || q.type === 'queue';
}

export function checkTaskName(name: string): TextError | undefined {
  if (name.trim() === '') return 'required';
  return name.length > TASK_NAME_MAX ? 'too-long' : undefined;
}

export function checkTaskDescription(description: string): 'too-long' | undefined {
  return description.length > TASK_DESCRIPTION_MAX ? 'too-long' : undefined;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A reference link needs a scheme ('https://…') and must then parse as a URL with a host. */
export function checkReferenceLink(link: string): LinkError | undefined {
  const value = link.trim();
  if (!SCHEME.test(value)) return 'scheme-required';
  try {
    const url = new URL(value);
    return url.host === '' || /\s/.test(value) ? 'invalid-url' : undefined;
  } catch {
    return 'invalid-url';
  }
}

/** A schedule, if set, must not be in the past and must lie within the next six days. */
export function checkScheduledTime(scheduledTime: number | null, now: number): ScheduleError | undefined {
  if (scheduledTime === null) return undefined;
  if (scheduledTime < now) return 'negative';
  return scheduledTime - now > TASK_SCHEDULE_WINDOW_SECONDS * 1000 ? 'outside-window' : undefined;
}

/** A set schedule lies between now and the end of the window (the picker re-checks it as the clock moves on). */
export const isScheduleInWindow = (scheduledTime: number, now: number): boolean => !checkScheduledTime(scheduledTime, now);

export function checkTaskDraft(draft: TaskDraft, now: number): TaskDraftErrors {
  const references: Record<string, ReferenceErrors> = {};
  for (const ref of draft.references) {
    const errors: ReferenceErrors = {};
    if (ref.name.trim() === '') errors.name = 'required';
    const link = checkReferenceLink(ref.link);
    if (link) errors.link = link;
    if (errors.name || errors.link) references[ref.id] = errors;
  }
  const out: TaskDraftErrors = { references };
  const name = checkTaskName(draft.name);
  if (name) out.name = name;
  const description = checkTaskDescription(draft.description);
  if (description) out.description = description;
  if (!draft.endpointArn) out.endpoint = 'required';
  const scheduled = checkScheduledTime(draft.scheduledTime, now);
  if (scheduled) out.scheduledTime = scheduled;
  return out;
}

export function hasTaskDraftErrors(errors: TaskDraftErrors): boolean {
  return Boolean(errors.name || errors.description || errors.endpoint || errors.scheduledTime || Object.keys(errors.references).length);
}

export interface CreateTaskPayload {
  name: string;
  endpointArn: string;
  description?: string;
  references?: Record<string, { value: string; type: 'URL' }>;
  relatedContactId?: string;
  /** Epoch seconds, as the service takes it. */
  scheduledTime?: number;
}

/**
 * The createTask payload of a valid draft (task §3): empty description and no references are left out, the
 * schedule goes in epoch seconds, and a task made from another contact names it as related.
 */
export function taskPayload(draft: TaskDraft, relatedContactId?: string): CreateTaskPayload {
  const payload: CreateTaskPayload = { name: draft.name.trim(), endpointArn: draft.endpointArn ?? '' };
  if (draft.description.trim() !== '') payload.description = draft.description;
  if (draft.references.length) {
    payload.references = Object.fromEntries(draft.references.map((r) => [r.name.trim(), { value: r.link.trim(), type: 'URL' as const }]));
  }
  if (relatedContactId) payload.relatedContactId = relatedContactId;
  if (draft.scheduledTime !== null) payload.scheduledTime = Math.floor(draft.scheduledTime / 1000);
  return payload;
}
