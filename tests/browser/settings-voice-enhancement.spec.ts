import { test, expect, type Page } from './support/fixtures.ts';
import { openWorkspacePlugin as workspace } from './support/workspace.ts';

/**
 * Settings' audio enhancement (voice §2; `voiceEnhancementMode` through streams and the SDK): saved to the agent's
 * configuration in Connect Local, read back from it after a reload, hidden where the instance does not offer it
 * (Connect Local's `voiceEnhancement` setting), and a refused save said in words.
 */

const enhancement = (page: Page) => page.getByRole('combobox', { name: 'Audio enhancement' });

test('settings: a chosen audio enhancement is saved to the agent configuration and survives a reload', async ({ page, panel }) => {
  await page.goto(`${panel.url}/settings`);
  await expect(enhancement(page)).toHaveValue('NONE');
  await enhancement(page).selectOption({ label: 'Noise suppression' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  // Nothing of it is kept in the browser: after a reload the panel reads the mode back from the agent configuration.
  await page.reload();
  await expect(enhancement(page)).toHaveValue('NOISE_SUPPRESSION');
  await expect(enhancement(page).locator('option:checked')).toHaveText('Noise suppression');
});

test('settings: no audio enhancement where the instance does not offer it', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/settings`);
  await expect(enhancement(page)).toBeVisible();
  await api.settings({ voiceEnhancement: false });
  // The panel asks each time Settings opens; once the instance's answer is back, the control is gone.
  const asked = page.waitForResponse((r) => r.url().endsWith('/connect/ccp-v2/sdk') && (r.request().postData() ?? '').includes('voice/getVoiceEnhancementMode'));
  await page.reload();
  expect(await (await asked).json()).toMatchObject({ isError: false });
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(enhancement(page)).toHaveCount(0);
});

test('settings: a refused audio enhancement save tells the agent in words and keeps the saved mode', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/settings`);
  await expect(enhancement(page)).toHaveValue('NONE');
  await api.post('/faults', { operation: 'aws.connect.voice voice/setVoiceEnhancementMode', error: { type: 'InternalServiceException', message: 'Refused by test' } });
  await enhancement(page).selectOption({ label: 'Voice isolation' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audio enhancement could not be changed, so it stays at Off. Please try again.' })).toBeVisible();

  await page.reload();
  await expect(enhancement(page)).toHaveValue('NONE');
});

test('settings in the agent-workspace plugin: audio enhancement is saved through the SDK and read back', async ({ page, connectLocal, panel }) => {
  let plugin = await workspace(page, connectLocal.url, panel);
  await expect(plugin.getByRole('banner')).toContainText('Alex Rivera');
  await plugin.getByRole('tab', { name: 'Settings' }).click();
  const select = plugin.getByRole('combobox', { name: 'Audio enhancement' });
  await expect(select).toHaveValue('NONE');
  await select.selectOption({ label: 'Voice isolation' });
  await plugin.getByRole('button', { name: 'Save' }).click();
  await expect(plugin.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  plugin = await workspace(page, connectLocal.url, panel);
  await expect(plugin.getByRole('banner')).toContainText('Alex Rivera');
  await plugin.getByRole('tab', { name: 'Settings' }).click();
  await expect(plugin.getByRole('combobox', { name: 'Audio enhancement' })).toHaveValue('VOICE_ISOLATION');
});
