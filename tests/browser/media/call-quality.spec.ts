import { test } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { expect, needsMediaNetwork } from './support.ts';

/**
 * Call quality while it happens: Connect Local's ccp-v2 softphone publishes its figures as the hosted CCP does
 * (streams' softphone_stats), the panel shows them quietly and warns while they pass the thresholds. The link is
 * degraded in Connect Local's TURN relay (PATCH /media/relay), which the call's audio crosses: this machine's
 * kernel has no sch_netem, so `tc netem` inside the namespace is not available here (see the README).
 */
test.describe('call quality', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('a lossy link brings the warning, a healed one takes it away, and a report carries the figures', async ({ page, panel, api }) => {
    test.setTimeout(150_000);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);
    const slow = { timeout: 40_000 };
    const indicator = page.getByTestId('call-quality');
    const warning = page.getByRole('status').filter({ hasText: "The call's audio may break up or lag" });

    // The first report (every 5 s in Connect Local) shows the quiet indicator.
    await expect(indicator).toContainText('Call quality: good', slow);
    await expect(warning).toBeHidden();

    // The relay loses a fifth of the customer's audio on its way to the agent: the warning comes, naming the loss.
    await api.patch('/media/relay', { lossPercent: 20 });
    await expect(warning).toContainText('audio packets are being lost', slow);
    await expect(indicator).toContainText('Call quality: poor');

    // A report made now carries the figures the agent sees.
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Report call issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a call issue' });
    await expect(dialog.getByText('The latest call quality figures go with your report')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Gaps in audio' }).check();
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('choppy');
    await dialog.getByRole('button', { name: 'Report issue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Issue reported' })).toBeVisible();
    const issue = (await api.contact(contactId)).issues[0] as { reason: string; description: string };
    expect(issue.reason).toBe('gaps_in_audio');
    expect(issue.description).toMatch(/^choppy \[softphone: loss [\d.]+%, jitter \d+ ms, round trip (\d+ ms|n\/a)\]$/);
    expect(Number(/loss ([\d.]+)%/.exec(issue.description)![1])).toBeGreaterThan(3);

    // The link heals: the next report takes the warning away.
    await api.patch('/media/relay', { lossPercent: 0 });
    await expect(warning).toBeHidden(slow);
    await expect(indicator).not.toContainText('Call quality: poor');
  });
});
