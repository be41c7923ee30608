import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, type Page } from '../support/fixtures.ts';

/**
 * Opens a second panel signed in as another user (its own browser context, so its own sign-in cookie), as a
 * supervisor at their own desk would. The panel under test (`page`) stays the default agent's. `options`: the
 * context's, e.g. the microphone permission a softphone needs.
 */
export async function panelSignedInAs(browser: Browser, connectLocalUrl: string, panelUrl: string, username: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const login = await context.newPage();
  await login.goto(`${connectLocalUrl}/connect/login`);
  await login.getByRole('combobox', { name: 'User' }).selectOption(username);
  await login.getByRole('button', { name: 'Sign in' }).click();
  // The sign-in must land (its cookie set) before the panel loads, or the panel meets the default agent's CCP.
  await expect(login.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  await login.close();
  const page = await context.newPage();
  await page.goto(panelUrl);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  return page;
}
