import { test, expect } from '../support/fixtures.ts';
import { availableOnChat, startChat } from './support.ts';

// Chat/task/email §2 (toast headers), §5 (row names: the customer's name, 15 characters while incoming, 20 otherwise).

test('an SMS chat is named by the customer, not the number, in its toast and its row, cut to 15 then 20 characters', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  // On the softphone route a chat gets a toast; its header names the SMS subtype.
  await startChat(api, { subtype: 'sms', from: '+15557654321', customerName: 'Jordan Longname-Whitaker' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming SMS chat' });
  await expect(toast).toContainText('Jordan Longname…');
  await expect(toast).not.toContainText('+15557654321');

  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('link', { name: /^Jordan Longname-Whit… / })).toBeVisible();
});

test('a WhatsApp chat has its own toast header; a short name is not cut', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await startChat(api, { subtype: 'whatsapp', from: '+15557654321', customerName: 'Sam Lee' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming WhatsApp chat' });
  await expect(toast).toContainText('Sam Lee');
  await expect(toast).not.toContainText('…');
});

/** Records whether a button named `name` was disabled in the very frame it was added to the page. */
async function watchFirstFrame(page: import('@playwright/test').Page, name: string) {
  await page.evaluate((label) => {
    const seen: boolean[] = ((window as any).__firstFrame ??= {})[label] = [];
    const check = (root: ParentNode) => {
      for (const b of root.querySelectorAll('button')) if (b.textContent?.trim() === label && !(b as any).__seen) ((b as any).__seen = true), seen.push((b as HTMLButtonElement).disabled);
    };
    check(document);
    new MutationObserver(() => check(document)).observe(document.body, { childList: true, subtree: true });
  }, name);
  return () => page.evaluate((label) => (window as any).__firstFrame[label] as boolean[], name);
}

test('End chat and Close contact ignore clicks for their first 500 ms on screen, however long the chat was open', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await startChat(api);
  const accept = page.getByRole('button', { name: 'Accept chat' });
  await expect(accept).toBeVisible();
  const endFirst = await watchFirstFrame(page, 'End chat');
  const closeFirst = await watchFirstFrame(page, 'Close contact');
  // The panel has been open well over 500 ms before End chat first appears.
  const shownAt = await page.evaluate(() => performance.now());
  await expect.poll(() => page.evaluate((t) => performance.now() - t, shownAt)).toBeGreaterThan(700);
  await accept.click();
  const end = page.getByRole('button', { name: 'End chat' });
  await expect(end).toBeEnabled();
  expect(await endFirst()).toEqual([true]);

  await end.click();
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeEnabled();
  expect(await closeFirst()).toEqual([true]);
});

test('task list rows: New while a chat is incoming, Missed once it is missed', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await startChat(api, { customerName: 'Robin Rows', ringTimeoutSeconds: 3 });
  const row = page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: /Robin Rows/ });
  await expect(row).toContainText('New');
  await expect(row).toContainText('! Missed');
  await expect(row).not.toContainText('New');
});

test('task list rows: a campaign preview is labelled Preview', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await api.post('/contacts', { channel: 'voice', from: '+14155550177', preview: { autoDialTimeoutSeconds: 60, canDiscard: true } });
  await page.getByRole('tab', { name: /^Voice/ }).click();
  const row = page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: /14155550177/ });
  await expect(row).toContainText(/Preview/);
});
