import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, startChat } from './support.ts';

// After-contact work (chat §2): closing a chat moves the URL on at once; it never names a closed contact.

test('Next contact closes a chat and opens the next one (URL included); the last one is Close contact and leaves the bare route', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const first = await acceptedChat(page, api, { customerName: 'First Customer' });
  const { contactId: second } = await startChat(api, { customerName: 'Second Customer' });
  await page.getByRole('link', { name: /Second Customer/ }).click();
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('link', { name: /First Customer/ }).click();
  await expect(page).toHaveURL(new RegExp(`#${first}$`));

  await page.getByRole('button', { name: 'End chat' }).click();
  // Another chat is waiting: the wrap-up button says where it leads.
  await expect(page.getByRole('button', { name: 'Close contact' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next contact' }).click();
  await expect(page.getByRole('heading', { name: 'Second Customer' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/chat#${second}$`));

  await page.getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
  await expect(page).toHaveURL(/\/chat$/);
});
