import { describe, expect, it } from 'vitest';
import {
  checkReferenceLink,
  checkScheduledTime,
  checkTaskDescription,
  checkTaskDraft,
  checkTaskName,
  hasTaskDraftErrors,
  taskPayload,
  type TaskDraft,
} from '../../../src/shared/rules/task-create';
import {
  checkTemplateField,
  initialFieldValue,
  isFieldRequired,
  templatedTaskPayload,
  visibleFields,
  type TemplateField,
} from '../../../src/shared/rules/task-template-fields';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('create task (task §5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a'.repeat(512), undefined],
    ['a'.repeat(513), 'too-long'],
    ['Call back Pat', undefined],
  ])('name %j → %s', (name, error) => {
    expect(checkTaskName(name)).toBe(error);
  });

  it.each([
    ['', undefined],
    ['d'.repeat(4096), undefined],
    ['d'.repeat(4097), 'too-long'],
  ])('description of %#  → %s', (description, error) => {
    expect(checkTaskDescription(description)).toBe(error);
  });

  it.each([
    ['https://example.com/case/1', undefined],
    ['ftp://files.example.com', undefined],
    ['example.com', 'scheme-required'],
    ['www.example.com/path', 'scheme-required'],
    ['https://', 'invalid-url'],
    ['https://exa mple.com', 'invalid-url'],
    ['http://[bad', 'invalid-url'],
  ])('link %j → %s', (link, error) => {
    expect(checkReferenceLink(link)).toBe(error);
  });

  it.each([
    [null, undefined],
    [NOW + 60_000, undefined],
    [NOW + 6 * DAY, undefined],
    [NOW + 6 * DAY + 1000, 'outside-window'],
    [NOW - 1000, 'negative'],
  ])('schedule %s → %s', (time, error) => {
    expect(checkScheduledTime(time, NOW)).toBe(error);
  });

  const valid: TaskDraft = {
    name: 'Call back Pat',
    description: '',
    references: [{ id: 'r1', name: 'Case', link: 'https://crm.example.com/case/7' }],
    endpointArn: 'arn:qc/queue-1',
    scheduledTime: null,
  };

  it('a valid draft has no errors; each missing part is named, per reference row', () => {
    expect(hasTaskDraftErrors(checkTaskDraft(valid, NOW))).toBe(false);
    const errors = checkTaskDraft(
      { name: '', description: '', references: [{ id: 'r1', name: '', link: 'https://' }, { id: 'r2', name: 'Ok', link: 'https://x.example' }], endpointArn: null, scheduledTime: NOW + 7 * DAY },
      NOW,
    );
    expect(errors).toEqual({
      name: 'required',
      endpoint: 'required',
      scheduledTime: 'outside-window',
      references: { r1: { name: 'required', link: 'invalid-url' } },
    });
    expect(hasTaskDraftErrors(errors)).toBe(true);
  });

  it('builds the createTask payload: references as URLs, the schedule in epoch seconds, no empty description', () => {
    expect(taskPayload({ ...valid, name: ' Call back Pat ', scheduledTime: NOW + 1500 }, 'contact-1')).toEqual({
      name: 'Call back Pat',
      endpointArn: 'arn:qc/queue-1',
      references: { Case: { value: 'https://crm.example.com/case/7', type: 'URL' } },
      relatedContactId: 'contact-1',
      scheduledTime: Math.floor((NOW + 1500) / 1000),
    });
    expect(taskPayload({ ...valid, references: [], description: 'Notes' })).toEqual({ name: 'Call back Pat', endpointArn: 'arn:qc/queue-1', description: 'Notes' });
  });
});

