/**
 * Task-template field rules (task §3, §5): which value each field type accepts and how a filled template becomes
 * the createTemplatedTask / updateContact payload. Pure; the view shows each error kind in words.
 */
import { isEmailAddress } from './email-address';
import { TASK_DESCRIPTION_MAX, TASK_SCHEDULE_WINDOW_SECONDS } from './task-create';
import type { CreateTemplatedTaskRequest, ReferenceType, TemplateField, TemplateFieldType } from '../domain/task';

export type { ReferenceType, TemplateField, TemplateFieldType } from '../domain/task';

export const TEMPLATE_TEXT_MAX = 512;

/** 'url' → 'Value must be a valid URL, e.g., …'; 'email' → '… valid email …'; 'number' → '… e.g., 123 or 123.45'. */
export type FieldError = 'required' | 'too-long' | 'url' | 'email' | 'number' | 'schedule' | 'option';

/** Name and quick connect are always required, whatever the template says. */
export function isFieldRequired(field: TemplateField): boolean {
  return field.type === 'NAME' || field.type === 'QUICK_CONNECT' || Boolean(field.required);
}

export function fieldMaxLength(type: TemplateFieldType): number | undefined {
  switch (type) {
    case 'NAME':
    case 'TEXT':
    case 'EMAIL':
    case 'NUMBER':
    case 'URL':
      return TEMPLATE_TEXT_MAX;
    case 'TEXT_AREA':
    case 'DESCRIPTION':
      return TASK_DESCRIPTION_MAX;
    default:
      return undefined;
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Loopback, private (RFC 1918), link-local and unspecified hosts: a task link must point somewhere public. */
function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || h === '::' || h.startsWith('fc') || h.startsWith('fd') || h.startsWith('fe80:')) return true;
  const ip = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
  if (!ip) return false;
  const [a, b] = [Number(ip[1]), Number(ip[2])];
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

export function isTemplateUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '' && !isPrivateHost(url.hostname);
}

/**
 * Checks one field's value (a string as the form holds it; DATE_TIME and SCHEDULED_TIME hold epoch milliseconds).
 * Read-only fields are not checked: the agent cannot change them.
 */
export function checkTemplateField(field: TemplateField, value: string, now: number): FieldError | undefined {
  if (field.readOnly || field.invisible) return undefined;
  const v = value.trim();
  if (v === '') return isFieldRequired(field) ? 'required' : undefined;
  const max = fieldMaxLength(field.type);
  if (max !== undefined && value.length > max) return 'too-long';
  switch (field.type) {
    case 'URL':
      return isTemplateUrl(v) ? undefined : 'url';
    case 'EMAIL':
      return isEmailAddress(v) ? undefined : 'email';
    case 'NUMBER':
      return NUMBER.test(v) ? undefined : 'number';
    case 'SCHEDULED_TIME': {
      const t = Number(v);
      return Number.isFinite(t) && t >= now && t - now <= TASK_SCHEDULE_WINDOW_SECONDS * 1000 ? undefined : 'schedule';
    }
    case 'DATE_TIME':
      return Number.isFinite(Number(v)) ? undefined : 'number';
    case 'SINGLE_SELECT':
      return field.options && !field.options.includes(v) ? 'option' : undefined;
    default:
      return undefined;
  }
}

/** The form's starting value: the template's default, and for booleans 'false' unless the default says true. */
export function initialFieldValue(field: TemplateField): string {
  if (field.type === 'BOOLEAN' || field.type === 'SELF_ASSIGN') return field.defaultValue === 'true' ? 'true' : 'false';
  return field.defaultValue ?? '';
}

/** The reference type a template field is sent as; NAME, DESCRIPTION, QUICK_CONNECT and the schedule go elsewhere. */
export function referenceType(type: TemplateFieldType): ReferenceType | undefined {
  switch (type) {
    case 'TEXT':
    case 'TEXT_AREA':
    case 'SINGLE_SELECT':
    case 'BOOLEAN':
      return 'STRING';
    case 'NUMBER':
      return 'NUMBER';
    case 'URL':
      return 'URL';
    case 'EMAIL':
      return 'EMAIL';
    case 'DATE_TIME':
      return 'DATE';
    default:
      return undefined;
  }
}


/**
 * Turns filled fields into the createTemplatedTask payload (task §3): empty values are left out, dates go as
 * ISO text, the schedule as epoch seconds, and self-assign (only when the agent may) as the SELF assignment type.
 */
export function templatedTaskPayload(
  templateId: string,
  fields: readonly TemplateField[],
  values: Readonly<Record<string, string>>,
  options: { mayAssignSelf: boolean; relatedContactId?: string },
): CreateTemplatedTaskRequest {
  const payload: CreateTemplatedTaskRequest = { name: '', taskTemplateId: templateId, references: {} };
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    switch (field.type) {
      case 'NAME':
        payload.name = value;
        break;
      case 'DESCRIPTION':
        payload.description = values[field.name];
        break;
      case 'QUICK_CONNECT':
        payload.endpointArn = value;
        break;
      case 'SCHEDULED_TIME':
        payload.scheduledTime = Math.floor(Number(value) / 1000);
        break;
      case 'SELF_ASSIGN':
        if (options.mayAssignSelf && value === 'true') payload.segmentAttributes = { 'connect:AssignmentType': { ValueString: 'SELF' } };
        break;
      case 'DATE_TIME':
        payload.references[field.name] = { Value: new Date(Number(value)).toISOString(), Type: 'DATE' };
        break;
      default:
        payload.references[field.name] = { Value: value, Type: referenceType(field.type)! };
    }
  }
  if (options.relatedContactId) payload.relatedContactId = options.relatedContactId;
  return payload;
}

/** Fields the agent sees: invisible ones are hidden, and self-assign only for an agent who may self-assign. */
export function visibleFields(fields: readonly TemplateField[], mayAssignSelf: boolean): TemplateField[] {
  return fields.filter((f) => !f.invisible && (f.type !== 'SELF_ASSIGN' || mayAssignSelf));
}
