import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, chatEvents, chooseChatAction, messageBox, openChatMore, pickChatAddress, transcript } from './support.ts';

// Multi-party chat (chat §2: Manage participants, Add to chat, Leave chat). With the instance's multi-party chat on,
// a quick connect adds a queue or agent through the same CTI CreateAdditionalConnection streams sends for a
// transfer, the agent stays in the chat, and may leave while the others go on.

const addToChat = (page: Page, name: string) => pickChatAddress(page, 'Add to chat', name, 'Add');
const events = chatEvents;

test('an agent added to the chat joins while the agent stays; Leave chat hands the chat to them', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api, { multiparty: true });
  // Multi-party: a quick connect adds a participant, so there is no separate transfer.
  const more = await openChatMore(page);
  await expect(more.getByRole('menuitem')).toHaveText(['Add to chat', 'Create task']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'End chat' })).toBeVisible();

  await addToChat(page, 'Jordan Lee');
  await expect.poll(() => events(api, contactId)).toContain('participant.joined: Jordan Lee');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(messageBox(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'End chat' })).toHaveCount(0);

  await chooseChatAction(page, 'Manage participants');
  const people = page.getByRole('list', { name: 'Chat participants' });
  await expect(people.getByRole('listitem')).toHaveText([/Casey Customer \(customer\)/, /Jordan Lee in the chat/]);

  await page.getByRole('button', { name: 'Leave chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await expect.poll(() => events(api, contactId)).toContain('participant.left: Alex Rivera');
  const parties = (await api.state()).contacts[0].connections.map((k: any) => `${k.role}: ${k.state}`);
  expect(parties).toEqual(['agent: disconnected', 'customer: connected', 'third_party: connected']);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
  // The customer and the added agent go on.
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Thanks, Jordan' });
  expect((await api.get(`/contacts/${contactId}/transcript`)).ended).toBe(false);
});

test('a participant removed from the chat leaves it, and End chat is back', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api, { multiparty: true });
  await addToChat(page, 'Sales queue');
  await expect(page.getByRole('button', { name: 'Leave chat' })).toBeVisible();
  await chooseChatAction(page, 'Manage participants');
  await page.getByRole('button', { name: 'Remove Sales queue' }).click();
  await expect.poll(() => events(api, contactId)).toContain('participant.left: Sales agent');
  await expect(page.getByRole('button', { name: 'End chat' })).toBeVisible();
  await expect((await openChatMore(page)).getByRole('menuitem', { name: 'Manage participants' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(transcript(page)).toBeVisible();
});
