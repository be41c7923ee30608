import { acceptedChat, availableOnChat, messageBox, transcript } from './chat/support.ts';
import { test, expect } from './support/fixtures.ts';

// Log shipping (chat/task/email §7 put-logs, §9 limits) is the hosted CCP frame's job for a panel on streams:
// streams gathers the server-bound entries (the panel's, the CCP page's, the worker's) in the CCP frame and publishes
// them every 5 s once there are 50, at most 500 at a time; Connect Local's ccp-v2 page uploads each batch as the
// hosted CCP does. Connect Local receives them within the limits, with no token in them.

interface Shipped {
  batches: { username: string; logList: { text: string; component: string }[] }[];
}

test('the CCP frame ships the panel’s logs in batches within the limits, shortened where too big and without tokens', async ({ page, panel, api }) => {
  test.setTimeout(120_000);
  // A chat with a message: chat and websocket tokens have passed through streams.
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const { participantToken } = await api.get(`/contacts/${contactId}/chat`);
  await messageBox(page).fill('Hello from the agent');
  await messageBox(page).press('Enter');
  await expect(transcript(page)).toContainText('Hello from the agent');

  // Entries the panel's page marks for the server, one far over the text limit (streams' own API for it).
  await page.evaluate(() => {
    const log = (window as any).connect.getLog();
    log.info('shipping-test huge ' + 'x'.repeat(30_000)).sendInternalLogToServer();
    for (let i = 0; i < 60; i++) log.info(`shipping-test entry ${i}`).sendInternalLogToServer();
  });

  let shipped: Shipped = { batches: [] };
  await expect
    .poll(async () => {
      shipped = await api.get<Shipped>('/shipped-logs');
      return shipped.batches.flatMap((b) => b.logList).filter((e) => e.text.includes('shipping-test entry')).length;
    }, { timeout: 60_000 })
    .toBe(60);

  const entries = shipped.batches.flatMap((b) => b.logList);
  expect(shipped.batches.every((b) => b.username === 'agent' && b.logList.length <= 500)).toBe(true);
  expect(entries.every((e) => e.text.length <= 21_000)).toBe(true);
  const huge = entries.find((e) => e.text.includes('shipping-test huge'))!;
  expect(huge.text).toContain('LOG_ENTRY_TOO_BIG');
  // Entries from the CCP page and the worker go too, not only the panel's.
  expect(entries.length).toBeGreaterThan(61);
  const all = JSON.stringify(shipped);
  expect(all).not.toContain(participantToken);
  // Connect Local's participant (pt-), connection (ct-) and sign-in (cl-) tokens.
  expect(all.match(/\b(pt|ct|cl)-[A-Za-z0-9_-]{24}\b/g) ?? []).toEqual([]);
});
