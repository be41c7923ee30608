import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, transcript } from './support.ts';

// Issue 26 §5: a right-to-left override (U+202E) made 'invoice\u202Efdp.exe' read 'invoiceexe.pdf' and a
// customer named 'Bob \u202Egnp.exe' read 'Bob exe.png'. Names and file names show (and save) without bidi
// controls, in their real order, with their real extension.

test('a right-to-left override disguises neither a chat attachment nor the customer’s name', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api, { customerName: 'Bob \u202Egnp.exe' });
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'See my invoice' });
  await api.post(`/contacts/${contactId}/customer/attachments`, { name: 'invoice\u202Efdp.exe', contentType: 'image/png', base64: Buffer.from('MZ').toString('base64') });

  const link = transcript(page).getByRole('button', { name: 'Download invoicefdp.exe' });
  await expect(link).toHaveText('Download invoicefdp.exe');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('invoicefdp.exe');

  await expect(transcript(page).getByText('Bob gnp.exe', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bob gnp.exe' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
});
