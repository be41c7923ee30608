import { test, expect } from './support/fixtures.ts';
import { expectNoAxeViolations } from './look/axe.ts';

/**
 * The Video devices section of Settings (voice §2, §6): shown to agents with the videoContact permission; the
 * camera select lists the browser's cameras and a saved pick is stored as cameraDeviceId; the preview opens the
 * camera only on request. Chromium runs with a fake camera.
 */
test('settings: the camera pick is saved and the preview shows the camera', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['outboundCall', 'videoContact'] });
  await page.context().grantPermissions(['camera', 'microphone'], { origin: new URL(panel.url).origin });
  await page.goto(`${panel.url}/settings`);
  const video = page.getByRole('group', { name: 'Video devices' });
  const camera = video.getByRole('combobox', { name: 'Camera' });
  await expect(camera).toHaveValue('default');
  const fake = camera.locator('option').nth(1);
  await expect(fake).toBeAttached();
  const cameraId = await fake.getAttribute('value');
  await camera.selectOption(cameraId!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cameraDeviceId'))).toBe(cameraId);

  const preview = video.getByRole('button', { name: 'Camera preview' });
  await expect(preview).toHaveAttribute('aria-pressed', 'false');
  await expect(video.locator('video')).toHaveCount(0);
  await preview.click();
  await expect(preview).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => video.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const box = (await video.locator('video').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(386);
  expect(box.height).toBeLessThanOrEqual(218);
  await expectNoAxeViolations(page, 'settings with the camera preview');
  await preview.click();
  await expect(video.locator('video')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Video devices' }).getByRole('combobox', { name: 'Camera' })).toHaveValue(cameraId!);
});

test('settings: no Video devices section without the videoContact permission', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['outboundCall'] });
  await page.goto(`${panel.url}/settings`);
  await expect(page.getByRole('group', { name: 'Audio devices' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Video devices' })).toHaveCount(0);
});
