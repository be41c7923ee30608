import { test } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { expect, needsMediaNetwork } from './support.ts';

/**
 * A softphone call's metrics as the hosted CCP frame ships them (chat/task/email §7 put-softphone-metrics and
 * put-softphone-report): Connect Local's ccp-v2 softphone samples the real connection, and the page puts the samples
 * (at most 100 a put, every 60 s, shortened here), the call's set-up as a workflow event, and the report when the
 * call ends.
 */
test.describe('softphone metrics', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  interface Put {
    recordType: string;
    contactId: string | null;
    metricList?: { streamType?: string; event?: string; packetsCount?: number }[];
  }

  test('a call’s quality samples, its set-up and its end-of-call report reach the metrics endpoint', async ({ page, panel, api }) => {
    test.setTimeout(150_000);
    await api.settings({ metricsPutIntervalMs: 1_000, workflowEventsPutIntervalMs: 1_000 });
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await availableAgent(page, panel.url);
    const contactId = await connectedInboundCall(page, api);

    const shipped = () => api.get<{ puts: Put[]; reports: { contactId: string; agentMediaLegId: string; data: { softphoneStreamStatistics: unknown[] } }[] }>('/shipped-metrics');
    // The first sample comes 5 s into the call, as the frame's softphone reports to the service.
    await expect
      .poll(async () => (await shipped()).puts.filter((p) => p.recordType === 'SOFTPHONE_STATS' && p.contactId === contactId).flatMap((p) => p.metricList!.map((m) => m.streamType)), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['audio_input', 'audio_output']));
    await expect
      .poll(async () => (await shipped()).puts.some((p) => p.contactId === contactId && p.metricList?.some((m) => m.event === 'SoftphoneCallSetUp')), { timeout: 30_000 })
      .toBe(true);

    await page.getByRole('button', { name: 'End call' }).click();
    await expect.poll(async () => (await shipped()).reports.find((r) => r.contactId === contactId), { timeout: 30_000 }).toMatchObject({
      contactId,
      agentMediaLegId: expect.any(String),
      contactType: 'voice',
      isInbound: true,
      data: { softphoneStreamStatistics: [expect.objectContaining({ streamType: 'audio_input' }), expect.objectContaining({ streamType: 'audio_output' })] },
    });
    const { puts } = await shipped();
    expect(puts.every((p) => (p.metricList?.length ?? 0) <= 100)).toBe(true);
  });
});
