import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, transcript } from './support.ts';

test('an attachment goes both ways, and a forbidden type is rejected without retry', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);

  // Customer → agent: downloaded from the transcript with its bytes.
  await api.post(`/contacts/${contactId}/customer/attachments`, { name: 'photo.png', contentType: 'image/png', base64: Buffer.from('PNGDATA').toString('base64') });
  const link = transcript(page).getByRole('button', { name: 'Download photo.png' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('photo.png');
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('PNGDATA');

  // Agent → customer through the file picker.
  await page.getByLabel('Attach a file').setInputFiles({ name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await expect.poll(async () => (await kept(api, contactId)).filter((x) => x.Type === 'ATTACHMENT').map((x) => x.Attachments[0].AttachmentName)).toEqual(['photo.png', 'terms.csv']);
  await expect(transcript(page).getByRole('button', { name: 'Download terms.csv' })).toBeVisible();

  // A forbidden type never leaves the panel: rejected, no Retry, removable.
  await page.getByLabel('Attach a file').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  const rejected = transcript(page).getByRole('alert').filter({ hasText: 'Attachment was rejected.' });
  await expect(rejected).toBeVisible();
  await expect(rejected.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await rejected.getByRole('button', { name: 'Remove attachment' }).click();
  await expect(transcript(page)).not.toContainText('setup.exe');
  expect((await kept(api, contactId)).filter((x) => x.Type === 'ATTACHMENT')).toHaveLength(2);
});

test('each upload shows once; a refused file says whether its type or its size was wrong', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const names = ['one.txt', 'two.txt', 'three.txt', 'four.txt', 'five.txt', 'six.txt'];
  for (const name of names) {
    await page.getByLabel('Attach a file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(`data of ${name}`) });
  }
  await expect.poll(async () => (await kept(api, contactId)).filter((x) => x.Type === 'ATTACHMENT')).toHaveLength(names.length);
  for (const name of names) {
    await expect(transcript(page).getByRole('button', { name: `Download ${name}` })).toHaveCount(1);
    await expect(transcript(page).getByText(name, { exact: true })).toHaveCount(0);
  }
  // After the echoes settle nothing is doubled either.
  await page.reload();
  await expect(transcript(page).getByRole('button', { name: /^Download / })).toHaveCount(names.length);

  await page.getByLabel('Attach a file').setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(transcript(page).getByRole('alert').last()).toContainText('Attachment was rejected. This type of file cannot be sent.');
  await page.getByLabel('Attach a file').setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(transcript(page).getByRole('alert').last()).toContainText('Attachment was rejected. Files must be between 1 byte and 20 MB.');
});
