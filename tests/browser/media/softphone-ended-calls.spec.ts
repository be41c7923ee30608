import { test, type Page } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, CUSTOMER_TONE_HZ, SLOW, agentHears, customerHears, dialFromNumberPad, expect, near, needsMediaNetwork, recordSoftphoneErrors, softphoneErrors } from './support.ts';

/**
 * Calls that end while (or before) the softphone sets their media up are no failure (issue 40, item 1): Amazon
 * Connect raises nothing after a refused outbound call or a discarded preview, so the panel must not say 'The call
 * could not be set up' (streams' signalling_handshake_failure), and the next call must still be heard both ways.
 */
test.describe('softphone calls that end before their media is up', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  async function closeContact(page: Page) {
    await page.getByRole('button', { name: 'Close contact' }).click();
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  }

  test('refused outbound calls and a discarded preview raise no set-up failure, and the next call is heard', async ({ page, panel, api }) => {
    // Four calls' set-up: near three minutes at a load average of 30 on two cores.
    test.setTimeout(300_000);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await api.settings({ autoAnswer: false });
    await availableAgent(page, panel.url);
    await recordSoftphoneErrors(page);

    // Refused at once: the call ends while the softphone is still setting it up (or before its invite arrives).
    const first = await dialFromNumberPad(page, api, '+14155550101');
    await api.post(`/contacts/${first}/parties/customer/reject`);
    await closeContact(page);

    // Refused once the customer's side has answered the softphone's invite (the media is up, the customer rings).
    const second = await dialFromNumberPad(page, api, '+14155550102');
    await expect.poll(async () => (await api.get(`/contacts/${second}/media`)).inviteAnsweredInMs, SLOW).not.toBeNull();
    await api.post(`/contacts/${second}/parties/customer/reject`);
    await closeContact(page);

    // A preview the agent discards.
    await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 60, canDiscard: true } });
    await page.getByRole('button', { name: 'Discard' }).click();
    await closeContact(page);

    // The next call is heard both ways (any late failure of the calls before would have been told by now) and
    // nothing was said about a call that could not be set up.
    const next = await connectedInboundCall(page, api, '+14155550123');
    await expect.poll(async () => near(await customerHears(api, next), AGENT_MICROPHONE_HZ), SLOW).toBe(true);
    await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), SLOW).toBe(true);
    expect(await softphoneErrors(page)).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: 'The call could not be set up' })).toHaveCount(0);
  });
});
