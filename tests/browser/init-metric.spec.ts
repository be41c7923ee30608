import { test, expect } from './support/fixtures.ts';

// Agent initialisation records a success metric (chat/task/email §4): the panel sends it as an Amazon Connect SDK
// metric over streams' provider and the CCP frame ships it with its own metrics (put-softphone-metrics,
// SDK_METRICS), as the hosted CCP does; Connect Local keeps what arrived. The put interval is shortened here.

interface Put {
  recordType: string;
  metricList?: { namespace?: string; metricName?: string; value?: number }[];
}

test('the agent coming up once records one initialisation success metric, shipped by the CCP frame', async ({ page, panel, api }) => {
  await api.settings({ metricsPutIntervalMs: 1_000 });
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  const shipped = async () =>
    (await api.get<{ puts: Put[] }>('/shipped-metrics')).puts
      .filter((p) => p.recordType === 'SDK_METRICS')
      .flatMap((p) => p.metricList ?? [])
      .filter((m) => m.namespace === 'ccp' && m.metricName === 'AgentInitialization');
  await expect.poll(async () => (await shipped()).length, { timeout: 30_000 }).toBe(1);
  // A success counts no error (the SDK's recordSuccess), so its value is 0.
  expect((await shipped())[0]?.value).toBe(0);
});
