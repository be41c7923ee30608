import { test, expect } from '../support/fixtures.ts';
import { sendEmail } from './support.ts';

// The incoming email toast (email §2): shown away from the Email tab, it names the sender, and Accept opens the
// email on the Email tab.

test('an email arriving while the agent is on another tab is toasted; Accept opens it', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await sendEmail(api, { subject: 'Delivery' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming email from' });
  await expect(toast).toContainText('Pat Customer');
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/email#/);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
});
