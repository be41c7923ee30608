import { test, expect, type Page } from '../support/fixtures.ts';
import { availableOnTask, fillSchedule } from './support.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

// Templated tasks with the real streams and taskjs against Connect Local's task-templates endpoint (task §3, §4,
// §5): the template list, every field type with its constraints and defaults, self-assign, the submit conversion
// the service receives, a stale draft dropped after the template's snapshot version changes, and the edit of a
// templated task while it is connected.

const localInput = (page: Page, days: number) =>
  page.evaluate((d) => {
    const t = new Date(Date.now() + d * 24 * 3600 * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}T${p(t.getHours())}:${p(t.getMinutes())}`;
  }, days);

const PERMISSIONS = ['outboundCall', 'voiceId', 'outboundEmail', 'createTask', 'contactRecording'];

test('a templated task is created with every field type, then edited while connected', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: [...PERMISSIONS, 'selfAssignContacts'] });
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task template').selectOption({ label: 'Customer callback' });

  // Defaults, read-only and invisible fields.
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Call back');
  await expect(form.getByLabel('Order number')).toHaveValue('ORD-1001');
  await expect(form.getByLabel('Order number')).toBeDisabled();
  await expect(form.getByLabel('Routing code')).toHaveCount(0);
  await expect(form.getByLabel('VIP')).toBeChecked();
  await expect(form.getByLabel('Reason (optional)')).toHaveValue('Question');
  const create = form.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await expectNoAxeViolations(page, 'templated task form');

  // Every validation message of the template fields.
  const email = form.getByLabel('Customer email');
  await email.fill('not an email');
  await email.blur();
  await expect(form.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
  await email.fill('pat@example.com');
  const url = form.getByLabel('Order page (optional)');
  await url.fill('http://10.0.0.1/orders');
  await url.blur();
  await expect(form.getByText('Enter a valid link, such as https://www.example.com.')).toBeVisible();
  await url.fill('https://shop.example.com/orders/1001');
  const amount = form.getByLabel('Amount (optional)');
  await amount.fill('12,5');
  await amount.blur();
  await expect(form.getByText('Enter a number, such as 123 or 123.45.')).toBeVisible();
  await amount.fill('12.50');
  const name = form.getByLabel('Name', { exact: true });
  await name.fill('');
  await name.blur();
  await expect(form.getByText('Enter a value for this field.').first()).toBeVisible();
  await name.fill('Call Pat back');
  const callAt = form.getByRole('group', { name: 'Call at (optional)' });
  await fillSchedule(page, callAt, 8);
  await expect(form.getByText('Schedule the task within the next 6 days.')).toBeVisible();
  await callAt.getByLabel('Date').fill('');
  await callAt.getByLabel('Time', { exact: true }).fill('');
  await expect(form.getByText('Schedule the task within the next 6 days.')).toHaveCount(0);
  await form.getByLabel('Notes (optional)').fill('Prefers mornings');
  await form.getByLabel('Promised by (optional)').fill(await localInput(page, 1));
  await form.getByLabel('VIP').uncheck();
  await form.getByLabel('Reason (optional)').selectOption('Refund');

  // Self-assign clears and locks the quick connect; choosing a quick connect turns it off again.
  const assign = form.getByLabel('Assign to', { exact: true });
  await assign.selectOption({ label: 'Jordan Lee (agent)' });
  await form.getByLabel('Assign to me').check();
  await expect(assign).toHaveValue('');
  await expect(assign).toBeDisabled();
  await expect(create).toBeEnabled();

  await create.click();
  await expect(page.getByRole('status').getByText('Task created: Call Pat back')).toBeVisible();
  // Self-assigned: the task comes to this agent, with each field converted as the service takes it.
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Call Pat back')?.agent).toBe('agent');
  const created = (await api.state()).contacts.find((c: any) => c.task?.name === 'Call Pat back');
  expect(created.task.channelContext).toMatchObject({ taskTemplateId: 'tpl-callback', taskTemplateVersion: 1 });
  expect(created.task.references).toMatchObject({
    'Customer email': { type: 'EMAIL', value: 'pat@example.com' },
    'Order page': { type: 'URL', value: 'https://shop.example.com/orders/1001' },
    Amount: { type: 'NUMBER', value: '12.50' },
    Notes: { type: 'STRING', value: 'Prefers mornings' },
    VIP: { type: 'STRING', value: 'false' },
    Reason: { type: 'STRING', value: 'Refund' },
    'Order number': { type: 'STRING', value: 'ORD-1001' },
    'Routing code': { type: 'STRING', value: 'CB-7' },
    'Promised by': { type: 'DATE' },
  });

  // Edit: only while connected; Save and Cancel only with changes.
  await page.getByRole('link', { name: /Call Pat back/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const details = page.getByRole('form', { name: 'Task details: Customer callback' });
  await expect(details.getByLabel('Notes (optional)')).toHaveValue('Prefers mornings');
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  await details.getByLabel('Notes (optional)').fill('Prefers evenings');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.contactId === created.contactId)?.task.references.Notes.value).toBe('Prefers evenings');
  await expect(details.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(details.getByLabel('Notes (optional)')).toHaveValue('Prefers evenings');

  // Paused: read-only, Save and Cancel off.
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  await expect(details.getByLabel('Notes')).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});

test('a stored templated draft is dropped when the template gets a new snapshot version', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  let form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task template').selectOption({ label: 'Order review' });
  await form.getByLabel('Order number').fill('ORD-77');
  // The same version after a reload: the draft is kept.
  await page.reload();
  await page.getByRole('tab', { name: /^Task/ }).click();
  form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByLabel('Order number')).toHaveValue('ORD-77');

  await api.post('/task-templates/tpl-review/revise');
  await page.reload();
  await page.getByRole('tab', { name: /^Task/ }).click();
  form = page.getByRole('region', { name: 'Create task' });
  // Version 2 has a new field and no longer requires the order number; the old values are gone.
  await expect(form.getByLabel('Checked by (v2) (optional)')).toBeVisible();
  await expect(form.getByLabel('Order number (optional)')).toHaveValue('');
  await form.getByLabel('Name', { exact: true }).fill('Review 77');
  await form.getByLabel('Assign to', { exact: true }).selectOption({ label: 'Sales queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Review 77')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Review 77')?.task.channelContext.taskTemplateVersion).toBe(2);
});

test('ending a templated task saves the pending valid changes first and discards the invalid ones', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const { contactId } = await api.post<{ contactId: string }>('/contacts', {
    channel: 'task',
    name: 'Call Sam back',
    templateId: 'tpl-callback',
    references: { 'Customer email': { type: 'EMAIL', value: 'sam@example.com' }, Notes: { type: 'STRING', value: 'Mornings' } },
  });
  await page.getByRole('link', { name: /Call Sam back/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const details = page.getByRole('form', { name: 'Task details: Customer callback' });
  await details.getByLabel('Notes (optional)').fill('Evenings only');
  const email = details.getByLabel('Customer email');
  await email.fill('not an email');
  await email.blur();
  await expect(details.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();

  // End task without Save: the valid change is kept, the invalid one is not sent.
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('ended');
  const task = (await api.state()).contacts.find((c: any) => c.contactId === contactId).task;
  expect(task.references.Notes.value).toBe('Evenings only');
  expect(task.references['Customer email'].value).toBe('sam@example.com');
  // After the end the details show what the task holds, read-only.
  await expect(details.getByLabel('Notes')).toHaveValue('Evenings only');
  await expect(details.getByLabel('Customer email')).toHaveValue('sam@example.com');
  await expect(details.getByLabel('Customer email')).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: /could not|error/i })).toHaveCount(0);
});
