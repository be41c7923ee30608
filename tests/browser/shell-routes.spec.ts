import { test, expect } from './support/fixtures.ts';

// Routes and views (chat/task/email §2): the root shows a skip link to the main content before the page, and the
// Email home greets the agent by name as the Task home does.

test('the first Tab reaches Skip to main content, which moves the focus past the header to the page', async ({ page, panel }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  const hashBefore = new URL(page.url()).hash;
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The hash names the shown contact: the skip link leaves it alone.
  expect(new URL(page.url()).hash).toBe(hashBefore);
  // The next Tab goes on inside the page, not back to the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('the Email home greets the agent by name', async ({ page, panel }) => {
  await page.goto(panel.url);
  await page.getByRole('tab', { name: /^Email/ }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect(page.getByText('Hello, Alex Rivera')).toBeVisible();
});
