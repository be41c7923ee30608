import { expect, type Page } from './fixtures.ts';

/** Records the notifications the page shows (the browser's own Notification still shows them). */
export async function recordNotifications(page: Page) {
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

export const notifications = (page: Page) => page.evaluate(() => ((window as any).__notifications as { title: string; body?: string; closed: boolean }[]).map(({ title, body, closed }) => ({ title, body, closed })));

/** The agent clicks the nth notification the page showed. */
export const clickNotification = (page: Page, index = 0) => page.evaluate((i) => (window as any).__notifications[i].n.dispatchEvent(new Event('click')), index);

/** The agent works in another window: the panel loses the focus (as a real browser reports it). */
export async function workElsewhere(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const elsewhere = await page.context().newPage();
  await elsewhere.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
}
