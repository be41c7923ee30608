import { describe, expect, it } from 'vitest';
import { makeContact, type ContactState } from '../../../src/shared/model';
import type { TemplateField } from '../../../src/shared/rules/task-template-fields';
import { flush, modelWithFakePort } from './support/model';

// A templated task's unsaved edits (task §4): Save sends them, Cancel drops them, and before the task ends or is
// transferred the valid changes are saved and the invalid ones discarded; a paused task's edits cannot be saved.

const FIELDS: TemplateField[] = [
  { name: 'Name', type: 'NAME' },
  { name: 'Customer email', type: 'EMAIL', required: true },
  { name: 'Notes', type: 'TEXT_AREA' },
  { name: 'Order number', type: 'TEXT', readOnly: true },
];

const task = (state: ContactState = 'connected') =>
  makeContact({
    contactId: 't1',
    type: 'task',
    state,
    connections: [],
    name: 'Call Pat',
    task: { templateId: 'tpl', references: [{ name: 'Customer email', type: 'EMAIL', value: 'pat@example.com' }, { name: 'Notes', type: 'STRING', value: 'Mornings' }, { name: 'Order number', type: 'STRING', value: 'ORD-1' }] },
  });

function setup(state: ContactState = 'connected') {
  const m = modelWithFakePort();
  m.model.contacts.applySnapshot([task(state)]);
  return m;
}

const updates = (fake: ReturnType<typeof setup>['fake']) => fake.callsTo('tasks.updateTemplatedTask').map((a) => a[0]);

describe('templated task edits', () => {
  it('Save sends the edits and clears them; Cancel drops them', async () => {
    const { model, fake } = setup();
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    expect(model.taskTemplates.edits('t1').value?.values).toEqual({ Notes: 'Evenings' });
    expect(await model.taskTemplates.saveEdits('t1')).toBe(true);
    expect(updates(fake)).toEqual([{ contactId: 't1', name: 'Call Pat', references: { 'Customer email': { Value: 'pat@example.com', Type: 'EMAIL' }, Notes: { Value: 'Evenings', Type: 'STRING' } } }]);
    expect(model.taskTemplates.edits('t1').value).toBeNull();

    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Never');
    model.taskTemplates.discardEdits('t1');
    expect(model.taskTemplates.edits('t1').value).toBeNull();
  });

  it('End task saves the valid changes first, discards the invalid ones, then ends', async () => {
    const { model, fake } = setup();
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    model.taskTemplates.edit('t1', FIELDS, 'Customer email', 'not an email');
    await model.intents.end('t1');
    expect(fake.calls.map((c) => c.method)).toEqual(['tasks.updateTemplatedTask', 'contacts.endContact']);
    // Only the valid change: the email keeps the task's own value.
    expect(updates(fake)).toEqual([{ contactId: 't1', references: { Notes: { Value: 'Evenings', Type: 'STRING' } } }]);
    expect(model.taskTemplates.edits('t1').value).toBeNull();
  });

  it('nothing valid to save: the task just ends', async () => {
    const { model, fake } = setup();
    model.taskTemplates.edit('t1', FIELDS, 'Name', '   ');
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Mornings');
    await model.intents.end('t1');
    expect(fake.calls.map((c) => c.method)).toEqual(['contacts.endContact']);
    expect(model.taskTemplates.edits('t1').value).toBeNull();
  });

  it('a failed save still ends the task, and says the update failed', async () => {
    const { model, fake } = setup();
    fake.failNext('tasks.updateTemplatedTask', new Error('boom'));
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    await model.intents.end('t1');
    expect(fake.calls.map((c) => c.method)).toEqual(['tasks.updateTemplatedTask', 'contacts.endContact']);
    expect(model.alerts.list.value.map((a) => a.type)).toContain('update_templated_task_failed');
  });

  it('a transfer saves the pending changes first', async () => {
    const { model, fake } = setup();
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    await model.intents.transfer('t1', { endpointARN: 'arn:q', endpointId: 'q', name: 'Sales', type: 'queue' });
    expect(fake.calls.map((c) => c.method)).toEqual(['tasks.updateTemplatedTask', 'quickConnects.transfer']);
  });

  it('a paused task cannot be edited: its pending edits go when it ends', async () => {
    const { model, fake } = setup('paused');
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    await model.intents.end('t1');
    expect(fake.calls.map((c) => c.method)).toEqual(['contacts.endContact']);
    expect(model.taskTemplates.edits('t1').value).toBeNull();
  });

  it("a closed task's edits go with it", async () => {
    const { model } = setup();
    model.taskTemplates.edit('t1', FIELDS, 'Notes', 'Evenings');
    const before = model.taskTemplates.edits('t1');
    model.contacts.applySnapshot([]);
    await flush();
    expect(model.taskTemplates.edits('t1')).not.toBe(before);
    expect(model.taskTemplates.edits('t1').value).toBeNull();
  });
});
