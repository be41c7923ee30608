import { test, expect } from '../support/fixtures.ts';
import { clickNotification, notifications, recordNotifications, workElsewhere } from '../support/notifications.ts';
import { availableOnEmail, sendEmail } from './support.ts';

// Browser notifications of incoming emails (email §2): 'Incoming email' / 'Click here to open the contact control
// panel now.', shown while the panel is out of sight, once the agent turned them on from the Email tab.

const INCOMING = { title: 'Incoming email', body: 'Click here to open the contact control panel now.' };

test('an email arriving while the panel is in the background is notified, and a click opens it', async ({ page, panel, api, context }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await recordNotifications(page);
  await availableOnEmail(page, panel.url);
  // Allowed already: nothing to ask.
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Voice/ }).click();
  await workElsewhere(page);

  const { contactId } = await sendEmail(api, { subject: 'Refund' });
  await expect.poll(() => notifications(page)).toEqual([{ ...INCOMING, closed: false }]);

  // The agent clicks the notification: the panel shows that email, and the notification goes.
  await clickNotification(page);
  await page.bringToFront();
  await expect(page).toHaveURL(new RegExp(`/email#${contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeVisible();
  await expect.poll(async () => (await notifications(page))[0]!.closed).toBe(true);
});

test('the notification goes when the email is answered in the panel; none while the panel is in sight', async ({ page, panel, api, context }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await recordNotifications(page);
  await availableOnEmail(page, panel.url);
  await workElsewhere(page);
  await sendEmail(api, { subject: 'Refund' });
  await expect.poll(() => notifications(page)).toEqual([{ ...INCOMING, closed: false }]);

  await page.bringToFront();
  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(() => notifications(page)).toEqual([{ ...INCOMING, closed: true }]);

  // In sight, a second email is told by the panel itself (the toast, the list), not by a notification.
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 3 } });
  await page.reload();
  await expect(page.getByRole('link', { name: /Pat Customer/ })).toBeVisible();
  await sendEmail(api, { subject: 'Second' });
  await expect(page.getByRole('link', { name: /Pat Customer/ })).toHaveCount(2);
  expect(await notifications(page)).toEqual([]);
});

test('the Email tab offers notifications once; Not now is remembered', async ({ page, panel }) => {
  await availableOnEmail(page, panel.url);
  await expect(page.getByText('Get a browser notification when a call, chat, task or email arrives while this panel is in the background.')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);

  // Settings still offers them.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('group', { name: 'Notifications' }).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
});

test('turning notifications on asks the browser and says the answer', async ({ page, panel, context }) => {
  await availableOnEmail(page, panel.url);
  const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  // The agent allows them in the browser's prompt.
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await turnOn.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are on. You will be notified of incoming calls, chats, tasks and emails.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('group', { name: 'Notifications' })).toContainText('Notifications are on.');
});
