import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, emails } from './support.ts';

// A reply quotes the email it answers (issue #28), as mail clients do: collapsed under the message until the agent
// shows it, sent as 'On <date>, <sender> wrote:' and a blockquote. The quoted original is the customer's HTML, so
// what goes out is what the sanitiser leaves of it; the choice not to quote is kept with the draft.

const HOSTILE = '<p>Where is my <b>order</b>?</p><img src="https://tracker.example/pixel.gif"><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a>';

test('a reply quotes the email it answers: collapsed, expandable, and sent sanitised under the reply', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'Late order', html: HOSTILE });
  await expect(page.getByRole('article', { name: 'Email: Late order' }).frameLocator('iframe').getByText('Where is my')).toBeVisible();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = page.getByRole('form', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(reply.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(reply.getByRole('checkbox', { name: 'Quote the email you are answering' })).toBeChecked();

  // Collapsed at first; shown on demand, with who wrote it.
  const show = reply.getByRole('button', { name: 'Show quoted text' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(reply.getByRole('region', { name: 'Quoted text' })).toHaveCount(0);
  await show.click();
  const quoted = reply.getByRole('region', { name: 'Quoted text' });
  await expect(quoted.getByText(/^On .+, Pat Customer <pat@example\.com> wrote:$/)).toBeVisible();
  await expect(quoted.frameLocator('iframe').getByText('Where is my')).toBeVisible();
  await reply.getByRole('button', { name: 'Hide quoted text' }).click();
  await expect(quoted).toHaveCount(0);

  await reply.getByRole('textbox', { name: 'Message' }).fill('It left today.\nTracking: 42');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();

  // What the customer receives: the reply, then the quote, with nothing of the original that could run or track.
  const sent = (await emails(api)).find((m) => m.direction === 'OUTBOUND')!;
  expect(sent.body!.contentType).toBe('text/html');
  const html = sent.body!.text;
  expect(html).toMatch(/^<div dir="auto">It left today\.<br>Tracking: 42<\/div><br><div dir="auto">On .+, Pat Customer &#60;pat@example\.com&#62; wrote:<\/div><blockquote[^>]*>/);
  expect(html).toContain('<p>Where is my <b>order</b>?</p>');
  expect(html).not.toMatch(/<script|onerror|javascript:|tracker\.example/i);
});

test('a reply that does not quote goes as the agent wrote it, and the choice survives a reload', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'Refund' });
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Message' }).fill('Refunded.');
  await reply.getByRole('checkbox', { name: 'Quote the email you are answering' }).uncheck();

  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await page.getByRole('link', { name: /Pat Customer/ }).click();
  await expect(reply.getByRole('textbox', { name: 'Message' })).toHaveValue('Refunded.');
  await expect(reply.getByRole('checkbox', { name: 'Quote the email you are answering' })).not.toBeChecked();
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ body: { contentType: 'text/plain', text: 'Refunded.' } });
});
