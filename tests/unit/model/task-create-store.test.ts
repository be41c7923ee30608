import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createCcpModel } from '../../../src/shared/model/create-model';
import { HOME_ORIGIN, TASK_DRAFT_KEY } from '../../../src/shared/model';
import { memoryStorage, type KeyValueStorage } from '../../../src/shared/model/view/storage';
import { FakePort } from './support/fake-port';
import { configuration, STATES } from './support/fixtures';
import { flush } from './support/model';

// The Create task form's state over a fake port: the draft is written on every change and the form reopens with
// it after a reload; Create sends the spec's payload (seconds, related contact, URL references); a failure keeps the
// form, a success clears the draft and shows the toast; junk in storage is ignored.

const SALES = { endpointARN: 'arn:aws:connect:us-west-2:1:instance/i/transfer-destination/sales', endpointId: 'sales', name: 'Sales', type: 'queue' as const };

function setup(storage: KeyValueStorage = memoryStorage()) {
  const clock = new ManualClock(1_000_000_000_000);
  const fake = new FakePort();
  const model = createCcpModel(fake.port(), { clock, storage });
  model.agent.applyConfiguration(configuration());
  model.agent.applyAgentStates(STATES);
  model.agent.markInitialized();
  return { clock, fake, model, storage };
}

const fill = (m: ReturnType<typeof setup>['model'], origin = HOME_ORIGIN) => {
  m.taskCreate.open(origin);
  m.taskCreate.update(origin, { name: ' Refund 42 ', description: 'Asked twice' });
  const ref = m.taskCreate.addReference(origin)!;
  m.taskCreate.setReference(origin, ref, { name: 'Case', link: 'https://crm.example.com/42' });
  m.taskCreate.setEndpoint(origin, SALES);
};

