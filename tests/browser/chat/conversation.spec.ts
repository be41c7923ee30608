import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox, startChat, transcript } from './support.ts';

test('a chat arrives, is accepted, and messages flow both ways with typing and receipts', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await expect(page.getByRole('heading', { name: 'Casey Customer' })).toBeVisible();

  // Customer → agent: typing, then a message; the panel sends a read receipt back.
  await api.post(`/contacts/${contactId}/customer/typing`);
  await expect(page.getByText('Casey Customer is typing…')).toBeVisible();
  const hello = await api.post<{ Id: string }>(`/contacts/${contactId}/customer/messages`, { content: 'Hello, my order is late' });
  await expect(transcript(page)).toContainText('Hello, my order is late');
  await expect(page.getByText('Casey Customer is typing…')).toHaveCount(0);
  await expect
    .poll(async () => (await kept(api, contactId)).find((x) => x.Id === hello.Id)?.MessageMetadata?.Receipts?.some((r: any) => r.ReadTimestamp))
    .toBe(true);

  // Agent → customer: Shift+Enter is a new line, Enter sends; whitespace alone is never sent.
  await messageBox(page).fill('   ');
  await messageBox(page).press('Enter');
  await messageBox(page).fill('Sorry to hear that.');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('Let me check.');
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  await expect.poll(async () => (await kept(api, contactId)).filter((x) => x.ParticipantRole === 'AGENT').map((x) => x.Content)).toEqual(['Sorry to hear that.\nLet me check.']);
  await expect(transcript(page).getByText('Sending…')).toHaveCount(0);

  // The customer's receipts show on the agent's message.
  await api.post(`/contacts/${contactId}/customer/receipts`, { type: 'delivered' });
  await expect(transcript(page).getByText('Delivered')).toBeVisible();
  await api.post(`/contacts/${contactId}/customer/receipts`, { type: 'read' });
  await expect(transcript(page).getByText('Read', { exact: true })).toBeVisible();
});

test('the agent ends the chat and closes it', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await expect(transcript(page)).toContainText('left the chat.');
  await expect(messageBox(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
  void contactId;
});

test('the customer leaving ends the chat; a rejected chat warns until closed', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await api.post(`/contacts/${contactId}/customer/disconnect`);
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();

  await api.post('/contacts', { channel: 'chat' });
  await page.getByRole('button', { name: 'Reject chat' }).click();
  await expect(page.getByText('You rejected this chat. Close chat to accept new contacts.')).toBeVisible();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
});

test('another chat counts its unread messages on its tab until opened', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const second = await startChat(api, { customerName: 'Robin Second' });
  await page.getByRole('link', { name: /Robin Second/ }).click();
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('link', { name: /Casey Customer/ }).click();
  await expect(page.getByRole('heading', { name: 'Casey Customer' })).toBeVisible();

  await api.post(`/contacts/${second.contactId}/customer/messages`, { content: 'are you there?' });
  await api.post(`/contacts/${second.contactId}/customer/messages`, { content: 'hello?' });
  const tab = page.getByRole('link', { name: /Robin Second/ });
  await expect(tab.getByLabel('2 unread messages')).toBeVisible();
  await tab.click();
  await expect(transcript(page)).toContainText('hello?');
  await page.getByRole('link', { name: /Casey Customer/ }).click();
  await expect(page.getByRole('link', { name: /Robin Second/ }).getByLabel(/unread/)).toHaveCount(0);
});
