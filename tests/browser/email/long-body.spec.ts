import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail } from './support.ts';

// Issue 26 §1: one customer email with one unbroken word of a million letters froze the panel (wrapping it
// anywhere cost the main thread seconds to minutes) and pushed Reply far down. The panel lays out only the
// beginning of a long body, with its long words broken cheaply, in a box of bounded height; the whole message
// is there when the agent asks, in a frame of an opaque origin that scrolls on its own.

const WORD = 'x'.repeat(999_000);

async function panelStaysUsable(page: Page, api: import('../support/fixtures.ts').ControlApi) {
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeInViewport();
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Lunch');
  await expect.poll(async () => ((await api.state()).agents as { username: string; nextState?: string; state: { name: string } }[]).find((a) => a.username === 'agent')!).toMatchObject({ nextState: 'Lunch' });
}

test('an HTML email of one million-letter word shows its beginning, keeps Reply in view and the status working', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'Long word', html: `<p>Hello agent</p><p>${WORD}</p>` });
  const body = page.frameLocator('iframe[title="Email message: Long word"]');
  await expect(body.getByText('Hello agent')).toBeVisible();
  await expect(page.getByText('This email is long: only its beginning is shown.')).toBeVisible();
  await panelStaysUsable(page, api);

  // The whole message, on the agent's word: in a frame of its own origin, of bounded height, Reply still in view.
  await page.getByRole('button', { name: 'Show the whole message' }).click();
  const frame = page.locator('iframe[title="Email message: Long word"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(body.getByText('Hello agent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the whole message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeInViewport();
  // The frame holds every letter, broken only by break opportunities (which copying leaves out).
  const letters = await body.locator('body').evaluate((b) => (b.textContent ?? '').split('x').length - 1);
  expect(letters).toBe(WORD.length);
});

test('a plain-text email of one million-letter word shows its beginning in a box that scrolls, Reply in view', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api, { subject: 'Long text', text: `Hello agent\n${'b'.repeat(999_000)}` });
  const text = page.getByRole('region', { name: 'Message' });
  await expect(text).toContainText('Hello agent');
  await expect(page.getByText('This email is long: only its beginning is shown.')).toBeVisible();
  // The box scrolls by keyboard too.
  await text.focus();
  await page.keyboard.press('End');
  await expect.poll(() => text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await panelStaysUsable(page, api);
  await page.getByRole('button', { name: 'Show the whole message' }).click();
  await expect(page.frameLocator('iframe[title="Email message: Long text"]').getByText('Hello agent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toBeInViewport();
});
