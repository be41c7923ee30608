import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, chooseEmailAction, emails } from './support.ts';

// New outbound email, pause, resume and transfer (email §2, §4, §6).

test('a new email with an attachment is written, checked, sent, and wrapped up', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Email' })).toBeVisible();

  await form.getByRole('textbox', { name: 'To' }).fill('someone at example');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('someone at example is not a valid email address.')).toBeVisible();
  await expect(form.getByText('Enter a subject.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'To' })).toBeFocused();

  await form.getByRole('textbox', { name: 'To' }).fill('Robin <robin@example.com>');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Your invoice');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please find it attached.');
  await form.getByLabel('Attach a file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice') });
  await expect(form.getByRole('button', { name: 'Remove invoice.pdf' })).toBeVisible();
  await form.getByLabel('Attach a file').setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(form.getByRole('alert')).toHaveText('This type of file cannot be attached.');

  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  const sent = (await emails(api)).find((m) => m.direction === 'OUTBOUND')!;
  expect(sent).toMatchObject({ initiationMethod: 'outbound', subject: 'Your invoice', sent: true, body: { text: 'Please find it attached.' }, attachments: [{ name: 'invoice.pdf' }] });
  expect(sent.to).toEqual([{ emailAddress: 'robin@example.com', displayName: 'Robin' }]);
  await expect(page.getByRole('heading', { name: 'Your invoice' })).toBeVisible();

  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
});

test('a slow upload keeps focus on Attach, which says it is busy until the file is attached', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  // The upload's last step answers only after a while, so the upload outlasts many frames.
  await api.post('/faults', { operation: 'aws.connect.file complete-attached-file-upload', delayMs: 1_500 });
  const attach = form.getByRole('button', { name: 'Attach a file' });
  const chooser = page.waitForEvent('filechooser');
  await attach.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'label.txt', mimeType: 'text/plain', buffer: Buffer.from('Return label') });
  await expect(form.getByText(/label\.txt/)).toBeVisible();
  await expect(attach).toHaveAttribute('aria-disabled', 'true');
  await expect(attach).toBeFocused();
  await expect(form.getByRole('button', { name: 'Remove label.txt' })).toBeVisible();
  await expect(attach).not.toHaveAttribute('aria-disabled', 'true');
  await expect(attach).toBeFocused();
});

test('a new email draft survives a reload and can be discarded', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Draft to keep');
  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await page.getByRole('link', { name: /New Email/ }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Draft to keep');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
});

test('an email is paused, resumed and transferred to a queue', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const contactId = await acceptedEmail(page, api);
  await chooseEmailAction(page, 'Pause');
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  await page.getByRole('button', { name: 'Transfer email' }).click();
  const list = page.getByRole('listbox', { name: 'Quick connects' });
  await list.getByRole('option', { name: /Sales queue/ }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
});

test('a send that fails says so and keeps the draft; sending again works', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'Warranty' });
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Covered for two years.');
  await api.post('/faults', { operation: 'aws.connect.email send-email', error: { type: 'ServiceQuotaExceededException', message: 'Try later', status: 429 } });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('form', { name: 'Reply' }).getByRole('alert')).toContainText('The email could not be sent. Your draft is kept; try again.');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Covered for two years.');
  expect((await emails(api)).filter((m) => m.direction === 'OUTBOUND' && m.sent)).toEqual([]);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ sent: true, body: { text: expect.stringContaining('Covered for two years.') } });
});

test('the number pad on an email calls the customer', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api);
  await chooseEmailAction(page, 'Number pad');
  const pad = page.getByRole('form', { name: 'Number pad' });
  await pad.getByRole('textbox', { name: 'Phone number' }).fill('+14155550100');
  await pad.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => ((await api.state()).contacts as { type: string }[]).map((c) => c.type).sort()).toEqual(['email', 'voice']);
});
