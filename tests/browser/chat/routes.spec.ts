import { test, expect } from '../support/fixtures.ts';
import { sendEmail } from '../email/support.ts';

// Channel routes (chat/task/email §2): email also lives under /ccp-v2/email, with the contact in the hash.

test('email opens at /ccp-v2/email, home and contact, and the other tabs still work from there', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/ccp-v2/email`);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();

  await status.selectOption('Available');
  const { contactId } = await sendEmail(api, { subject: 'Under ccp-v2' });
  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  await page.goto(`${panel.url}/ccp-v2/email#${contactId}`);
  await expect(page.getByRole('heading', { name: 'Under ccp-v2' })).toBeVisible();

  await page.getByRole('tab', { name: /^Chat/ }).click();
  await expect(page).toHaveURL(`${panel.url}/chat`);
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeVisible();
});