describe('task create store', () => {
  it('keeps the draft in storage and reopens the form with it after a reload', () => {
    const a = setup();
    fill(a.model);
    expect(a.model.taskCreate.form(HOME_ORIGIN).value?.draft.references[0]?.link).toBe('https://crm.example.com/42');
    const b = setup(a.storage);
    const form = b.model.taskCreate.form(HOME_ORIGIN).value;
    expect(form?.draft).toMatchObject({ name: ' Refund 42 ', description: 'Asked twice', endpointArn: SALES.endpointARN, scheduledTime: null });
    expect(form?.endpoint).toEqual(SALES);
    // Another origin's form is its own.
    expect(b.model.taskCreate.form('contact-1').value).toBeNull();
  });

  it('new reference rows start with https:// and can be removed', () => {
    const { model } = setup();
    model.taskCreate.open(HOME_ORIGIN);
    const id = model.taskCreate.addReference(HOME_ORIGIN)!;
    expect(model.taskCreate.form(HOME_ORIGIN).value?.draft.references).toEqual([{ id, name: '', link: 'https://' }]);
    model.taskCreate.removeReference(HOME_ORIGIN, id);
    expect(model.taskCreate.form(HOME_ORIGIN).value?.draft.references).toEqual([]);
  });

  it('creates the task with the spec payload, clears the draft and shows the toast', async () => {
    const { model, fake, storage, clock } = setup();
    fill(model, 'contact-7');
    model.taskCreate.update('contact-7', { scheduledTime: clock.now() + 3_600_500 });
    expect(await model.taskCreate.submit('contact-7')).toBe('task-new');
    expect(fake.callsTo('tasks.createTask')).toEqual([
      [
        {
          name: 'Refund 42',
          description: 'Asked twice',
          references: { Case: { value: 'https://crm.example.com/42', type: 'URL' } },
          relatedContactId: 'contact-7',
          scheduledTime: Math.floor((clock.now() + 3_600_500) / 1000),
          endpoint: SALES,
        },
      ],
    ]);
    expect(model.taskCreate.form('contact-7').value).toBeNull();
    expect(storage.getItem(`${TASK_DRAFT_KEY}:contact-7`)).toBeNull();
    expect(model.toasts.list.value).toEqual([expect.objectContaining({ kind: 'notice', level: 'info', type: 'task_created', messageParams: { name: 'Refund 42' } })]);
  });

  it('a task from the Task tab names no related contact', async () => {
    const { model, fake } = setup();
    fill(model);
    await model.taskCreate.submit(HOME_ORIGIN);
    expect(fake.callsTo('tasks.createTask')[0]![0]).not.toHaveProperty('relatedContactId');
  });

  it('sends nothing while the draft is invalid', async () => {
    const { model, fake } = setup();
    model.taskCreate.open(HOME_ORIGIN);
    model.taskCreate.update(HOME_ORIGIN, { name: 'No endpoint' });
    expect(await model.taskCreate.submit(HOME_ORIGIN)).toBeNull();
    model.taskCreate.setEndpoint(HOME_ORIGIN, SALES);
    model.taskCreate.addReference(HOME_ORIGIN);
    expect(await model.taskCreate.submit(HOME_ORIGIN)).toBeNull();
    expect(fake.callsTo('tasks.createTask')).toEqual([]);
  });

  it('a failure keeps the form and its draft, enabled again, and alerts; edits wait while it is sent', async () => {
    const { model, fake, storage } = setup();
    fill(model);
    fake.defer('tasks.createTask');
    const sent = model.taskCreate.submit(HOME_ORIGIN);
    expect(model.taskCreate.form(HOME_ORIGIN).value?.submitting).toBe(true);
    model.taskCreate.update(HOME_ORIGIN, { name: 'changed while sending' });
    expect(model.taskCreate.form(HOME_ORIGIN).value?.draft.name).toBe(' Refund 42 ');
    fake.pending[0]!.reject(JSON.stringify({ type: 'ServiceQuotaExceededException', message: 'limit' }));
    expect(await sent).toBeNull();
    await flush();
    expect(model.taskCreate.form(HOME_ORIGIN).value).toMatchObject({ submitting: false, failed: true });
    expect(storage.getItem(TASK_DRAFT_KEY)).toContain('Refund 42');
    expect(model.alerts.list.value.map((a) => a.type)).toContain('task_quota_exceeded');
  });

  it('a create that works after a quota error takes the error away', async () => {
    const { model, fake } = setup();
    fill(model);
    fake.failNext('tasks.createTask', JSON.stringify({ type: 'ServiceQuotaExceededException', message: 'limit' }));
    expect(await model.taskCreate.submit(HOME_ORIGIN)).toBeNull();
    expect(model.alerts.list.value.map((a) => a.type)).toContain('task_quota_exceeded');
    expect(await model.taskCreate.submit(HOME_ORIGIN)).toBe('task-new');
    expect(model.alerts.list.value.map((a) => a.type)).not.toContain('task_quota_exceeded');
  });

  it('ignores a stored draft that does not have the draft shape', () => {
    for (const junk of ['{', '"x"', '{"draft":{"name":1}}', '{"draft":{"name":"a","description":"","references":[],"scheduledTime":"soon"}}']) {
      const { model } = setup(memoryStorage({ [TASK_DRAFT_KEY]: junk }));
      expect(model.taskCreate.form(HOME_ORIGIN).value).toBeNull();
    }
    const { model } = setup(memoryStorage({ [TASK_DRAFT_KEY]: JSON.stringify({ draft: { name: 'a', description: '', references: [{ id: 1 }], scheduledTime: null }, endpoint: { endpointARN: 'x', type: 'phone_number' } }) }));
    expect(model.taskCreate.form(HOME_ORIGIN).value).toMatchObject({ draft: { name: 'a', references: [] }, endpoint: null });
  });

  it('Cancel closes the form and drops the draft', () => {
    const { model, storage } = setup();
    fill(model);
    model.taskCreate.cancel(HOME_ORIGIN);
    expect(model.taskCreate.form(HOME_ORIGIN).value).toBeNull();
    expect(storage.getItem(TASK_DRAFT_KEY)).toBeNull();
  });
});
