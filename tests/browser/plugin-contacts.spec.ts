import type { PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';
import { chooseChatAction } from './chat/support.ts';

// The plugin in Connect Local's workspace host: what it offers must work when offered, and a chat it cannot
// converse in says so instead of showing an empty transcript.

const workspace = async (page: Page, url: string, _panel: PanelHost) => {
  await page.goto(`${url}/workspace/`);
  return page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
};

test('a chat without a customerName attribute is named by its queue, never an empty line', async ({ page, connectLocal, panel, api }) => {
  const plugin = await workspace(page, connectLocal.url, panel);
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  const queue = (await api.contact(contactId)).queue as string;
  await expect(plugin.getByRole('alertdialog', { name: 'Incoming chat' })).toContainText(queue);
});

test('Quick connects is offered only once the call is connected, so choosing one at once works', async ({ page, connectLocal, panel, api }) => {
  // The agent's leg takes a while to connect after Accept, as on a real line.
  await api.settings({ connectDelayMs: 3000 });
  const plugin = await workspace(page, connectLocal.url, panel);
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  const contactId = await api.inboundCall({ from: '+14155550100' });
  await plugin.getByRole('button', { name: 'Accept call' }).click();

  // While the agent's leg is still connecting, adding a party cannot work: it is not offered.
  const controls = plugin.getByRole('group', { name: 'Call controls' });
  await expect(plugin.getByRole('link', { name: /Connecting/ })).toBeVisible();
  await expect(controls).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Quick connects' })).toHaveCount(0);
  expect((await api.contact(contactId)).connections.find((k: any) => k.role === 'agent').state).toBe('connecting');

  // As fast as an agent can: open Quick connects the moment it appears and add the first match.
  await plugin.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'Quick connects' }).click();
  await plugin.getByRole('combobox', { name: 'Search quick connects' }).fill('Sales');
  await plugin.getByRole('option', { name: /Sales queue/ }).click();
  await plugin.getByRole('button', { name: 'Call to add' }).click();
  await expect.poll(async () => (await api.contact(contactId)).connections.filter((k: any) => k.role === 'third_party').length).toBe(1);
  await expect(plugin.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});

test('a chat in the workspace: named and described from what the SDK gives, no fake transcript, and Transfer hands it over without holding the customer', async ({ page, connectLocal, panel, api }) => {
  const plugin = await workspace(page, connectLocal.url, panel);
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');

  // The SDK names no chat participant; the customerName attribute (as AWS's chat widget backend sets it) does, so
  // the toast and the row name the customer as the standalone panel does, not the queue (issue 41).
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer', attributes: { customerName: 'Casey Customer', orderId: 'A-1001' } });
  const queue = (await api.contact(contactId)).queue as string;
  const toast = plugin.getByRole('alertdialog', { name: 'Incoming chat' });
  await expect(toast).toContainText('Casey Customer');
  await expect(toast).not.toContainText(queue);
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(plugin.getByTestId('contact-status')).toHaveText('Connected');
  await expect(plugin.getByRole('link', { name: /^Casey Customer/ })).toBeVisible();
  await expect(plugin.getByRole('link', { name: new RegExp(`^${queue}`) })).toHaveCount(0);
  await expect(plugin.getByRole('link', { name: /Contact 1/ })).toHaveCount(0);

  // Where the conversation is, and the contact's attributes; no transcript pretending to be empty.
  await expect(plugin.getByRole('note')).toHaveText("The conversation is handled in the agent workspace's chat view. This app cannot show or send its messages.");
  const attributes = plugin.getByRole('definition');
  await expect(plugin.getByRole('term')).toHaveText(['customerName', 'orderId']);
  await expect(attributes).toHaveText(['Casey Customer', 'A-1001']);
  await expect(plugin.getByRole('log', { name: 'Transcript' })).toHaveCount(0);

  await chooseChatAction(plugin, 'Transfer chat');
  await plugin.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Sales queue/ }).click();
  await plugin.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(plugin.getByTestId('contact-status')).toHaveText('Chat ended');
  const parties = (await api.contact(contactId)).connections.map((k: any) => `${k.role}: ${k.state}`);
  expect(parties).toEqual(['agent: disconnected', 'customer: connected', 'third_party: connected']);
});
