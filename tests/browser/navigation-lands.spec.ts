import { test, expect } from './support/fixtures.ts';
import { clickNotification, notifications, recordNotifications, workElsewhere } from './support/notifications.ts';
import { startChat } from './chat/support.ts';
import { availableOnEmail, sendEmail } from './email/support.ts';

// Navigation lands on the contact asked for (issue 41): a notification's click and a link to /email#<id> open
// that contact, not the one the view showed before, and the address keeps naming it.

test('in channel view, the toast and the notification of a second chat open that chat', async ({ page, panel, api, context }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 3 } });
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await recordNotifications(page);
  await page.goto(`${panel.url}/channel-view/chat`);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  const first = await startChat(api, { customerName: 'Casey Customer' });
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page).toHaveURL(new RegExp(`/channel-view/chat#${first.contactId}$`));

  // In sight: the second chat is toasted; its Accept opens it.
  const second = await startChat(api, { customerName: 'Robin Second' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming chat' });
  await expect(toast).toContainText('Robin Second');
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`/channel-view/chat#${second.contactId}$`));
  await expect(page.getByRole('heading', { name: /Robin Second/ })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  // Out of sight: the third is notified; the click opens it.
  await page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: /Casey Customer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/channel-view/chat#${first.contactId}$`));
  await workElsewhere(page);
  const third = await startChat(api, { customerName: 'Sam Third' });
  await expect.poll(async () => (await notifications(page)).map((n) => n.title)).toContain('Incoming chat');
  await clickNotification(page, (await notifications(page)).length - 1);
  await page.bringToFront();
  await expect(page).toHaveURL(new RegExp(`/channel-view/chat#${third.contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sam Third/ })).toBeVisible();
});

test('opening /email#<offered email> while a sent email is still listed shows the offered one', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 3 } });
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  await form.getByRole('textbox', { name: 'To' }).fill('Robin <robin@example.com>');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Your invoice');
  await form.getByRole('textbox', { name: 'Message' }).fill('Attached.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');

  const { contactId } = await sendEmail(api, { subject: 'Refund' });
  await expect(page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: /Pat Customer/ })).toBeVisible();
  // A link opened as a new page load (not a hash change on the page showing the sent email).
  await page.goto('about:blank');
  await page.goto(`${panel.url}/email#${contactId}`);
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/email#${contactId}$`));
  await expect(page.getByRole('heading', { name: 'Your invoice' })).toHaveCount(0);
});
