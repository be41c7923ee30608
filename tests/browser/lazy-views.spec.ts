import { test, expect } from './support/fixtures.ts';

/**
 * Screens the first screen does not show load as chunks of their own after start-up. A chunk that cannot be
 * fetched (a dropped connection) is said in words, and Try again loads it once the connection is back.
 */
test('a screen whose code cannot be fetched says so and loads on Try again', async ({ page, panel }) => {
  let blocked = true;
  await page.route(/\/chunks\/SettingsPage-[^/]+\.js(\?.*)?$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`${panel.url}/softphone`);
  await expect(page.getByRole('tab', { name: 'Voice', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This part of the panel could not be loaded. Check your connection and try again.' });
  await expect(failed).toBeVisible();
  blocked = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(failed).toBeHidden();
});
