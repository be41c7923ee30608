import { test, expect } from './support/fixtures.ts';

// Login and logout (§4): logging out sets the agent offline, calls the instance's logout endpoint, and ends on a
// signed-out page instead of leaving a panel whose every action now fails.
test('Log out ends on a signed-out page, with the agent Offline and the session over', async ({ page, panel, api, connectLocal }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  // The browser is signed in to the instance before logging out.
  expect((await page.request.get(`${connectLocal.url}/auth/authorize`)).status()).toBe(200);

  await page.getByRole('tab', { name: /^Settings/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page.getByRole('heading', { name: 'You are logged out' })).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Settings/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in again' })).toBeVisible();
  await expect.poll(async () => (await api.agentState()).name).toBe('Offline');
  await expect.poll(async () => (await page.request.get(`${connectLocal.url}/auth/authorize`)).status()).toBe(401);
});
