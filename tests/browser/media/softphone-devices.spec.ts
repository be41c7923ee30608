import { test } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, customerHears, expect, near, needsMediaNetwork } from './support.ts';

test.describe('softphone devices', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a microphone picked in Settings carries the call', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.goto(`${panel.url}/settings`);
    const microphone = page.getByRole('group', { name: 'Audio devices' }).getByRole('combobox', { name: 'Microphone' });
    await expect(microphone.locator('option', { hasText: /Fake/ }).nth(1)).toBeAttached();
    const picked = microphone.locator('option').nth(1);
    await microphone.selectOption((await picked.getAttribute('value'))!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    // The ccp-v2 frame, which carries the media, opens the picked device (ids are per origin, so the panel lists the
    // frame's devices): the customer hears the agent.
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), { timeout: 20_000 }).toBe(true);
  });
});
