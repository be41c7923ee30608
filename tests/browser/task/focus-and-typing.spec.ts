import { test, expect } from '../support/fixtures.ts';
import { availableOnTask, sendTask } from './support.ts';

// Tasks follow the focus rules of the other channels, and a task arriving while the agent types in Create task
// never loses a keystroke and is always offered (issue 28).

test('an incoming task takes focus on Accept; after Accept focus is on its actions, after End task on Close contact', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const { contactId } = await sendTask(api, { name: 'Refund order 11', references: { Case: { type: 'URL', value: 'https://crm.example.com/11' } } });
  const accept = page.getByRole('button', { name: 'Accept task' });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  const controls = page.getByRole('group', { name: 'Contact action bar' });
  // Its first action, not the reference link.
  await expect(controls.getByRole('button').first()).toBeFocused();
  await expect(page.getByRole('link', { name: /crm\.example\.com|Case/ })).not.toBeFocused();
  // End task takes clicks (and focus) once armed.
  await expect(controls.getByRole('button', { name: 'End task' })).toBeEnabled();
  await controls.getByRole('button', { name: 'End task' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeFocused();
});

test('a task arriving while the agent types in Create task loses no keystroke, keeps focus, and is offered with a toast', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  const name = form.getByLabel('Task name');
  await name.click();
  await page.keyboard.type('Check the ');
  await sendTask(api, { name: 'Arrived mid-typing' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming task' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.keyboard.type('invoice twice');
  await expect(name).toHaveValue('Check the invoice twice');
  await expect(name).toBeFocused();
  await expect(page.getByRole('link', { name: /Arrived mid-typing/ })).toBeVisible();
  // Accepting from the toast takes the task; the form and its draft stay where the agent was typing.
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Arrived mid-typing')?.state).toBe('connected');
  await expect(name).toHaveValue('Check the invoice twice');
});
