import { test, expect } from '../support/fixtures.ts';
import { availableOnChat, startChat } from './support.ts';

// Contact-tab messages of the error catalogue (voice §8) for chats, each produced by Connect Local as the service
// would produce it.

test("a chat whose customer gives up while it rings says 'Chat no longer available', and the panel clears it", async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const { contactId } = await startChat(api, { customerName: 'Gone Customer' });
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  // The panel clears such an offer at once; Connect Local answers that clear late, so the words can be read.
  await api.post('/faults', { operation: 'ClearContact', delayMs: 8_000 });
  await api.post(`/contacts/${contactId}/customer/disconnect`);
  await expect(page.getByTestId('contact-status')).toHaveText('Chat no longer available');
  await expect(page.getByRole('button', { name: 'Accept chat' })).toHaveCount(0);
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: 'Chat no longer available' })).toHaveCount(1);
  // Cleared: the offer goes, and the agent is not put in a missed state for it.
  await expect(page.getByRole('link', { name: /Gone Customer/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  expect((await api.get<{ contacts: { contactId: string }[] }>('/state')).contacts.map((c) => c.contactId)).not.toContain(contactId);
});

test("a chat whose connection the service ends says 'Connection ended'", async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  // Amazon Connect no longer lets the agent's participant into the chat: streams' connection token (CTI
  // CreateTransport chat_token) and chatjs's fallback (the participant service's CreateParticipantConnection) are both
  // refused, so chatjs cannot connect the chat, and the panel's later tries are refused too.
  await api.post('/faults', { operation: 'CreateTransport', count: 100, error: { type: 'InvalidStateException', message: 'The participant is no longer part of this chat', status: 400 } });
  await api.post('/faults', { operation: 'CreateParticipantConnection', count: 100, error: { type: 'AccessDeniedException', message: 'The participant is no longer part of this chat', status: 403 } });
  await startChat(api, { customerName: 'Casey Customer' });
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('alert').filter({ hasText: 'Connection ended' })).toBeVisible();
  await expect(page.getByText('Connection lost. Reconnecting…')).toHaveCount(0);
  // The agent can still end the chat.
  await expect(page.getByRole('button', { name: 'End chat' })).toBeEnabled();
});

test("a chat offered before the agent's chat concurrency was lowered cannot be accepted until the current chat is closed", async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  await startChat(api, { customerName: 'First Customer' });
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await startChat(api, { customerName: 'Second Customer', ringTimeoutSeconds: 300 });
  // The routing profile now allows one chat at a time; streams reads it again on reload.
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 1, TASK: 3, EMAIL: 1 } });
  await page.reload();
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await page.getByRole('link', { name: /Second Customer/ }).click();
  const accept = page.getByRole('button', { name: 'Accept chat' });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription('Cannot accept more contacts until the current chat or task is closed.');

  // The first chat ended and closed: the second can be accepted.
  await page.getByRole('link', { name: /First Customer/ }).click();
  await page.getByRole('button', { name: 'End chat' }).click();
  // With another contact waiting, the close button reads Next contact.
  await page.getByRole('button', { name: 'Next contact' }).click();
  await expect(page.getByRole('link', { name: /First Customer/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Second Customer/ }).click();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
});
