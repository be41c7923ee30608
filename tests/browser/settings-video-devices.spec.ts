import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';
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

/**
 * Video Enhancement is the Chime SDK's background blur, whose worker, wasm and model come from Amazon's CDN. This
 * machine cannot reach it, so the real SDK's isSupported fails to fetch its worker: the checkbox is disabled and
 * says why, and is not ticked even though a blur choice is stored.
 */
test('settings: Video Enhancement says in words that background blur is not available here', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['outboundCall', 'videoContact'] });
  await page.goto(panel.url);
  await page.evaluate(() => localStorage.setItem('backgroundBlurEnabled', 'true'));
  const cdn: string[] = [];
  page.on('request', (r) => new URL(r.url()).hostname === 'static.sdkassets.chime.aws' && cdn.push(r.url()));
  // This machine cannot reach the CDN anyway; refusing it here keeps the answer the same wherever the suite runs.
  await page.route('https://static.sdkassets.chime.aws/**', (r) => r.abort('internetdisconnected'));
  await page.goto(`${panel.url}/settings`);
  const video = page.getByRole('group', { name: 'Video devices' });
  const blur = video.getByRole('checkbox', { name: 'Video enhancement' });
  await expect(blur).toHaveAccessibleDescription('Background blur is not available in this browser.');
  await expect(blur).toBeDisabled();
  await expect(blur).not.toBeChecked();
  // The answer is the real SDK's: it asked Amazon's CDN for the blur worker.
  expect(cdn.some((u) => u.includes('/bgblur/'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page, 'settings with background blur unavailable');
});

test('settings: no Video devices section without the videoContact permission', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['outboundCall'] });
  await page.goto(`${panel.url}/settings`);
  await expect(page.getByRole('group', { name: 'Audio devices' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Video devices' })).toHaveCount(0);
});

/**
 * config.json's backgroundBlur (README, "Background blur and the CSP"): a deployment may serve the blur files itself
 * so its CSP stays on 'self', or turn blur off. Each variant is a panel host of its own with that config.json.
 */
test.describe('Video Enhancement as the deployment configures it', () => {
  let selfHosted: PanelHost;
  let turnedOff: PanelHost;
  // Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ connectLocal }) => {
    const config = connectLocalPanelConfig(connectLocal.url);
    selfHosted = await startPanelHost({ config: { ...config, backgroundBlur: { assetsUrl: '/blur-assets/' } } });
    turnedOff = await startPanelHost({ config: { ...config, backgroundBlur: false } });
    connectLocal.allowPanelOrigin(selfHosted.url);
    connectLocal.allowPanelOrigin(turnedOff.url);
  });
  test.afterAll(async () => {
    await selfHosted?.close();
    await turnedOff?.close();
  });

  /** Every request the page makes whose URL passes `keep`. */
  const requests = (page: Page, keep: (url: URL) => boolean) => {
    const seen: string[] = [];
    page.on('request', (r) => keep(new URL(r.url())) && seen.push(r.url()));
    return seen;
  };

  test("self-hosted: the real SDK asks the panel's own site, and the choice goes to streams as 'set background blur'", async ({ page, api }) => {
    await api.patch('/agents/agent', { permissions: ['outboundCall', 'videoContact'] });
    const cdn = requests(page, (u) => u.hostname.endsWith('sdkassets.chime.aws'));
    // For a worker on the page's own origin the SDK's support check only constructs it (new Worker) and stops it
    // at once, so its script request may never be made: the worker URLs the page constructs are what is checked.
    await page.addInitScript(() => {
      const w = window as unknown as { Worker: typeof Worker; workerUrls: string[] };
      const Native = w.Worker;
      w.workerUrls = [];
      w.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          w.workerUrls.push(String(url));
          super(url, options);
        }
      };
    });
    // A stand-in worker script, so the request (if made) is answered; the real files are Amazon's and not here.
    await page.route(`${selfHosted.url}/blur-assets/**`, (r) => r.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => undefined;' }));
    await page.goto(`${selfHosted.url}/settings`);
    const blur = page.getByRole('group', { name: 'Video devices' }).getByRole('checkbox', { name: 'Video enhancement' });
    await expect(blur).toHaveAccessibleDescription('Blurs your background when your camera is on in a video call.');
    const workers = await page.evaluate(() => (window as unknown as { workerUrls: string[] }).workerUrls.map((u) => new URL(u, location.href)).map((u) => `${u.origin}${u.pathname}`));
    expect(workers).toContain(`${selfHosted.url}/blur-assets/bgblur/workers/worker.js`);
    expect(cdn).toEqual([]);

    // Streams broadcasts the choice (configuration::background_blur_changed); the CCP page hears it.
    await expect(page.getByRole('banner')).toContainText('Alex Rivera');
    const ccp = page.frames().find((f) => f.url().includes('/ccp-v2/'))!;
    await ccp.evaluate(() => {
      const w = window as unknown as { connect: any; blurChanges: unknown[] };
      w.blurChanges = [];
      w.connect.core.getEventBus().subscribe(w.connect.ConfigurationEvents.BACKGROUND_BLUR_CHANGED, (d: unknown) => w.blurChanges.push(d));
    });
    await blur.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect(blur).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('backgroundBlurEnabled'))).toBe('true');
    await expect.poll(() => ccp.evaluate(() => (window as unknown as { blurChanges: unknown[] }).blurChanges)).toEqual([{ isBackgroundBlurEnabled: true }]);
  });

  test("a choice saved in one of the agent's windows reaches the other (streams' background blur event)", async ({ page, context, api }) => {
    await api.patch('/agents/agent', { permissions: ['outboundCall', 'videoContact'] });
    // The stand-in worker script of the test above, for both windows.
    await context.route(`${selfHosted.url}/blur-assets/**`, (r) => r.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => undefined;' }));
    const other = await context.newPage();
    await other.goto(`${selfHosted.url}/settings`);
    const otherBlur = other.getByRole('group', { name: 'Video devices' }).getByRole('checkbox', { name: 'Video enhancement' });
    await expect(otherBlur).toBeEnabled();
    await expect(otherBlur).not.toBeChecked();
    // Its streams is up (the agent is known), so it hears the agent's broadcasts.
    await expect(other.getByRole('banner')).toContainText('Alex Rivera');

    await page.goto(`${selfHosted.url}/settings`);
    const blur = page.getByRole('group', { name: 'Video devices' }).getByRole('checkbox', { name: 'Video enhancement' });
    await blur.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect(otherBlur).toBeChecked();
  });

  test('turned off: Settings says so and the Chime SDK is never downloaded', async ({ page, api }) => {
    await api.patch('/agents/agent', { permissions: ['outboundCall', 'videoContact'] });
    await page.goto(turnedOff.url);
    await page.evaluate(() => localStorage.setItem('backgroundBlurEnabled', 'true'));
    const fetched = requests(page, (u) => u.hostname.endsWith('sdkassets.chime.aws') || /chime-engine/.test(u.pathname));
    await page.goto(`${turnedOff.url}/settings`);
    const blur = page.getByRole('group', { name: 'Video devices' }).getByRole('checkbox', { name: 'Video enhancement' });
    await expect(blur).toHaveAccessibleDescription('Background blur is turned off for this panel by your administrator.');
    await expect(blur).toBeDisabled();
    await expect(blur).not.toBeChecked();
    expect(fetched).toEqual([]);
  });
});
