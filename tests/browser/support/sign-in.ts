import { expect, type Page } from './fixtures.ts';

/**
 * Signs in to Connect Local as a user who is not an agent (admin), as the login popup would; the sign-in must land
 * (its cookie set) before the panel loads, or the panel meets a signed-out CCP. Needs `requireLogin` on.
 */
export async function signInAsNonAgent(page: Page, connectLocalUrl: string) {
  const login = await page.context().newPage();
  await login.goto(`${connectLocalUrl}/connect/login`);
  await login.getByRole('combobox', { name: 'User' }).selectOption('admin');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  await login.close();
}
