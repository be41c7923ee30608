import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, sendEmail } from './support.ts';

// An email's conversation (issue #28): 'Show earlier emails' only where there are earlier emails, and each entry
// names its sender and begins its text rather than reading 'Received <date>' over and over.

test('a lone email offers no earlier emails', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'First contact' });
  await expect(page.getByRole('heading', { name: 'First contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show earlier emails' })).toHaveCount(0);
});

test("the earlier emails of a conversation name their sender and begin their text", async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const first = await acceptedEmail(page, api, { subject: 'Order 7', text: 'My order 7 has not arrived yet, can you check?' });
  await page.getByRole('button', { name: 'End email' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();

  await sendEmail(api, { subject: 'Re: Order 7', text: 'Any news?', threadOf: first, from: { emailAddress: 'pat@example.com', displayName: 'Pat Customer' } });
  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('button', { name: 'Show earlier emails' }).click();
  await expect(page.getByRole('button', { name: 'Hide earlier emails' })).toHaveAttribute('aria-expanded', 'true');
  const earlier = page.getByRole('button', { name: /^Pat Customer <pat@example\.com> Received .+ My order 7 has not arrived yet, can you check\?$/ });
  await expect(earlier).toBeVisible();
  await earlier.click();
  await expect(page.getByRole('heading', { name: 'Order 7', exact: true, level: 4 })).toBeVisible();
});
