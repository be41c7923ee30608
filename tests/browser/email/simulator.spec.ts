import { test, expect } from '../support/fixtures.ts';
import { availableOnEmail } from './support.ts';

// The customer's side of email in the simulator page: the customer sends an email, the agent replies in the
// panel, and the customer reads the reply.

test('a customer emails from the simulator and reads the agent’s reply there', async ({ page, panel, connectLocal, context }) => {
  await availableOnEmail(page, panel.url);
  const customer = await context.newPage();
  await customer.goto(connectLocal.url);
  const mailbox = customer.getByRole('region', { name: 'Customer email' });
  await mailbox.getByRole('textbox', { name: 'Subject' }).fill('Lost parcel');
  await mailbox.getByRole('textbox', { name: 'Body' }).fill('<p>My parcel <i>never</i> came.</p>');
  await mailbox.getByRole('checkbox', { name: 'The body is HTML' }).check();
  await mailbox.getByRole('button', { name: 'Send email' }).click();
  await expect(mailbox.getByRole('status')).toHaveText(/^Sent email /);

  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.frameLocator('iframe[title="Email message: Lost parcel"]').getByText('never')).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('We are sending a new one today.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();

  const reply = mailbox.getByRole('article', { name: 'From the agent: Re: Lost parcel' });
  await expect(reply).toContainText('Agent → pat@example.com');
  await expect(reply).toContainText('We are sending a new one today.');
  // The customer's HTML shows as text on the instance origin's page, never as markup.
  await expect(mailbox.getByRole('article', { name: 'From the customer: Lost parcel' })).toContainText('<p>My parcel <i>never</i> came.</p>');
});
