import { test, expect } from './support/fixtures.ts';
import { clickNotification, notifications, recordNotifications, workElsewhere } from './support/notifications.ts';
import { startChat } from './chat/support.ts';
import { sendTask } from './task/support.ts';

// Browser notifications for every channel that has a click-through (chat/task/email §2): an incoming chat or task
// while the panel is in the background raises one as an email does, and clicking it opens …/chat#id or …/task#id.

const BODY = 'Click here to open the contact control panel now.';

test('an incoming chat and an incoming task are notified in the background; a click opens each', async ({ page, panel, api, context }) => {
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await recordNotifications(page);
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await workElsewhere(page);

  const chat = await startChat(api, { customerName: 'Casey Customer' });
  await expect.poll(() => notifications(page)).toEqual([{ title: 'Incoming chat', body: BODY, closed: false }]);
  await clickNotification(page, 0);
  await page.bringToFront();
  await expect(page).toHaveURL(new RegExp(`/chat#${chat.contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  // The panel also keeps the viewed contact as the spec's activeContactId.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('activeContactId'))).toBe(chat.contactId);
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => (await notifications(page))[0]!.closed).toBe(true);

  await workElsewhere(page);
  const task = await sendTask(api, { name: 'Refund order 31' });
  await expect.poll(async () => (await notifications(page)).slice(1)).toEqual([{ title: 'Incoming task', body: BODY, closed: false }]);
  await clickNotification(page, 1);
  await page.bringToFront();
  await expect(page).toHaveURL(new RegExp(`/task#${task.contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept task' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('previousContactId'))).toBe(chat.contactId);
});
