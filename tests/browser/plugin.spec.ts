import type { PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';
import { expectNoAxeViolations, frameOf } from './look/axe.ts';

/**
 * The panel as an agent-workspace app, in Connect Local's workspace host (${instance}/workspace/), driven by the
 * same contact centre as the streams side. The plugin iframe is found by its tab panel's accessible name.
 */

// Takes the panel host too: requesting it is what starts it and registers its origin with Connect Local.
const workspace = async (page: Page, url: string, _panel: PanelHost) => {
  await page.goto(`${url}/workspace/`);
  return page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
};

test.describe('the agent-workspace plugin', () => {
  test('initialises through the SDK and shows the agent and status', async ({ page, connectLocal, panel }) => {
    const plugin = await workspace(page, connectLocal.url, panel);
    await expect(plugin.getByRole('banner')).toContainText('Alex Rivera');
    await expect(plugin.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
    await expect(page.getByRole('log', { name: 'Workspace events' })).toContainText('Contact Control Panel connected (SDK');
  });

  test('changing status in the plugin reaches the contact centre', async ({ page, connectLocal, panel, api }) => {
    const plugin = await workspace(page, connectLocal.url, panel);
    await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  });

  test('an inbound call is accepted, held, resumed, transferred by quick connect and cleared', async ({ page, connectLocal, panel, api }) => {
    const plugin = await workspace(page, connectLocal.url, panel);
    await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');

    const contactId = await api.inboundCall({ from: '+14155550100' });
    await expect(plugin.getByRole('heading', { name: '+14155550100' })).toBeVisible();
    await expectNoAxeViolations(await frameOf(plugin), 'plugin, incoming call');
    await plugin.getByRole('button', { name: 'Accept call' }).click();
    await expect.poll(async () => (await api.contact(contactId)).state).toBe('connected');
    await expect(plugin.getByRole('group', { name: 'Call controls' })).toBeVisible();
    await expectNoAxeViolations(await frameOf(plugin), 'plugin, connected call');
    await expectNoAxeViolations(page, 'workspace host');

    const controls = plugin.getByRole('group', { name: 'Call controls' });
    await controls.getByRole('button', { name: 'Hold' }).click();
    await expect.poll(async () => (await api.contact(contactId)).connections.find((k: any) => k.role === 'customer').state).toBe('hold');
    await controls.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(async () => (await api.contact(contactId)).connections.find((k: any) => k.role === 'customer').state).toBe('connected');

    // What the SDK cannot do is not offered at all.
    await expect(controls.getByRole('button', { name: 'Mute' })).toHaveCount(0);
    await expect(controls.getByRole('button', { name: 'Number pad' })).toHaveCount(0);

    await controls.getByRole('button', { name: 'Quick connects' }).click();
    await plugin.getByRole('combobox', { name: 'Search quick connects' }).fill('Sales');
    await plugin.getByRole('option', { name: /Sales queue/ }).click();
    await plugin.getByRole('button', { name: 'Call to add' }).click();
    await expect.poll(async () => (await api.contact(contactId)).connections.filter((k: any) => k.role === 'third_party' && k.state === 'connected').length).toBe(1);

    // Leaving hands the customer to the third party (a transfer); the agent goes to after-call work.
    await plugin.getByRole('button', { name: 'Leave call' }).click();
    await expect.poll(async () => (await api.contact(contactId)).state).toBe('ended');
    await plugin.getByRole('button', { name: 'Close contact' }).click();
    await expect.poll(async () => await api.contact(contactId)).toBeUndefined();
    await expect(plugin.getByRole('heading', { name: '+14155550100' })).toHaveCount(0);
  });

  test('a contact created through the control API reaches both the plugin and the standalone panel', async ({ page, context, connectLocal, panel, api }) => {
    const plugin = await workspace(page, connectLocal.url, panel);
    await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');
    const standalone = await context.newPage();
    await standalone.goto(panel.url);
    await expect(standalone.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
    await api.inboundCall({ from: '+14155550111' });
    await expect(plugin.getByRole('heading', { name: '+14155550111' })).toBeVisible();
    await expect(standalone.getByRole('heading', { name: '+14155550111' })).toBeVisible();
  });

  test('a frame from an origin the manifest does not approve gets no SDK connection', async ({ page, connectLocal, panel }) => {
    const plugin = await workspace(page, connectLocal.url, panel);
    await expect(plugin.getByRole('banner')).toContainText('Alex Rivera');
    // The same plugin from another origin (localhost is not 127.0.0.1), framed by the page itself, not opened as an app.
    const foreign = panel.url.replace('127.0.0.1', 'localhost');
    await page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = `${src}/plugin/`;
      document.body.append(f);
    }, foreign);
    await expect(page.getByRole('log', { name: 'Workspace events' })).toContainText(`Refused a handshake from ${new URL(foreign).origin}: not an app this workspace opened`);
  });
});
