import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, chooseChatAction, startChat } from './support.ts';

// Chat alerts describe one moment of one chat (chat §5, §8): they go when the transfer moves on, and another
// contact's alerts do not show on this one.

async function transferTo(page: Page, name: string) {
  await chooseChatAction(page, 'Transfer chat');
  await page.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
}

test("'cannot end while transferring' goes when the transfer fails; 'Failed to transfer chat' goes when the next transfer starts", async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await transferTo(page, 'Billing queue');
  await expect(page.getByText('Transferring chat…')).toBeVisible();
  await page.getByRole('button', { name: 'End chat' }).click();
  const cannotEnd = page.getByText('You cannot end this chat while it is transferring.');
  await expect(cannotEnd).toBeVisible();

  await expect.poll(() => api.post(`/contacts/${contactId}/transfer/fail`).then(() => true, () => false)).toBe(true);
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to transfer chat' });
  await expect(failed).toBeVisible();
  await expect(cannotEnd).toHaveCount(0);

  // A new attempt: the old failure no longer applies.
  await transferTo(page, 'Sales queue');
  await expect(page.getByText('Transferring chat…')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("a chat's alert stays with that chat: the next chat does not show it, and it goes when the chat is closed", async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const first = await acceptedChat(page, api, { customerName: 'First Customer' });
  await transferTo(page, 'Billing queue');
  await expect(page.getByText('Transferring chat…')).toBeVisible();
  // The panel shows the transfer as soon as it asks for it; Connect Local may take the request a moment later.
  await expect.poll(() => api.post(`/contacts/${first}/transfer/fail`).then(() => true, () => false)).toBe(true);
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to transfer chat' });
  await expect(failed).toBeVisible();

  await startChat(api, { customerName: 'Second Customer' });
  await page.getByRole('link', { name: /Second Customer/ }).click();
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await page.getByRole('link', { name: /First Customer/ }).click();
  await expect(failed).toBeVisible();

  // Ending the chat ends what the alert was about.
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await expect(failed).toHaveCount(0);
});
