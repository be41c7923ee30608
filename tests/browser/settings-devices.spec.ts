import type { PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';

/**
 * Audio device selection on the Settings page (voice §2, §3). Chromium runs with fake media devices; once the
 * page may use the microphone, enumerateDevices lists them with labels.
 */

test('settings: the audio device selects list the browser devices and a saved choice is stored', async ({ page, panel }) => {
  await page.context().grantPermissions(['microphone'], { origin: new URL(panel.url).origin });
  await page.goto(`${panel.url}/settings`);
  const audio = page.getByRole('group', { name: 'Audio devices' });
  await expect(audio).toBeVisible();
  const speaker = audio.getByRole('combobox', { name: 'Speaker' });
  const microphone = audio.getByRole('combobox', { name: 'Microphone' });
  const ringer = audio.getByRole('combobox', { name: 'Ringer' });
  for (const select of [speaker, microphone, ringer]) await expect(select).toHaveValue('default');
  // The fake devices, labelled: the default input and at least one more.
  await expect(microphone.locator('option', { hasText: /Fake/ }).nth(1)).toBeAttached();

  const second = microphone.locator('option').nth(1);
  const chosenId = await second.getAttribute('value');
  expect(chosenId).toBeTruthy();
  expect(chosenId).not.toBe('default');
  await microphone.selectOption(chosenId!);
  // A pick applies at Save, like the other settings.
  expect(await page.evaluate(() => localStorage.getItem('microphoneDeviceId'))).toBeNull();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('microphoneDeviceId'))).toBe(chosenId);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Microphone' })).toHaveValue(chosenId!);
});

// Takes the panel host too: requesting it is what starts it and registers its origin with Connect Local.
const workspace = async (page: Page, url: string, _panel: PanelHost) => {
  await page.goto(`${url}/workspace/`);
  return page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
};

test('settings in the agent-workspace plugin: no audio devices section (the workspace owns audio)', async ({ page, connectLocal, panel }) => {
  const plugin = await workspace(page, connectLocal.url, panel);
  await expect(plugin.getByRole('banner')).toContainText('Alex Rivera');
  await plugin.getByRole('tab', { name: 'Settings' }).click();
  await expect(plugin.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(plugin.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(plugin.getByRole('group', { name: 'Audio devices' })).toHaveCount(0);
  await expect(plugin.getByRole('combobox', { name: 'Microphone' })).toHaveCount(0);
});
