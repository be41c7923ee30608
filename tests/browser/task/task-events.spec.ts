import { test, expect, type ControlApi, type Page } from '../support/fixtures.ts';
import { availableOnTask, pushUntil, sendTask } from './support.ts';

// A task's aws/task events with the real streams and taskjs (task §4, §8): Connect Local pushes them on the agent
// websocket (control API verb), taskjs' TaskSession raises them and the panel shows their alerts and toasts; pause and
// resume alerts replace each other; a task is transferred to an agent quick connect.

async function acceptedTask(page: Page, api: ControlApi, name: string) {
  const { contactId } = await sendTask(api, { name });
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  return contactId;
}

test('expiring, pause and resume, and transfer events show their alerts; the task is transferred to an agent', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const contactId = await acceptedTask(page, api, 'Refund order 9');

  await pushUntil(api, contactId, 'expiring', () => expect(page.getByRole('status').getByText('This task expires in less than 2 hours.')).toBeVisible({ timeout: 1000 }));

  const controls = page.getByRole('group', { name: 'Contact action bar' });
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').getByText('Task paused')).toBeVisible();
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('status').getByText('Task resumed')).toBeVisible();
  await expect(page.getByText('Task paused')).toHaveCount(0);

  await pushUntil(api, contactId, 'transfer-initiated', () => expect(page.getByRole('status').getByText('Transferring the task…')).toBeVisible({ timeout: 1000 }));
  await api.post(`/contacts/${contactId}/task-events`, { event: 'transfer-failed' });
  await expect(page.getByRole('alert').getByText('Failed to transfer task')).toBeVisible();
  await expect(page.getByText('Transferring the task…')).toHaveCount(0);
  await api.post(`/contacts/${contactId}/task-events`, { event: 'transfer-succeeded' });
  await expect(page.getByRole('status').getByText('Task transferred')).toBeVisible();
  await expect(page.getByText('Failed to transfer task')).toHaveCount(0);

  // Transfer by quick connect: agents and queues only; the task goes to Jordan as a new contact.
  await controls.getByRole('button', { name: 'Transfer' }).click();
  const picker = page.getByRole('region', { name: 'Quick connects' });
  await expect(picker.getByRole('option', { name: /Front desk/ })).toHaveCount(0);
  await picker.getByRole('option', { name: /Jordan Lee/ }).click();
  await picker.getByRole('button', { name: 'Transfer' }).click();
  // Jordan is offline: the transferred task waits in the queue for him.
  await expect.poll(async () => {
    const state = await api.state();
    return [...state.contacts, ...state.queued].find((c: any) => c.agent === 'jordan')?.relatedContactId;
  }).toBe(contactId);
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('ended');
  await expect(page.getByTestId('contact-status')).not.toHaveText('Connected');
});

test('an expired task says so and ends; its alerts go when it is closed', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const contactId = await acceptedTask(page, api, 'Old task');
  await pushUntil(api, contactId, 'expired', () => expect(page.getByRole('alert').getByText('This task has expired.')).toBeVisible({ timeout: 1000 }));
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('ended');
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
  await expect(page.getByText('This task has expired.')).toHaveCount(0);
});
