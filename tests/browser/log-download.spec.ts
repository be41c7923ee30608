import { readFile } from 'node:fs/promises';
import { acceptedChat, availableOnChat, messageBox, transcript } from './chat/support.ts';
import { test, expect, type ControlApi, type Page } from './support/fixtures.ts';

/** A connected chat in which the agent has sent a message: tokens have passed through streams. Answers the chat's participant token. */
async function chatWithAMessage(page: Page, panelUrl: string, api: ControlApi): Promise<string> {
  await availableOnChat(page, panelUrl);
  const contactId = await acceptedChat(page, api);
  const { participantToken } = await api.get(`/contacts/${contactId}/chat`);
  await messageBox(page).fill('Hello from the agent');
  await messageBox(page).press('Enter');
  await expect(transcript(page)).toContainText('Hello from the agent');
  return participantToken;
}

/** The agent's downloadable logs go to support: no chat token, auth token or websocket credential in them. */
test('a downloaded log carries no token or credential', async ({ page, panel, api }) => {
  const participantToken = await chatWithAMessage(page, panel.url, api);

  await page.getByRole('tab', { name: 'Settings' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download logs' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(text).length).toBeGreaterThan(10);
  expect(text).toContain('[redacted]');
  expect(text).not.toContain(participantToken);
  // Connect Local's participant (pt-) and connection (ct-) tokens, sign-in tokens (cl-), websocket credentials.
  expect(text.match(/\b(pt|ct|cl)-[A-Za-z0-9_-]{24}\b/g) ?? []).toEqual([]);
  expect(text).not.toMatch(/credential=[A-Za-z0-9_-]{20,}/);
});

/** What streams keeps in the panel's window for the whole session holds no token either (not only the download). */
test("the panel's own log keeps no token or credential", async ({ page, panel, api }) => {
  const participantToken = await chatWithAMessage(page, panel.url, api);
  // The worker relays its entries (the chat's connection token, the websocket URL) about once a second.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify((window as any).connect.getLog()._logs)))
    .toContain('createTransport');
  const kept = await page.evaluate(() => {
    const log = (window as any).connect.getLog();
    return JSON.stringify([...(log._rolledLogs ?? []), ...log._logs]);
  });
  expect(kept).toContain('[redacted]');
  expect(kept).not.toContain(participantToken);
  expect(kept.match(/\b(pt|ct|cl)-[A-Za-z0-9_-]{24}\b/g) ?? []).toEqual([]);
  expect(kept).not.toMatch(/credential=[A-Za-z0-9_-]{20,}/);
  // Nor does the CCP page's (Connect Local's, as the hosted CCP): snapshots carry the participant token in
  // connectionData, and CreateTransport asks with it and answers the connection token.
  // Its answer to the panel's createTransport is logged as it comes back, which may be a moment after the panel's
  // own request entry above: wait for it.
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2/'))!;
  const ccpLog = () =>
    ccp.evaluate(() => {
      const log = (window as any).connect.getLog();
      return JSON.stringify([...(log._rolledLogs ?? []), ...log._logs]);
    });
  await expect.poll(ccpLog).toContain('chatTokenTransport');
  const ccpKept = await ccpLog();
  expect(ccpKept).not.toContain(participantToken);
  expect(ccpKept.match(/\b(pt|ct|cl)-[A-Za-z0-9_-]{20,}/g) ?? []).toEqual([]);
});

/** An admin or support can tell which build an agent runs: Settings names the release, and so does the log. */
test("Settings shows the panel's version, and the downloaded log starts with it", async ({ page, panel }) => {
  const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText(`Version ${version}`, { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download logs' }).click()]);
  const [first] = JSON.parse(await readFile((await download.path())!, 'utf8')) as { text: string; version: string }[];
  expect(first).toMatchObject({ text: `Contact Control Panel ${version}`, version });
});

/** A log entry too big is kept shortened, with the LOG_ENTRY_TOO_BIG marker (chat/task/email §8, §9). */
test('a log entry too big is shortened with the LOG_ENTRY_TOO_BIG marker, in the panel and in the download', async ({ page, panel }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  // An entry over every limit, through streams' own logger (as chatjs and streams log what they are handed): text of
  // 30,000 characters, an object of 30,000 and an exception of 30,000.
  await page.evaluate(() => {
    const big = 'b'.repeat(30_000);
    (window as any).connect.getLog().info(`huge entry ${big}`).withObject({ body: big }).withException({ type: 'Error', message: big });
  });
  const entry = await page.evaluate(() => ((window as any).connect.getLog()._logs as { text?: string }[]).find((e) => e.text?.startsWith('huge entry')));
  expect(entry!.text!.length).toBeLessThanOrEqual(21_000);
  expect(JSON.stringify(entry).length).toBeLessThan(21_000 + 2 * 20_000 + 1_000);
  expect(JSON.stringify(entry).match(/LOG_ENTRY_TOO_BIG/g)?.length).toBe(3);

  await page.getByRole('tab', { name: 'Settings' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download logs' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('LOG_ENTRY_TOO_BIG');
  expect(text).not.toContain('b'.repeat(21_000));
});
