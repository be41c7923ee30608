import { test, expect, type Page } from '../support/fixtures.ts';
import { availableOnEmail, sendEmail } from './support.ts';

// Browser notifications of incoming emails (email §2): 'Incoming email' / 'Click here to open the contact control
// panel now.', shown while the panel is out of sight, once the agent turned them on from the Email tab.

/** Records the notifications the page shows (the browser's own Notification still shows them). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body?: string; closed: boolean; n: Notification }[] = [];
    (window as any).__notifications = shown;
    (window as any).Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body, closed: false, n: this });
      }
      override close() {
        const entry = shown.find((s) => s.n === this);
        if (entry) entry.closed = true;
        super.close();
      }
    };
  });
}
const notifications = (page: Page) => page.evaluate(() => ((window as any).__notifications as { title: string; body?: string; closed: boolean }[]).map(({ title, body, closed }) => ({ title, body, closed })));

/** The agent works in another window: the panel loses the focus (as a real browser reports it). */
async function workElsewhere(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const elsewhere = await page.context().newPage();
  await elsewhere.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
}

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
  await page.evaluate(() => (window as any).__notifications[0].n.dispatchEvent(new Event('click')));
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
  await expect(page.getByText('Get a browser notification when an email arrives while this panel is in the background.')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);

  // Settings still offers them.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('group', { name: 'Email notifications' }).getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
});

test('turning notifications on asks the browser and says the answer', async ({ page, panel, context }) => {
  await availableOnEmail(page, panel.url);
  const turnOn = page.getByRole('button', { name: 'Turn on notifications' });
  await expect(turnOn).toBeVisible();
  // The agent allows them in the browser's prompt.
  await context.grantPermissions(['notifications'], { origin: new URL(panel.url).origin });
  await turnOn.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are on. You will be notified of incoming emails.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('group', { name: 'Email notifications' })).toContainText('Notifications are on.');
});
