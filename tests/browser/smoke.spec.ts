import { test, expect } from './support/fixtures.ts';

test('the standalone page initialises the agent from Connect Local through real streams', async ({ page, panel }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await expect(page.getByText('Alex Rivera')).toBeVisible();
});
