import { test, expect } from './support/fixtures.ts';
import { acceptedChat, availableOnChat } from './chat/support.ts';
import { availableOnTask } from './task/support.ts';

// Icon-only buttons show the panel's own tooltip (§9 'Tooltip delay 0.3 s'), not the browser's title: on pointing
// (after the delay) and on keyboard focus; Escape closes it and only it; its text is the button's name, which the
// button keeps as its aria-label.

test('an icon button shows its name as a tooltip on pointing and on keyboard focus; Escape closes only the tooltip', async ({ page, panel }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  const close = form.getByRole('button', { name: 'Close Create task' });
  const tooltip = page.getByRole('tooltip', { name: 'Close Create task' });
  await expect(close).not.toHaveAttribute('title');

  await close.hover();
  await expect(tooltip).toBeVisible();
  // Pointing at the tooltip keeps it (it can be read at any zoom); leaving both closes it.
  await tooltip.hover();
  await expect(tooltip).toBeVisible();
  await form.getByRole('heading', { name: 'Create task' }).hover();
  await expect(tooltip).toHaveCount(0);

  // The keyboard: the heading has focus, Tab reaches the close button and its tooltip shows.
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await expect(tooltip).toBeVisible();
  // The tooltip lies inside the window and does not cover its button.
  const [tip, button] = [await tooltip.boundingBox(), await close.boundingBox()];
  expect(tip!.x).toBeGreaterThanOrEqual(0);
  expect(tip!.x + tip!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(tip!.y >= button!.y + button!.height || tip!.y + tip!.height <= button!.y).toBe(true);
  // Escape closes the tooltip and leaves the form open with the focus where it was; the next Escape closes the form.
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
});

test('no button or icon control of a chat uses the browser title as its tooltip; the attach icon has the panel one', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  await expect(page.locator('button[title], label[title]')).toHaveCount(0);
  const attach = page.locator('label.chat-attach');
  await attach.hover();
  await expect(page.getByRole('tooltip', { name: 'Attach a file' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Attach a file' })).toHaveCount(0);
});
