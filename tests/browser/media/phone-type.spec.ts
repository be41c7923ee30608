import { test, type ControlApi } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, customerHears, expect, near, needsMediaNetwork } from './support.ts';
import type { Page } from '@playwright/test';

/**
 * Softphone or desk phone, as the agent picks it in Settings (voice §2, §7 set agent configuration): the choice
 * reaches Amazon Connect (Connect Local's agent record), and the next call follows it: a softphone call carries
 * WebRTC audio to the simulated customer; a desk phone call has no browser media at all.
 */
const softphoneEnabled = async (api: ControlApi) => ((await api.state()).agents as { username: string; softphoneEnabled: boolean }[]).find((a) => a.username === 'agent')!.softphoneEnabled;

async function pickPhone(page: Page, panelUrl: string, phone: 'Softphone' | 'Desk phone') {
  await page.goto(`${panelUrl}/settings`);
  await page.getByRole('radio', { name: phone }).check();
  if (phone === 'Desk phone') await page.getByRole('textbox', { name: 'Desk phone number' }).fill('+12065550177');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
}

test.describe('phone type', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a desk phone agent who picks Softphone gets the next call in the browser, with audio', async ({ page, panel, api }) => {
    // Known failure since this session's merge (27 November): run after failover-softphone.spec.ts in the same
    // worker, the customer never hears the agent (twice in two full media runs); alone, and after call-quality, it
    // passes. Some state of the backup-region spec outlives it. Fixme with the reason until that is found.
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: false, extension: '+12065550177' });
    await page.goto(`${panel.url}/settings`);
    await expect(page.getByRole('radio', { name: 'Desk phone' })).toBeChecked();
    await pickPhone(page, panel.url, 'Softphone');
    await expect.poll(() => softphoneEnabled(api)).toBe(true);

    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    expect((await api.get(`/contacts/${contactId}/media`)).softphone).toBe(true);
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), { timeout: 20_000 }).toBe(true);
  });

  test('a softphone agent who picks Desk phone gets the next call on the desk phone, with no browser media', async ({ page, panel, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.goto(`${panel.url}/settings`);
    await expect(page.getByRole('radio', { name: 'Softphone' })).toBeChecked();
    await pickPhone(page, panel.url, 'Desk phone');
    await expect.poll(() => softphoneEnabled(api)).toBe(false);

    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    const media = await api.get(`/contacts/${contactId}/media`);
    expect(media.softphone).toBe(false);
    expect(media.customer).toBeNull();
  });
});
