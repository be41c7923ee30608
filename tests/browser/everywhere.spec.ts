import { test, expect } from './support/fixtures.ts';
import { availableOnTask, pushUntil, sendTask } from './task/support.ts';
import { availableAgent, connectedInboundCall } from './voice/support.ts';

// Across the panel (issue 28): alerts go when their cause goes, dismissing one leaves focus somewhere harmless,
// a recording is not paused by a stray Enter, the status pill shows the real state while browsing, fields have
// visible labels, and the inactivity dialog reads the time left.

test('the create-task quota error goes once a later create works', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Check invoice 8');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await api.post('/faults', { operation: 'CreateTaskContact', count: 1, error: { type: 'ServiceQuotaExceededException', message: 'Too many tasks', status: 402 } });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  const quota = page.getByRole('alert').getByText(/service limit for tasks/);
  await expect(quota).toBeVisible();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Check invoice 8')).toBeVisible();
  await expect(quota).toHaveCount(0);
});

test('“expires in less than 2 hours” goes once the task has ended', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  const { contactId } = await sendTask(api, { name: 'Refund order 10' });
  await page.getByRole('link', { name: /Refund order 10/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  const warning = page.getByRole('status').getByText('This task expires in less than 2 hours.');
  await pushUntil(api, contactId, 'expiring', () => expect(warning).toBeVisible({ timeout: 1000 }));
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(page.getByText('This task expires in less than 2 hours.')).toHaveCount(0);
});

test('dismissing an alert by keyboard during a call leaves focus on nothing that acts on Enter; the recording keeps running', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await expect(page.getByRole('button', { name: /^Recording/ })).toHaveAttribute('aria-pressed', 'true');
  await api.post('/faults', { operation: 'HoldConnection', count: 1, error: { type: 'InternalServiceException', message: 'refused', status: 400 } });
  await page.getByRole('button', { name: 'Hold' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error holding contact' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await failure.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(failure).toHaveCount(0);
  // Focus is on the call's heading (not the task list's): not the page body, not a control.
  await expect(page.getByRole('main').getByRole('heading', { name: '+14155550100' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  expect((await api.contact(contactId)).recording).toBe('recording');
  await expect(page.getByRole('button', { name: /^Recording/ })).toHaveAttribute('aria-pressed', 'true');
});

test('while the agent arrows through statuses the real state stays shown until Enter applies the choice', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.focus();
  await page.keyboard.press('ArrowUp');
  const previewed = await status.inputValue();
  expect(previewed).not.toBe('Offline');
  await expect(page.getByText(`You are still Offline. Press Enter to change to ${previewed}.`)).toBeVisible();
  await expect(status).toHaveAccessibleDescription(`You are still Offline. Press Enter to change to ${previewed}.`);
  // The pill keeps the real state's colour: still offline.
  await expect(page.locator('.status-select')).toHaveAttribute('data-state-type', 'offline');
  expect((await api.agentState()).name).toBe('Offline');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await api.agentState()).name).toBe(previewed);
  await expect(page.getByText(/You are still Offline/)).toHaveCount(0);
});

test('the in-call number pad and the quick-connect search have visible labels', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByText('Digits to send', { exact: true })).toBeVisible();
  await expect(pad.getByRole('textbox', { name: 'Digits to send' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Quick connects' }).click();
  const picker = page.getByRole('region', { name: 'Quick connects' });
  await expect(picker.getByText('Search quick connects', { exact: true })).toBeVisible();
  await expect(picker.getByRole('combobox', { name: 'Search quick connects' })).toBeVisible();
});

test('the inactivity dialog reads the time left with its title', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await api.post('/agents/agent/session-expiry', { inSeconds: 120 });
  const dialog = page.getByRole('dialog', { name: 'You will be logged out soon.' });
  await expect(dialog).toHaveAccessibleDescription(/Because of inactivity, your session ends at .+ Time left: 0[12]:\d\d/);
  await expect(dialog.getByText(/^Time left: 0[12]:\d\d$/)).toBeVisible();
});
