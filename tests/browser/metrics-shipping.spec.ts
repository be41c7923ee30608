import { acceptedChat, availableOnChat } from './chat/support.ts';
import { test, expect } from './support/fixtures.ts';

// Metric shipping (chat/task/email §7 put-softphone-metrics / put-softphone-report, §9 "Metrics") is the hosted CCP
// frame's job for a panel on streams, and Connect Local's ccp-v2 page does it as the hosted CCP does: workflow events
// it observes (the agent's state, contacts accepted, connected and ended), softphone call-quality samples and, in
// Chrome, memory snapshots, at most 100 entries a put. The spec's intervals (60 s, 30 s, 30 min) are shortened here
// through Connect Local's settings; the panel itself ships nothing.

interface Put {
  username: string;
  recordType: string;
  contactId: string | null;
  metricList?: { event: string; contactId: string | null; detail?: string }[];
  [field: string]: unknown;
}

const SPEC_FIELDS = ['region', 'recordType', 'contactId', 'ccpVersion', 'agentResourceId', 'agentLogin', 'accountId', 'instanceId', 'reportedTime', 'userAgent'];

test('the CCP frame ships the agent’s workflow events and memory snapshots within the limits, with the spec’s fields', async ({ page, panel, api }) => {
  test.setTimeout(120_000);
  // Taken by the CCP page when it loads, so before the panel opens.
  await api.settings({ metricsPutIntervalMs: 1_000, workflowEventsPutIntervalMs: 1_000, memorySnapshotIntervalMs: 1_000 });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await page.getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toHaveCount(0);

  let puts: Put[] = [];
  const events = () => puts.filter((p) => p.recordType === 'WORKFLOW_EVENTS').flatMap((p) => p.metricList ?? []);
  await expect
    .poll(
      async () => {
        puts = (await api.get<{ puts: Put[] }>('/shipped-metrics')).puts;
        return events()
          .filter((e) => e.contactId === contactId || e.detail === 'Available')
          .map((e) => e.event)
          .filter((name, i, all) => all.indexOf(name) === i)
          .sort();
      },
      { timeout: 60_000 },
    )
    .toEqual(['AgentStateChange', 'ContactAccepted', 'ContactConnected', 'ContactDestroyed']);

  expect(events().find((e) => e.event === 'ContactAccepted')).toMatchObject({ contactId, detail: 'chat' });
  for (const put of puts) {
    expect(Object.keys(put)).toEqual(expect.arrayContaining(SPEC_FIELDS));
    expect(put).toMatchObject({ username: 'agent', agentLogin: 'agent', accountId: expect.stringMatching(/^\d{12}$/), instanceId: expect.any(String) });
    expect(put.metricList?.length ?? 0).toBeLessThanOrEqual(100);
  }
  // A contact's events go in a put naming that contact.
  expect(puts.filter((p) => p.metricList?.some((e) => e.contactId === contactId)).every((p) => p.contactId === contactId)).toBe(true);
  // The page's Chromium has performance.memory, so snapshots go too.
  await expect.poll(async () => (await api.get<{ puts: Put[] }>('/shipped-metrics')).puts.find((p) => p.recordType === 'MEMORY_SNAPSHOT')).toMatchObject({ usedJSHeapSize: expect.any(Number) });
  // The panel's own page posts nothing there: only the CCP frame's does.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('put-softphone')).length)).toBe(0);
});
