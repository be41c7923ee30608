import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, chatEvents, messageBox, openChatMore, pickChatAddress, transcript } from './support.ts';

// Chat transfer through quick connects (chat §4, §5, §8): the chat goes to a queue or an agent, the agent leaves
// into after-contact work, and the customer keeps the conversation.

const transferTo = (page: Page, name: string) => pickChatAddress(page, 'Transfer chat', name, 'Transfer');
const events = chatEvents;

test('a chat transferred to a queue: the agent leaves into after-contact work and the customer sees it', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Can someone in sales help?' });
  await expect(transcript(page)).toContainText('Can someone in sales help?');

  await transferTo(page, 'Sales queue');
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  // chatjs closes the agent's session on transfer.succeeded, so the agent's own departure is the customer's to see.
  await expect(transcript(page)).toContainText('The chat was transferred.');
  await expect(messageBox(page)).toHaveCount(0);

  // The customer's transcript goes on: transferred, the agent left, the queue's agent joined.
  await expect.poll(() => events(api, contactId)).toEqual(expect.arrayContaining(['transfer.succeeded: SYSTEM', 'participant.left: Alex Rivera', 'participant.joined: Sales agent']));
  // In the agent's snapshot the agent is gone, the customer and the queue stay in the chat.
  const parties = (await api.state()).contacts[0].connections.map((k: any) => `${k.role}: ${k.state}`);
  expect(parties).toEqual(['agent: disconnected', 'customer: connected', 'third_party: connected']);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
  // Clearing after-contact work does not end the customer's chat.
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Thanks, still here' });
  expect((await api.get(`/contacts/${contactId}/transcript`)).ended).toBe(false);
});

test('a failed transfer shows the alert and the agent keeps the chat', async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await transferTo(page, 'Jordan Lee');
  await expect(page.getByRole('status').filter({ hasText: 'Transferring chat…' })).toBeVisible();
  await expect((await openChatMore(page)).getByRole('menuitem', { name: 'Transfer chat' })).toBeDisabled();
  await page.keyboard.press('Escape');
  // The panel says so as soon as the agent asks; the back end holds the transfer once the request has arrived.
  await expect.poll(async () => (await api.state()).contacts[0].connections.some((k: any) => k.role === 'third_party' && k.state === 'connecting')).toBe(true);

  await api.post(`/contacts/${contactId}/transfer/fail`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to transfer chat' })).toBeVisible();
  await expect(page.getByText('Transferring chat…')).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await messageBox(page).fill('Let me help you myself.');
  await messageBox(page).press('Enter');
  await expect.poll(async () => ((await api.get(`/contacts/${contactId}/transcript`)).transcript as any[]).some((x) => x.Content === 'Let me help you myself.')).toBe(true);
  await expect((await openChatMore(page)).getByRole('menuitem', { name: 'Transfer chat' })).toBeEnabled();
});

test('End chat is blocked while the chat is transferring', async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await transferTo(page, 'Billing queue');
  await expect(page.getByText('Transferring chat…')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts[0].connections.some((k: any) => k.role === 'third_party' && k.state === 'connecting')).toBe(true);

  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByText('You cannot end this chat while it is transferring.')).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  expect((await api.state()).contacts[0].state).toBe('connected');

  // The queue takes the chat: the agent is in after-contact work.
  await api.post(`/contacts/${contactId}/transfer/accept`, { displayName: 'Riley (Billing)' });
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await expect.poll(() => events(api, contactId)).toContain('participant.joined: Riley (Billing)');
});
