import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './support.ts';

// Softphone early disconnect (chat/task/email §4, §9): a reject click within 22 s counts as rejected, a hang-up click
// within 22 s as hung up early. Each is written once per call to streams' client log (what the log download holds),
// with the click times. (Clicks after 22 s count as neither: tests/unit/rules/early-disconnect.)

type Entry = { text: string; objects: { contactId: string; early: string; acceptClickTime?: number; rejectClickTime?: number; hangupClickTime?: number }[] };
const earlyEntries = (page: Page) =>
  page.evaluate(() => {
    const log = (window as any).connect.getLog();
    const kept = [...(log._rolledLogs ?? []), ...log._logs] as Entry[];
    return kept.filter((e) => e.text.includes('Softphone early disconnect')).map((e) => ({ text: e.text, objects: e.objects }));
  });

test('rejecting a ringing call at once, and hanging up a call just answered, are logged as early disconnects', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const rejected = await api.inboundCall();
  await page.getByRole('button', { name: 'Reject call' }).click();
  await expect(page.getByText('You rejected this call.')).toBeVisible();
  await expect.poll(() => earlyEntries(page)).toEqual([
    { text: expect.stringContaining('rejected'), objects: [expect.objectContaining({ contactId: rejected, early: 'rejected', rejectClickTime: expect.any(Number) })] },
  ]);
  await page.getByRole('button', { name: 'Close contact' }).click();

  const answered = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  await expect.poll(async () => (await earlyEntries(page)).map((e) => e.objects[0]!.early)).toEqual(['rejected', 'hung-up-early']);
  const [, hungUp] = await earlyEntries(page);
  expect(hungUp!.objects[0]).toMatchObject({ contactId: answered, acceptClickTime: expect.any(Number), hangupClickTime: expect.any(Number) });
  expect(hungUp!.objects[0]!.hangupClickTime).toBeGreaterThanOrEqual(hungUp!.objects[0]!.acceptClickTime!);
});
