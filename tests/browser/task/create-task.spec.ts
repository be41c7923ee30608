import { test, expect, type Page } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../look/axe.ts';
import { availableOnTask, fillSchedule, sendTask } from './support.ts';

// The Create task panel (task §2, §4, §5) with the real streams and taskjs: every validation message shows, the
// draft survives a reload, and Create sends CreateTaskContact through taskjs' agent.createTask to Connect Local,
// which offers the task (a queue quick connect routes it back to this agent) or holds it until its time.

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  return form;
}

test('every validation message shows, the draft survives a reload, and a scheduled task is created', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await expect(page.getByText('Hello, Alex Rivera')).toBeVisible();
  let form = await openForm(page);
  const create = form.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();

  // Name: required, at most 512 characters; the counter counts.
  const name = form.getByLabel('Task name');
  await name.focus();
  await name.blur();
  await expect(form.getByText('Enter a task name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('x'.repeat(513));
  await expect(form.getByText('The task name can have at most 512 characters.')).toBeVisible();
  await expect(form.getByText('513 / 512 characters')).toBeVisible();
  await name.fill('Follow up on refund 42');
  await expect(form.getByText('22 / 512 characters')).toBeVisible();

  const description = form.getByLabel('Description (optional)');
  await description.fill('d'.repeat(4097));
  await expect(form.getByText('The description can have at most 4096 characters.')).toBeVisible();
  await description.fill('The customer asked twice.');
  await expect(form.getByText('25 / 4096 characters')).toBeVisible();

  // References: a name, and a link with a scheme that is a URL; link errors show after blur.
  await form.getByRole('button', { name: 'Add reference' }).click();
  const refName = form.getByLabel('Reference 1 name');
  await expect(refName).toBeFocused();
  const link = form.getByLabel('Reference 1 link');
  await expect(link).toHaveValue('https://');
  await link.focus();
  await link.blur();
  await expect(form.getByText('Enter a valid link, such as https://www.example.com.')).toBeVisible();
  await link.fill('crm.example.com/case/42');
  await link.blur();
  await expect(form.getByText('Start the link with its scheme, such as https://.')).toBeVisible();
  await link.fill('https://crm.example.com/case/42');
  await expect(form.getByText(/^Error:/)).toHaveCount(0);
  await refName.focus();
  await refName.blur();
  await expect(form.getByText('Enter a name for this reference.')).toBeVisible();
  await refName.fill('Case');
  // A second row, removed again: focus moves to the row before it.
  await form.getByRole('button', { name: 'Add reference' }).click();
  await form.getByRole('button', { name: 'Remove reference 2' }).click();
  await expect(form.getByLabel('Reference 2 name')).toHaveCount(0);
  await expect(refName).toBeFocused();

  // Assign to: required; agents and queues only (no phone numbers).
  const assign = form.getByLabel('Assign to');
  await assign.focus();
  await assign.blur();
  await expect(form.getByText('Choose who the task is assigned to.')).toBeVisible();
  await expect(assign.getByRole('option', { name: 'Sales queue (queue)' })).toHaveCount(1);
  await expect(assign.getByRole('option', { name: 'Jordan Lee (agent)' })).toHaveCount(1);
  await expect(assign.getByRole('option', { name: /Front desk/ })).toHaveCount(0);
  await assign.selectOption({ label: 'Sales queue (queue)' });

  // Schedule: within the next six days.
  const schedule = form.getByRole('group', { name: 'Scheduled date/time (optional)' });
  await fillSchedule(page, schedule, 7);
  await expect(form.getByText('Schedule the task within the next 6 days.')).toBeVisible();
  await expect(create).toBeDisabled();
  await expectNoAxeViolations(page, 'create task with errors');
  const when = await fillSchedule(page, schedule, 2);
  await expect(form.getByText('Schedule the task within the next 6 days.')).toHaveCount(0);
  await expect(create).toBeEnabled();

  // A reload keeps the draft, and the form open.
  await page.reload();
  await page.getByRole('tab', { name: /^Task/ }).click();
  form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByLabel('Task name')).toHaveValue('Follow up on refund 42');
  await expect(form.getByLabel('Description (optional)')).toHaveValue('The customer asked twice.');
  await expect(form.getByLabel('Reference 1 name')).toHaveValue('Case');
  await expect(form.getByLabel('Reference 1 link')).toHaveValue('https://crm.example.com/case/42');
  await expect(form.getByLabel('Assign to')).toHaveValue(/transfer-destination/);
  await expect(form.getByLabel('Assign to').locator('option:checked')).toHaveText('Sales queue (queue)');
  const kept = form.getByRole('group', { name: 'Scheduled date/time (optional)' });
  await expect(kept.getByLabel('Date')).toHaveValue(when.date);
  await expect(kept.getByLabel('Time', { exact: true })).toHaveValue(when.time);
  await expect(kept.getByLabel('AM/PM')).toHaveValue(when.period);

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Follow up on refund 42')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create task' })).toBeFocused();
  // Connect Local holds it until its time, with what the form said.
  await expect.poll(async () => (await api.state()).scheduled.length).toBe(1);
  const [held] = (await api.state()).scheduled;
  expect(held.task).toMatchObject({ name: 'Follow up on refund 42', description: 'The customer asked twice.', references: { Case: { type: 'URL', value: 'https://crm.example.com/case/42' } } });
  expect(held.task.channelContext.scheduledTime).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

  // The draft went with the created task: a new form is empty.
  await page.reload();
  await page.getByRole('tab', { name: /^Task/ }).click();
  form = await openForm(page);
  await expect(form.getByLabel('Task name')).toHaveValue('');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Create task' })).toBeFocused();
});

test('a task for a queue arrives at once; a failed create says so and keeps the form', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  let form = await openForm(page);
  await form.getByLabel('Task name').fill('Check invoice 7');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });

  // The service refuses: the alert says so in words, the form is there and usable again.
  await api.post('/faults', { operation: 'CreateTaskContact', error: { type: 'InvalidRequestException', message: 'Refused by test', status: 400 } });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Error creating task. Please try again. If the error persists contact your administrator.')).toBeVisible();
  await expect(form.getByLabel('Task name')).toHaveValue('Check invoice 7');
  await expect(form.getByRole('button', { name: 'Create', exact: true })).toBeEnabled();

  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Check invoice 7')).toBeVisible();
  // A queue's task comes back to this agent (Connect Local's queues have one agent): it rings in the list.
  const row = page.getByRole('link', { name: /Check invoice 7/ });
  await expect(row).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.type === 'task')?.task?.name).toBe('Check invoice 7');

  // From a task in after-contact work, Create task relates the new task to it.
  const { contactId } = await sendTask(api, { name: 'Parent task' });
  await page.getByRole('link', { name: /Parent task/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  await page.getByRole('button', { name: 'Create task' }).click();
  form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Child task');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Child task')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Child task')?.relatedContactId).toBe(contactId);
});
