import { connectLocalPanelConfig, startPanelHost } from '../../emulator/panel-host.ts';
import { startConnectLocal } from '../../emulator/server.ts';
import { chatEvents, chooseChatAction, openChatMore } from './chat/support.ts';
import { test, expect, ControlApi } from './support/fixtures.ts';

// Multi-party chat in the agent-workspace plugin (issue 17). The Amazon Connect SDK reports no contact features,
// and without the instance's multi-party chat an added quick connect is a transfer, so the admin says so in the
// plugin's config.json ("multiPartyChat": true). Then, in Connect Local's workspace host: Add to chat goes through
// the SDK's addParticipant, the added agent joins while the agent stays, Manage participants lists and removes
// them, and Leave chat hands the chat over.

test('with multi-party chat on, the plugin adds an agent to a chat, lists and removes participants, and leaves the chat to them', async ({ page }) => {
  // A world of its own: this panel host's config.json turns the option on.
  const local = await startConnectLocal({ settings: { ringTimeoutMs: 60_000 }, phone: 'desk' });
  const host = await startPanelHost({ config: { ...connectLocalPanelConfig(local.url), multiPartyChat: true } });
  try {
    local.allowPanelOrigin(host.url);
    const api = new ControlApi(local.apiUrl);
    await page.goto(`${local.url}/workspace/`);
    const plugin = page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
    await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');

    const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer', multiparty: true });
    await plugin.getByRole('alertdialog', { name: 'Incoming chat' }).getByRole('button', { name: 'Accept' }).click();
    await expect(plugin.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(async () => (await api.contact(contactId)).connections.find((k: any) => k.role === 'agent').state).toBe('connected');

    // A multi-party chat offers Add to chat instead of a transfer.
    const more = await openChatMore(plugin);
    await expect(more.getByRole('menuitem')).toHaveText(['Add to chat']);
    await more.getByRole('menuitem', { name: 'Add to chat' }).click();
    await plugin.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Jordan Lee/ }).click();
    await plugin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => chatEvents(api, contactId)).toContain('participant.joined: Jordan Lee');
    const parties = async () => (await api.contact(contactId)).connections.map((k: any) => `${k.role}: ${k.state}`);
    expect(await parties()).toEqual(['agent: connected', 'customer: connected', 'third_party: connected']);

    // The agent stays: Leave chat instead of End chat, and the participants are listed.
    await expect(plugin.getByRole('button', { name: 'Leave chat' })).toBeVisible();
    await chooseChatAction(plugin, 'Manage participants');
    await expect(plugin.getByRole('list', { name: 'Chat participants' }).getByRole('listitem')).toHaveText([/\(customer\)/, /Jordan Lee in the chat/]);

    // Add a second agent by queue, then remove it again.
    await chooseChatAction(plugin, 'Add to chat');
    await plugin.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Sales queue/ }).click();
    await plugin.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => chatEvents(api, contactId)).toContain('participant.joined: Sales agent');
    await plugin.getByRole('button', { name: 'Remove Sales queue' }).click();
    await expect.poll(() => chatEvents(api, contactId)).toContain('participant.left: Sales agent');

    await plugin.getByRole('button', { name: 'Leave chat' }).click();
    await expect(plugin.getByTestId('contact-status')).toHaveText('Chat ended');
    await expect.poll(parties).toEqual(['agent: disconnected', 'customer: connected', 'third_party: connected', 'third_party: disconnected']);
    // The customer and Jordan Lee go on.
    await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Thanks, Jordan' });
    expect((await api.get(`/contacts/${contactId}/transcript`)).ended).toBe(false);
  } finally {
    await host.close();
    await local.close();
  }
});
