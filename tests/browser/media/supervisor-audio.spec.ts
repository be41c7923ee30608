import { test } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { panelSignedInAs } from '../supervision/support.ts';
import { AGENT_MICROPHONE_HZ, CUSTOMER_TONE_HZ, agentHears, customerHears, expect, levelNear, near, needsMediaNetwork } from './support.ts';

// A supervisor with a softphone monitors a softphone call, and what each party hears is measured in their remote
// audio: the customer plays 660 Hz, the agent's and the supervisor's fake microphones beep at about 400 Hz.

/**
 * A party's voice is heard at about -26 dB in the listener's remote audio; where it is not mixed in, what the codec
 * leaves near 400 Hz beside the customer's tone stays below -55 dB.
 */
const VOICE_DB = -45;

test.describe('supervisors hear the call', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a silent supervisor hears customer and agent; barged in, both hear them; a forced mute silences the agent', async ({ page, panel, api, browser, connectLocal }) => {
    test.setTimeout(240_000);
    const slow = { timeout: 30_000 };
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await api.patch('/agents/supervisor', { softphoneEnabled: true });
    // The supervisor's panel opens first, before a call's media loads the machine.
    const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor', { permissions: ['microphone'] });
    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), slow).toBe(true);
    await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor' });
    const monitor = supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' });
    await expect(monitor.getByRole('status')).toHaveText('Silent monitoring');

    // Silent monitor: the supervisor's softphone plays the customer and the agent; the agent hears only the customer.
    await expect.poll(() => levelNear(supervisor, CUSTOMER_TONE_HZ), slow).toBeGreaterThan(VOICE_DB);
    await expect.poll(() => levelNear(supervisor, AGENT_MICROPHONE_HZ), slow).toBeGreaterThan(VOICE_DB);
    expect(await levelNear(page, AGENT_MICROPHONE_HZ)).toBeLessThan(VOICE_DB);

    // Barge: the agent hears the supervisor's voice beside the customer's.
    await monitor.getByRole('button', { name: 'Barge in' }).click();
    await expect(monitor.getByRole('status')).toHaveText('Barged in');
    await expect.poll(() => levelNear(page, AGENT_MICROPHONE_HZ), slow).toBeGreaterThan(VOICE_DB);

    // Forced mute: the supervisor no longer hears the agent, and what the customer still hears at 400 Hz is the
    // supervisor.
    await monitor.getByRole('button', { name: 'Mute agent' }).click();
    await expect(page.getByText('A manager has muted you')).toBeVisible();
    await expect.poll(() => levelNear(supervisor, AGENT_MICROPHONE_HZ), slow).toBeLessThan(VOICE_DB);
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), slow).toBe(true);
    expect(await levelNear(supervisor, CUSTOMER_TONE_HZ)).toBeGreaterThan(VOICE_DB);

    // Leaving ends the supervisor's audio; the call goes on.
    await monitor.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => agentHears(supervisor), slow).toBeNull();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), slow).toBe(true);
  });
});
