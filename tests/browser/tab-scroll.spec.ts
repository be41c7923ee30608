import { test, expect, type Page } from './support/fixtures.ts';
import type { Locator } from '@playwright/test';

// The channel tabs at narrow widths: labels stay whole (German's 'Einstellungen' used to break mid-word at 320 px),
// and when the tabs do not fit, the strip scrolls by named buttons, shown only then.
test.use({ viewport: { width: 320, height: 640 } });

const BACK = 'Scroll tabs left';
const FORWARD = 'Scroll tabs right';

/** Whether the tab is wholly inside the visible part of its strip. */
const wholeInStrip = (tab: Locator) =>
  tab.evaluate((el) => {
    const strip = el.closest('[role="tablist"]')!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.left >= strip.left - 1 && r.right <= strip.right + 1;
  });

async function openInGerman(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('selectedLanguage', 'de_DE'));
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('tab', { name: 'Anruf' })).toHaveAttribute('aria-selected', 'true');
}

test('in a 200 px panel the tabs scroll by named buttons, from the keyboard, and the buttons go when the tabs fit', async ({ page, panel }) => {
  await page.setViewportSize({ width: 200, height: 640 });
  await page.goto(panel.url);
  const settings = page.getByRole('tab', { name: 'Settings' });
  const first = page.getByRole('tab', { name: 'Voice' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const back = page.getByRole('button', { name: BACK });
  const forward = page.getByRole('button', { name: FORWARD });
  // At the start of the strip: scrolling back has nothing to do, Settings is partly out of sight.
  await expect(forward).toBeVisible();
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toHaveAttribute('aria-disabled', 'false');
  expect(await wholeInStrip(settings)).toBe(false);

  // Keyboard: the forward button is reached and pressed without a mouse.
  await forward.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => wholeInStrip(settings)).toBe(true);
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(back).toHaveAttribute('aria-disabled', 'false');
  // At the end the button keeps focus (it is not disabled away from the keyboard).
  await expect(forward).toBeFocused();
  await back.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => wholeInStrip(first)).toBe(true);
  await expect(back).toHaveAttribute('aria-disabled', 'true');

  // Moving along the tabs by keyboard brings the opened tab into sight.
  await first.focus();
  await page.keyboard.press('End');
  await expect(settings).toHaveAttribute('aria-selected', 'true');
  await expect(settings).toBeFocused();
  await expect.poll(() => wholeInStrip(settings)).toBe(true);
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => wholeInStrip(first)).toBe(true);

  // Wide enough for all tabs (English at 320 px): no scroll buttons.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(back).toHaveCount(0);
  await expect(forward).toHaveCount(0);
  expect(await wholeInStrip(settings)).toBe(true);
});

test('at 320 px in German every tab label is whole, on one line, and every tab can be brought into sight', async ({ page, panel }) => {
  await openInGerman(page, panel.url);
  for (const name of ['Anruf', 'Chat', 'E-Mail', 'Aufgabe', 'Einstellungen']) {
    const tab = page.getByRole('tab', { name });
    const label = await tab.locator('.tab-label').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return { lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size, cut: el.scrollWidth > el.clientWidth + 1 };
    });
    expect(label, name).toEqual({ lines: 1, cut: false });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => wholeInStrip(tab)).toBe(true);
  }
});
