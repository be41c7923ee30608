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
});
