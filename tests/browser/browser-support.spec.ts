import { test, expect } from './support/fixtures.ts';

const UNSUPPORTED = 'This browser is not supported. Use a recent version of Chrome, Firefox or Edge.';

test.describe('in Safari', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' });
  test('the agent is told the browser is not supported', async ({ page, panel }) => {
    await page.goto(panel.url);
    await expect(page.getByRole('banner')).toContainText('Alex Rivera');
    await expect(page.getByText(UNSUPPORTED)).toBeVisible();
  });
});

test('in Chrome there is no unsupported-browser alert', async ({ page, panel }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('banner')).toContainText('Alex Rivera');
  await expect(page.getByRole('tab', { name: 'Voice' })).toBeVisible();
  await expect(page.getByText(UNSUPPORTED)).toHaveCount(0);
});
