import { readFileSync } from 'node:fs';
import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, emails, sendEmail } from './support.ts';

// An inbound email end to end (email §2, §4): it is offered, accepted, read (HTML body, attachment), replied to
// with the SDK's email routes, and ends in after-contact work; the customer gets the reply.

test('an HTML email with an attachment is accepted, read, replied to and wrapped up', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  const contactId = await acceptedEmail(page, api, {
    subject: 'Broken kettle',
    html: '<p>Hello, my <b>kettle</b> is broken.</p><p><a href="https://example.com/order/42">Order 42</a></p>',
    cc: [{ emailAddress: 'sam@example.com' }],
    attachments: [{ name: 'receipt.txt', type: 'text/plain', base64: Buffer.from('Paid 40 EUR').toString('base64') }],
  });
  await expect(page.getByRole('heading', { name: 'Pat Customer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Broken kettle' })).toBeVisible();
  const body = page.frameLocator('iframe[title="Email message: Broken kettle"]');
  await expect(body.getByText('is broken.')).toBeVisible();
  await expect(body.getByRole('link', { name: 'Order 42' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt.txt');
  expect(readFileSync((await file.path())!, 'utf8')).toBe('Paid 40 EUR');

  await page.getByRole('button', { name: 'Reply all' }).click();
  const reply = page.getByRole('form', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'To' })).toHaveValue('Pat Customer <pat@example.com>');
  await expect(reply.getByRole('textbox', { name: 'Cc' })).toHaveValue('sam@example.com');
  await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Broken kettle');
  // The reply goes from the address the customer wrote to, and the agent starts in the message.
  await expect(reply.getByRole('textbox', { name: 'From' })).toHaveValue('Connect Local Support <support@connect-local.example>');
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await reply.getByRole('textbox', { name: 'Message' }).fill('A new kettle is on its way.');
  await reply.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  const sent = (await emails(api)).find((m) => m.direction === 'OUTBOUND')!;
  expect(sent).toMatchObject({ initiationMethod: 'agent_reply', subject: 'Re: Broken kettle', sent: true, body: { contentType: 'text/html' } });
  // The customer gets the reply with their email quoted under it (reply-quote.spec.ts has the details).
  expect(sent.body!.text).toMatch(/^<div dir="auto">A new kettle is on its way\.<\/div>.*wrote:.*<blockquote[^>]*>.*is broken\./s);
  expect(sent.to.map((a) => a.emailAddress)).toEqual(['pat@example.com']);
  expect(sent.cc.map((a) => a.emailAddress)).toEqual(['sam@example.com']);
  expect(sent.from).toEqual({ emailAddress: 'support@connect-local.example', displayName: 'Connect Local Support' });

  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
  expect(contactId).toBeTruthy();
});

test('a second email cannot be accepted while one is open; a reply draft survives a reload', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 3 } });
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'First' });
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Half written');

  await sendEmail(api, { subject: 'Second', from: { emailAddress: 'lee@example.com', displayName: 'Lee' } });
  await page.getByRole('link', { name: /Lee/ }).click();
  await expect(page.getByText('Cannot accept more contacts until this email is closed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeDisabled();

  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await page.getByRole('link', { name: /Pat Customer/ }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Half written');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: First');
});

test('an arriving email is said to be an incoming email, not a call', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await sendEmail(api);
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming email');
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeVisible();
});
