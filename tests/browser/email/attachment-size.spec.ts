import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail } from './support.ts';

// Attachment sizes read in the locale's file-size units (issue 28: '70 byte').

test('attachment sizes read as bytes, kB or MB', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, {
    subject: 'Two files',
    text: 'Both attached.',
    attachments: [
      { name: 'note.txt', type: 'text/plain', base64: Buffer.from('x'.repeat(70)).toString('base64') },
      { name: 'scan.txt', type: 'text/plain', base64: Buffer.from('y'.repeat(1536)).toString('base64') },
    ],
  });
  const note = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Download note.txt' }) });
  const scan = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Download scan.txt' }) });
  await expect(note).toContainText('70 bytes');
  await expect(scan).toContainText('1.5 kB');
});
