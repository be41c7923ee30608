import type { ContactRecord } from '../centre/records.ts';

/** A task to create, from the control API, CreateTaskContact or a template (task-templates.ts). */
export interface NewTask {
  agent: string;
  name: string;
  description?: string;
  references?: Record<string, { type: string; value: string }>;
  attributes?: Record<string, string>;
  templateId?: string;
  /** The template's snapshot version the task was made from. */
  templateVersion?: number;
  /** Epoch ms; the task is offered then. */
  scheduledTime?: number;
  queue?: string;
  relatedContactId?: string;
  initiationMethod?: ContactRecord['initiationMethod'];
  ringTimeoutMs?: number;
}
