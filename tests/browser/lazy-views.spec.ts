import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';

/** Opens Settings from the first screen while the files matching `blocked` cannot be fetched; the alert it shows. */
async function settingsWhileUnreachable(page: Page, panelUrl: string, blocked: RegExp) {
  let unreachable = true;
  await page.route(blocked, (route) => (unreachable ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${panelUrl}/softphone`);
  await expect(page.getByRole('tab', { name: 'Voice', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This part of the panel could not be loaded. Check your connection and try again.' });
  await expect(failed).toBeVisible();
  return { failed, reachable: () => void (unreachable = false) };
}

/**
 * Screens the first screen does not show load after start-up, in one chunk. A chunk that cannot be
 * fetched (a dropped connection) is said in words, and Try again loads it once the connection is back.
 */
test('a screen whose code cannot be fetched says so and loads on Try again', async ({ page, panel }) => {
  const { failed, reachable } = await settingsWhileUnreachable(page, panel.url, /\/chunks\/later-views-[^/]+\.js(\?.*)?$/);
  reachable();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(failed).toBeHidden();
  // The other views of that chunk came back with it: the Task tab opens without another failure.
  await page.getByRole('tab', { name: 'Task' }).click();
  await expect(page.getByRole('button', { name: 'Create task' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

/**
 * The first screen's stylesheet holds only the first screen's styles; a later view's come with its code, before it
 * shows, so it is never drawn unstyled. A stylesheet that cannot be fetched is said in words like the code.
 */
test('a later screen comes with its own styles, and styles that cannot be fetched say so and load on Try again', async ({ page, panel }) => {
  const { failed, reachable } = await settingsWhileUnreachable(page, panel.url, /\/later-views\.css(\?.*)?$/);
  reachable();
  await failed.getByRole('button', { name: 'Try again' }).click();
  // The Settings page's own rules apply: its heading sits flush at the top of the page (a browser's h2 has a margin).
  const heading = page.getByRole('heading', { name: 'Settings', level: 2 });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('margin-top', '0px');
  await expect(failed).toBeHidden();
});
