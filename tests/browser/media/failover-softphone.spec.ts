import { test, ControlApi, type Page } from '../support/fixtures.ts';
import { useBackupRegion } from '../support/backup-region.ts';
import { connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, RECORD_PEER_CONNECTIONS, customerHears, expect, near, needsMediaNetwork, recordSoftphoneErrors, softphoneErrors } from './support.ts';

// Global resiliency with softphone calls: the panel runs both regions' CCPs (the worker's Connect Local is the
// primary region, a second one over the same contact centre the backup), and a call must have exactly one peer
// connection, in the active region's CCP, before and after the agent switches regions.

const region = useBackupRegion();

/** The page's connected peer connections, by the origin of the frame that holds them. */
async function connectedPeerConnections(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const frame of page.frames()) {
    const n = await frame
      .evaluate(() => ((window as unknown as { peerConnections?: RTCPeerConnection[] }).peerConnections ?? []).filter((pc) => pc.connectionState === 'connected').length)
      .catch(() => 0);
    if (n) counts[new URL(frame.url()).origin] = (counts[new URL(frame.url()).origin] ?? 0) + n;
  }
  return counts;
}

test.describe('failover with one softphone', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('one peer connection carries a call in the active region, before and after the agent switches', async ({ page, api, connectLocal }) => {
    test.setTimeout(180_000);
    const slow = { timeout: 30_000 };
    const backupApi = new ControlApi(region.backup().apiUrl);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await page.context().addInitScript(RECORD_PEER_CONNECTIONS);
    await page.goto(region.panel().url);
    const status = page.getByRole('combobox', { name: 'Agent status' });
    await expect(status).toHaveValue('Offline');
    await status.selectOption('Available');
    await recordSoftphoneErrors(page);

    // Before the switch: the primary region's CCP alone carries the call, and its customer hears the agent.
    const first = await connectedInboundCall(page, api);
    await expect.poll(async () => near(await customerHears(api, first), AGENT_MICROPHONE_HZ), slow).toBe(true);
    await expect.poll(() => connectedPeerConnections(page), slow).toEqual({ [connectLocal.url]: 1 });
    // The backup region's relay has no media session for it.
    expect((await backupApi.get(`/contacts/${first}/media`)).customer).toBeNull();

    // The agent switches: the call ends, with its one peer connection, and the panel does not blame the customer.
    await api.post('/failover', { state: 'pending' });
    await page.getByRole('button', { name: 'Switch now' }).click();
    await page.getByRole('dialog', { name: 'Switch to the backup environment?' }).getByRole('button', { name: 'Switch' }).click();
    await expect.poll(async () => (await api.get('/failover')).active).toBe('us-east-1');
    await expect(page.getByText('Switch to the backup environment', { exact: true })).toHaveCount(0, slow);
    await expect(page.getByTestId('contact-status')).toHaveText('After call work');
    await expect(page.getByText('The call ended because you switched to the backup environment.')).toBeVisible();
    await expect(page.getByText('The customer ended the call.')).toHaveCount(0);
    await expect.poll(() => connectedPeerConnections(page), slow).toEqual({});
    await page.getByRole('button', { name: 'Close contact' }).click();
    await expect(status).toHaveValue('Available');

    // After the switch: the next call plays in the backup region's CCP alone, through the backup region's relay.
    const second = await connectedInboundCall(page, api, '+14155550123');
    await expect.poll(async () => near(await customerHears(backupApi, second), AGENT_MICROPHONE_HZ), slow).toBe(true);
    await expect.poll(() => connectedPeerConnections(page), slow).toEqual({ [region.backup().url]: 1 });
    expect((await api.get(`/contacts/${second}/media`)).customer).toBeNull();
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('After call work');
    // Neither the call the switch ended nor the one after it was said to have failed to set up (issue 40).
    expect(await softphoneErrors(page)).toEqual([]);
    await expect(page.getByRole('alert').filter({ hasText: 'The call could not be set up' })).toHaveCount(0);
  });
});
