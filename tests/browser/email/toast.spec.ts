import { test, expect } from '../support/fixtures.ts';
import { sendEmail } from './support.ts';

// The incoming email toast (email §2): shown away from the Email tab, it names the sender, and Accept opens the
// email on the Email tab.

test('an email arriving while the agent is on another tab is toasted; Accept opens it', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await sendEmail(api, { subject: 'Delivery' });
  // The sender in the title, on one line (issue 41).
  const toast = page.getByRole('alertdialog', { name: 'Incoming email from Pat Customer' });
  await expect(toast.getByRole('heading', { name: 'Incoming email from Pat Customer' })).toBeVisible();
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/email#/);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
});

test('a sender with no display name is named by address: the toast and its announcement say a whole sentence', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await sendEmail(api, { from: { emailAddress: 'someone@example.com' }, subject: 'Delivery' });
  await expect(page.getByRole('alertdialog', { name: /Incoming email/ })).toHaveAccessibleName('Incoming email from someone@example.com');
  await expect(page.locator('[aria-live="assertive"]')).toHaveText('Incoming email from someone@example.com');
});
