import type { PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';

// Tasks in the plugin (issue 10, the plugin): the Amazon Connect SDK accepts, rejects, ends (disconnectSelf),
// transfers and clears a task. It has no task creation, templates, pause or resume, and gives no task name or
// description: none of those is offered, and the task is named by its queue, as a chat is.

const workspace = async (page: Page, url: string, _panel: PanelHost) => {
  await page.goto(`${url}/workspace/`);
  const plugin = page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  return plugin;
};

test('a task in the workspace is accepted, ended and closed; no Pause, no Create task', async ({ page, connectLocal, panel, api }) => {
  const plugin = await workspace(page, connectLocal.url, panel);
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  await plugin.getByRole('tab', { name: /^Task/ }).click();
  await expect(plugin.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
  await expect(plugin.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await plugin.getByRole('button', { name: 'New contact' }).click();
  await expect(plugin.getByRole('menuitem', { name: 'Create task' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'task', name: 'Check the invoice', description: 'Not sent by the SDK' });
  const queue = (await api.contact(contactId)).queue as string;
  await plugin.getByRole('button', { name: 'Accept task' }).click();
  await expect(plugin.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
  await expect(plugin.getByRole('heading', { name: queue })).toBeVisible();
  await expect(plugin.getByRole('link', { name: new RegExp(`^${queue}`) })).toBeVisible();

  const controls = plugin.getByRole('group', { name: 'Contact action bar' });
  await expect(controls.getByRole('button', { name: 'Transfer' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(plugin.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  await controls.getByRole('button', { name: 'End task' }).click();
  await expect.poll(async () => (await api.contact(contactId))?.state).toBe('ended');
  const close = plugin.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeVisible();
  // After the task, no Create task either: the SDK cannot create one.
  await expect(plugin.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await close.click();
  await expect(plugin.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
});

test('a task in the workspace is transferred to a queue, or rejected', async ({ page, connectLocal, panel, api }) => {
  const plugin = await workspace(page, connectLocal.url, panel);
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  await plugin.getByRole('tab', { name: /^Task/ }).click();
  const first = (await api.post<{ contactId: string }>('/contacts', { channel: 'task', name: 'Hand over' })).contactId;
  await plugin.getByRole('button', { name: 'Accept task' }).click();
  await expect(plugin.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await api.contact(first)).state).toBe('connected');
  await plugin.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'Transfer' }).click();
  await plugin.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Sales queue/ }).click();
  await plugin.getByRole('region', { name: 'Quick connects' }).getByRole('button', { name: 'Transfer' }).click();
  // The task leaves this agent for the queue.
  await expect.poll(async () => (await api.contact(first))?.state ?? 'gone').not.toBe('connected');
  await expect(plugin.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await plugin.getByRole('button', { name: 'Close contact' }).click();
  await expect(plugin.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();

  await api.post('/contacts', { channel: 'task', name: 'Not for me' });
  await plugin.getByRole('button', { name: 'Reject task' }).click();
  await expect(plugin.getByText('Rejected task. Close it to take new contacts.')).toBeVisible();
  await plugin.getByRole('button', { name: 'Close contact' }).click();
  await expect(plugin.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
});
