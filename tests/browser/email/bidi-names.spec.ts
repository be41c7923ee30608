import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail } from './support.ts';

// Issue 26 §5: an email attachment named 'invoice\u202Efdp.exe' read 'invoiceexe.pdf' and saved as
// 'invoice_fdp.exe'. It shows as what it is, and the sender's name loses its bidi controls too.

test('a right-to-left override disguises neither an email attachment nor the sender’s name', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, {
    subject: 'Invoice',
    from: { emailAddress: 'pat@example.com', displayName: 'Pat \u202Egnp.exe' },
    attachments: [{ name: 'invoice\u202Efdp.exe', type: 'application/pdf', base64: Buffer.from('%PDF').toString('base64') }],
  });
  const button = page.getByRole('button', { name: 'Download invoicefdp.exe' });
  await expect(button).toHaveText('invoicefdp.exe');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  // The file URL names the saved file (Content-Disposition); Chromium puts '_' for the override. Either way it
  // saves as the .exe the panel now shows.
  expect(download.suggestedFilename()).toMatch(/^invoice_?fdp\.exe$/);
  await expect(page.getByText('Pat gnp.exe <pat@example.com>')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
});
