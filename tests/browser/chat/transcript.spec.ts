import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox, transcript } from './support.ts';

test('older messages page in, 20 at a time, when the transcript is scrolled to the top', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  for (let n = 1; n <= 45; n++) await api.post(`/contacts/${contactId}/customer/messages`, { content: `message ${n}` });
  await expect(transcript(page)).toContainText('message 45');

  // After a reload only the newest page is loaded.
  await page.reload();
  await expect(transcript(page)).toContainText('message 45');
  await expect(transcript(page).getByText('message 26', { exact: true })).toBeVisible();
  await expect(transcript(page).getByText('message 25', { exact: true })).toHaveCount(0);

  // Scrolling to the top loads the page before, and keeps the agent's place in the transcript.
  await transcript(page).evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(transcript(page).getByText('message 6', { exact: true })).toHaveCount(1);
  await expect(transcript(page).getByText('message 5', { exact: true })).toHaveCount(0);
  expect(await transcript(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await transcript(page).evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(transcript(page).getByText('message 1', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  const texts = await transcript(page).locator('.chat-text').allTextContents();
  expect(texts).toEqual(Array.from({ length: 45 }, (_, i) => `message ${i + 1}`));
});

test('a burst of customer messages shows every one, in order', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  // Sent without waiting on the page: the panel applies those that arrive together in one go (message-bursts.ts).
  for (let n = 1; n <= 30; n++) await api.post(`/contacts/${contactId}/customer/messages`, { content: `burst ${n}` });
  await expect(transcript(page)).toContainText('burst 30');
  const texts = await transcript(page).locator('.chat-text').allTextContents();
  expect(texts).toEqual(Array.from({ length: 30 }, (_, i) => `burst ${i + 1}`));
});

test('a chat live when the page is reloaded carries on both ways, even when chatjs arrives after streams has met the chat', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  // chatjs is added once the status shows; slowed down here, streams builds the chat's controller before it exists.
  await page.route('**/amazon-connect-chat.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.reload();
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'still there?' });
  await expect(transcript(page)).toContainText('still there?');
  await messageBox(page).fill('Yes, still here');
  await messageBox(page).press('Enter');
  await expect.poll(async () => (await kept(api, contactId)).map((x) => x.Content)).toContain('Yes, still here');
  await expect(transcript(page).getByText('Sending…')).toHaveCount(0);
});

test('chatjs that cannot be loaded is said in words, the rest of the panel works, and the chat starts once it loads', async ({ page, panel, api }) => {
  await page.route('**/amazon-connect-chat.js', (route) => route.abort());
  await availableOnChat(page, panel.url);
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Chat could not start: its library did not load.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toBeEnabled();

  // The file is back: the agent's next message asks for it again, and the chat starts.
  await page.unroute('**/amazon-connect-chat.js');
  await messageBox(page).fill('Sorry for the wait');
  await messageBox(page).press('Enter');
  await expect.poll(async () => (await kept(api, contactId)).map((x) => x.Content)).toContain('Sorry for the wait');
  await expect(page.getByRole('alert').filter({ hasText: 'Chat could not start' })).toHaveCount(0);
});

test('hostile markdown and HTML from the customer render as text and run nothing', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const hostile =
    '**bold** and _soft_ <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> ' +
    '[click me](javascript:window.__pwned=3) [docs](https://example.com/help)\n- one\n- `two`';
  await api.post(`/contacts/${contactId}/customer/messages`, { content: hostile, contentType: 'text/markdown' });
  const log = transcript(page);
  await expect(log.locator('strong')).toHaveText('bold');
  await expect(log.locator('em')).toHaveText('soft');
  await expect(log.getByRole('listitem').filter({ hasText: 'one' }).last()).toBeVisible();
  await expect(log.locator('code')).toHaveText('two');
  await expect(log).toContainText('<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
  await expect(log).toContainText('[click me](javascript:window.__pwned=3)');
  await expect(log.locator('img, script, iframe')).toHaveCount(0);
  await expect(log.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/help');
  await expect(log.getByRole('link', { name: 'click me' })).toHaveCount(0);
  // Plain text is never parsed as markdown.
  await api.post(`/contacts/${contactId}/customer/messages`, { content: '**not bold** <b>nor this</b>' });
  await expect(log).toContainText('**not bold** <b>nor this</b>');
  await expect(log.locator('b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
});

test('a dropped connection recovers and no message is lost', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'before the drop' });
  await expect(transcript(page)).toContainText('before the drop');

  await api.post('/faults/websocket-drop', { forMs: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toBeVisible();
  // Pushed while the agent's socket is down: nobody receives them, the transcript keeps them.
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'while you were away 1' });
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'while you were away 2' });
  await api.post('/faults/websocket-restore');
  await expect(transcript(page)).toContainText('while you were away 2', { timeout: 45_000 });
  await expect(transcript(page)).toContainText('while you were away 1');
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toHaveCount(0);
  // The chat still works both ways.
  await messageBox(page).fill('Welcome back');
  await messageBox(page).press('Enter');
  await expect(transcript(page).getByText('Sending…')).toHaveCount(0);
});

test('a draft survives a reload, and goes when the contact is closed', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await messageBox(page).fill('half-written reply');
  await page.reload();
  await expect(messageBox(page)).toHaveValue('half-written reply');
  await messageBox(page).press('Enter');
  await expect(transcript(page)).toContainText('half-written reply');
  await messageBox(page).fill('never sent');
  await page.getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`chat:${id}`), contactId)).toBeNull();
});
