import { test, expect } from './support/fixtures.ts';

// Chat/task/email §9 and shell §9: the header shows 5 characters of the agent's name and of the status name below
// 220 px, up to 40 above 430 px; the whole name stays the tooltip, and the status option is never cut.
test('below 220 px the header cuts the status name to 5 characters and keeps the whole name as its tooltip', async ({ page, panel }) => {
  await page.setViewportSize({ width: 200, height: 600 });
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await expect(status).toHaveAttribute('title', 'Offline');
  const narrow = (await status.boundingBox())!.width;

  await page.setViewportSize({ width: 800, height: 600 });
  await expect(status).not.toHaveAttribute('title');
  await expect.poll(async () => (await status.boundingBox())!.width).toBeGreaterThan(narrow);
  await expect(status.getByRole('option', { name: 'Offline' })).toHaveCount(1);
});
