import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect } from '../support/fixtures.ts';

/**
 * A fleet roll-out (config.json agentSettings): the administrator's defaults apply to an agent who chose nothing,
 * and a locked setting shows, disabled, as set by the administrator.
 */
let fleet: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  fleet = await startPanelHost({
    config: { ...connectLocalPanelConfig(connectLocal.url), agentSettings: {
        defaults: { theme: 'dark', language: 'en_US', ringer: 'Speakers', notifications: false },
        locked: ['theme', 'language', 'ringer', 'notifications'],
        offerTelLinks: false,
      },
    },
  });
  connectLocal.allowPanelOrigin(fleet.url);
});
test.afterAll(async () => fleet?.close());

test("Settings shows the administrator's locked settings as set by the administrator", async ({ page }) => {
  // An agent who had picked light and French on this browser before the lock.
  await page.addInitScript(() => {
    localStorage.setItem('ccp.theme', 'light');
    localStorage.setItem('selectedLanguage', 'fr_FR');
  });
  await page.goto(`${fleet.url}/settings`);
  // Settings' view loads on demand: on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 90_000 });
  const appearance = page.getByRole('group', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  for (const name of ['Same as the system', 'Light', 'Dark']) {
    const radio = appearance.getByRole('radio', { name });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Set by your administrator');
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeDisabled();
  await expect(language).toHaveAccessibleDescription('Set by your administrator');
  await expect(language).toHaveValue('en_US');
  await expect(page.getByRole('group', { name: 'Phone links' })).toHaveCount(0);
  const ringer = page.getByRole('combobox', { name: 'Ringer' });
  await expect(ringer).toBeDisabled();
  await expect(ringer).toHaveAccessibleDescription('Set by your administrator');
  // Locked off: no offer to turn desktop notifications on, here or on the Email tab.
  const notifications = page.getByRole('group', { name: 'Notifications' });
  await expect(notifications).toContainText('Desktop notifications of incoming contacts are turned off for this panel.');
  await expect(notifications.getByRole('button')).toHaveCount(0);
});

test("an administrator's default applies until the agent chooses, and an unlocked setting stays the agent's", async ({ page, connectLocal }) => {
  const defaults = await startPanelHost({ config: { ...connectLocalPanelConfig(connectLocal.url), agentSettings: { defaults: { theme: 'dark' } } } });
  connectLocal.allowPanelOrigin(defaults.url);
  try {
    await page.goto(`${defaults.url}/settings`);
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 90_000 });
    const appearance = page.getByRole('group', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await appearance.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Kept as the agent's own choice on this browser, which wins over the default from now on.
    expect(await page.evaluate(() => localStorage.getItem('ccp.theme'))).toBe('light');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  } finally {
    await defaults.close();
  }
});
