import { test } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, CUSTOMER_TONE_HZ, SLOW as slow, agentHears, connectedSoftphoneCall, customerHears, expect, near, needsMediaNetwork } from './support.ts';

test.describe('softphone audio', () => {
  needsMediaNetwork();
  // A desktop browser asks the agent once; the test browser is told the answer.
  test.use({ permissions: ['microphone'] });

  test('both sides hear each other; hold and mute silence the call', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    // The customer hears the agent's (fake) microphone; the panel's remote audio carries the customer's tone.
    const { contactId, customerHearsAgent, agentHearsCustomer } = await connectedSoftphoneCall(page, panel.url, api);
    await expect.poll(agentHearsCustomer, slow).toBe(true);
    // The agent's media comes through Connect Local's TURN relay, as a softphone's does through Amazon Connect's.
    expect((await api.get(`/contacts/${contactId}/media`)).customer).toMatchObject({ connectionState: 'connected', agentCandidateType: 'relay' });

    // The call-quality figures come from the real peer connection, through SendSoftphoneCallMetrics.
    await expect
      .poll(async () => (await api.get(`/contacts/${contactId}/media`)).callQuality?.find((s: { softphoneStreamType: string }) => s.softphoneStreamType === 'audio_input')?.packetCount ?? 0, slow)
      .toBeGreaterThan(50);
    const quality = (await api.get(`/contacts/${contactId}/media`)).callQuality as { softphoneStreamType: string; packetCount: number; roundTripTimeMillis: number }[];
    expect(quality.find((s) => s.softphoneStreamType === 'audio_output')!.packetCount).toBeGreaterThan(50);
    expect(quality.every((s) => s.roundTripTimeMillis >= 0 && s.roundTripTimeMillis < 1000)).toBe(true);

    // On hold neither side hears the other.
    await page.getByRole('button', { name: 'Hold' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('On hold');
    await expect.poll(customerHearsAgent, slow).toBe(false);
    await expect.poll(agentHearsCustomer, slow).toBe(false);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(customerHearsAgent, slow).toBe(true);
    await expect.poll(agentHearsCustomer, slow).toBe(true);

    // Mute silences the agent's microphone track itself; the agent still hears the customer.
    const mute = page.getByRole('button', { name: 'Mute' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(customerHearsAgent, slow).toBe(false);
    expect(await agentHearsCustomer()).toBe(true);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(customerHearsAgent, slow).toBe(true);

    // Hanging up ends the customer's media and closes its browser page.
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('After call work');
    await expect.poll(async () => (await api.get(`/contacts/${contactId}/media`)).customer).toBeNull();
  });
});

test.describe('softphone hang-up', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('the customer hanging up ends the media on both sides', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), { timeout: 20_000 }).toBe(true);
    await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
    await expect(page.getByTestId('contact-status')).toHaveText('After call work');
    // Connect Local sent the softphone a bye: its remote audio is gone, and so is the customer's page.
    await expect.poll(() => agentHears(page)).toBeNull();
    await expect.poll(async () => (await api.get(`/contacts/${contactId}/media`)).customer).toBeNull();
  });
});

test.describe('softphone without a microphone', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a microphone that cannot be used reaches the panel as streams\' softphone error, and no customer media starts', async ({ page, panel, api }) => {
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await availableAgent(page, panel.url);
    // The chosen microphone is gone (unplugged since it was picked).
    await page.evaluate(() => (window as any).connect.agent((a: any) => a.setMicrophoneDevice('unplugged-headset')));
    // The panel's streams hears softphone errors the way it would from the hosted CCP.
    const softphoneError = page.evaluate(
      () => new Promise<string>((resolve) => (window as any).connect.agent((a: any) => a.onSoftphoneError((e: { errorType: string }) => resolve(e.errorType)))),
    );
    const contactId = await connectedInboundCall(page, api);
    expect(await softphoneError).toBe('microphone_not_shared');
    expect((await api.get(`/contacts/${contactId}/media`)).customer).toBeNull();
  });
});