describe('template fields (task §3, §5)', () => {
  const f = (type: TemplateField['type'], extra: Partial<TemplateField> = {}): TemplateField => ({ name: type.toLowerCase(), type, ...extra });

  it.each<[TemplateField, string, string | undefined]>([
    [f('NAME'), '', 'required'],
    [f('QUICK_CONNECT'), '', 'required'],
    [f('TEXT'), '', undefined],
    [f('TEXT', { required: true }), ' ', 'required'],
    [f('TEXT', { required: true, readOnly: true }), '', undefined],
    [f('TEXT'), 't'.repeat(512), undefined],
    [f('TEXT'), 't'.repeat(513), 'too-long'],
    [f('TEXT_AREA'), 't'.repeat(4096), undefined],
    [f('TEXT_AREA'), 't'.repeat(4097), 'too-long'],
    [f('DESCRIPTION'), 't'.repeat(4097), 'too-long'],
    [f('URL'), 'https://crm.example.com', undefined],
    [f('URL'), 'ftp://files.example.com/a', undefined],
    [f('URL'), 'javascript:alert(1)', 'url'],
    [f('URL'), 'crm.example.com', 'url'],
    [f('URL'), 'http://192.168.1.4/admin', 'url'],
    [f('URL'), 'http://10.0.0.1', 'url'],
    [f('URL'), 'http://127.0.0.1:8080', 'url'],
    [f('URL'), 'http://localhost/x', 'url'],
    [f('URL'), 'http://[::1]/x', 'url'],
    [f('EMAIL'), 'pat@example.com', undefined],
    [f('EMAIL'), 'pat@', 'email'],
    [f('NUMBER'), '123', undefined],
    [f('NUMBER'), '123.45', undefined],
    [f('NUMBER'), '-4', undefined],
    [f('NUMBER'), '12a', 'number'],
    [f('NUMBER'), '1.', 'number'],
    [f('SCHEDULED_TIME'), String(NOW + DAY), undefined],
    [f('SCHEDULED_TIME'), String(NOW + 6 * DAY + 1000), 'schedule'],
    [f('SCHEDULED_TIME'), String(NOW - 1000), 'schedule'],
    [f('SCHEDULED_TIME', { readOnly: true }), String(NOW - 1000), undefined],
    [f('SINGLE_SELECT', { options: ['Low', 'High'] }), 'High', undefined],
    [f('SINGLE_SELECT', { options: ['Low', 'High'] }), 'Urgent', 'option'],
    [f('BOOLEAN'), 'true', undefined],
  ])('%o with %j → %s', (field, value, error) => {
    expect(checkTemplateField(field, value, NOW)).toBe(error);
  });

  it('name and quick connect are always required; booleans start from their default, else false', () => {
    expect(isFieldRequired(f('NAME', { required: false }))).toBe(true);
    expect(isFieldRequired(f('QUICK_CONNECT'))).toBe(true);
    expect(isFieldRequired(f('TEXT'))).toBe(false);
    expect(initialFieldValue(f('BOOLEAN', { defaultValue: 'true' }))).toBe('true');
    expect(initialFieldValue(f('BOOLEAN'))).toBe('false');
    expect(initialFieldValue(f('TEXT', { defaultValue: 'Hello' }))).toBe('Hello');
  });

  it('hides invisible fields, and self-assign from an agent who may not self-assign', () => {
    const fields = [f('NAME'), f('TEXT', { invisible: true }), f('SELF_ASSIGN')];
    expect(visibleFields(fields, true).map((x) => x.type)).toEqual(['NAME', 'SELF_ASSIGN']);
    expect(visibleFields(fields, false).map((x) => x.type)).toEqual(['NAME']);
  });

  it('converts every field type for createTemplatedTask and leaves empty values out', () => {
    const fields: TemplateField[] = [
      { name: 'Task name', type: 'NAME' },
      { name: 'Details', type: 'DESCRIPTION' },
      { name: 'Assign to', type: 'QUICK_CONNECT' },
      { name: 'When', type: 'SCHEDULED_TIME' },
      { name: 'Case link', type: 'URL' },
      { name: 'Amount', type: 'NUMBER' },
      { name: 'Notes', type: 'TEXT' },
      { name: 'Long notes', type: 'TEXT_AREA' },
      { name: 'Due', type: 'DATE_TIME' },
      { name: 'VIP', type: 'BOOLEAN' },
      { name: 'Priority', type: 'SINGLE_SELECT', options: ['Low', 'High'] },
      { name: 'Customer email', type: 'EMAIL' },
      { name: 'Mine', type: 'SELF_ASSIGN' },
    ];
    const due = Date.UTC(2026, 11, 1, 12, 0, 0);
    const values = {
      'Task name': 'Refund',
      Details: 'Refund order 7',
      'Assign to': 'arn:qc/agent-1',
      When: String(NOW + 90_000),
      'Case link': 'https://crm.example.com/7',
      Amount: '12.50',
      Notes: '',
      'Long notes': '  ',
      Due: String(due),
      VIP: 'false',
      Priority: 'High',
      'Customer email': 'pat@example.com',
      Mine: 'true',
    };
    expect(templatedTaskPayload('tpl-1', fields, values, { mayAssignSelf: true, relatedContactId: 'c-9' })).toEqual({
      name: 'Refund',
      taskTemplateId: 'tpl-1',
      description: 'Refund order 7',
      endpointArn: 'arn:qc/agent-1',
      scheduledTime: Math.floor((NOW + 90_000) / 1000),
      references: {
        'Case link': { Value: 'https://crm.example.com/7', Type: 'URL' },
        Amount: { Value: '12.50', Type: 'NUMBER' },
        Due: { Value: '2026-12-01T12:00:00.000Z', Type: 'DATE' },
        VIP: { Value: 'false', Type: 'STRING' },
        Priority: { Value: 'High', Type: 'STRING' },
        'Customer email': { Value: 'pat@example.com', Type: 'EMAIL' },
      },
      relatedContactId: 'c-9',
      segmentAttributes: { 'connect:AssignmentType': { ValueString: 'SELF' } },
    });
    expect(templatedTaskPayload('tpl-1', fields, values, { mayAssignSelf: false }).segmentAttributes).toBeUndefined();
  });
});
