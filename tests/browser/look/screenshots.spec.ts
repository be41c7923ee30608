import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '../support/fixtures.ts';
import { chromiumArgs, findChromium } from '../support/chromium.ts';
import { availableAgent } from '../voice/support.ts';
import { startChat } from '../chat/support.ts';

// Screenshots of the main screens against the baselines in docs/screenshots (reviewed by eye, shown in the
// README): light and dark; English at 320 and 400 px, German (the longest words) and Japanese at 320 px.
// The rendering is made to repeat: animations and the caret off, reduced motion, no focus ring or hover, the
// fonts loaded, fixed data (Connect Local's seeded agent, fake devices, a fixed caller and message); timers and
// times change every second, so they are masked grey. A small tolerance absorbs anti-aliasing noise, not a
// changed look. After a deliberate change of the look, look at the new pictures and take them as the baselines
// on the CI machine's Debian Chromium:
//   node build.mjs && CI=1 npx playwright test tests/browser/look/screenshots.spec.ts --workers=1 --update-snapshots

// Japanese needs a CJK font (Debian: fonts-noto-cjk; .ci/run installs it). Without one the glyphs are boxes, so
// a machine without it skips Japanese, and CI, which must have it, fails saying so.
const japaneseFont = (() => {
  try { return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim() !== ''; } catch { return false; }
})();
const SIZES = [
  { locale: 'en_US', width: 320 },
  { locale: 'en_US', width: 400 },
  { locale: 'de_DE', width: 320 },
  ...(japaneseFont || process.env.CI ? [{ locale: 'ja_JP', width: 320 }] : []),
];
const HEIGHT = 560;

// Font smoothing that does not depend on the screen: the same pixels on every run of the same Chromium.
test.use({ launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'] } });

const moving = (page: Page) => [page.locator('[role="timer"], time, .task-list-timer')];

async function shoot(page: Page, name: string) {
  // End call / End chat ignore clicks (and show disabled) for their first half second on screen: wait them out.
  await expect(page.locator('button.btn-danger:disabled')).toHaveCount(0);
  // Nothing hovered or focused: those are states of the pointer and the keyboard, not of the screen.
  await page.mouse.move(0, HEIGHT - 1);
  await page.evaluate(() => document.fonts.ready.then(() => (document.activeElement as HTMLElement | null)?.blur()));
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: moving(page), maskColor: '#8d99a8', animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.005 });
}

/** The panel in `locale` (as picked on this browser), `width` wide, at `url`. */
async function show(page: Page, url: string, locale: string, width: number) {
  if (locale === 'ja_JP' && !japaneseFont) throw new Error('Japanese screenshots need a CJK font: apt-get install fonts-noto-cjk');
  await page.setViewportSize({ width, height: HEIGHT });
  await page.evaluate((l) => localStorage.setItem('selectedLanguage', l), locale);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    test('a call and Settings', async ({ page, panel, api }) => {
      await availableAgent(page, panel.url);
      await api.settings({ autoAnswer: false });
      await api.inboundCall({ from: '+14155550100' });
      await page.getByRole('button', { name: 'Accept call' }).click();
      await expect(page.getByTestId('contact-status')).toHaveText('Connected');
      for (const { locale, width } of SIZES) {
        await show(page, `${panel.url}/softphone`, locale, width);
        await page.getByRole('navigation').getByRole('link').first().click();
        await expect(page.getByRole('button').filter({ has: page.locator('.control-button-icon') }).first()).toBeVisible();
        await shoot(page, `call-${locale}-${width}-${scheme}`);
        await show(page, `${panel.url}/settings`, locale, width);
        await expect(page.getByRole('tabpanel').getByRole('radio').first()).toBeVisible();
        await shoot(page, `settings-${locale}-${width}-${scheme}`);
      }
    });

    test('a chat', async ({ page, panel, api }) => {
      await availableAgent(page, panel.url);
      await page.getByRole('tab', { name: /^Chat/ }).click();
      const { contactId } = await startChat(api);
      await page.getByRole('button', { name: 'Accept chat' }).click();
      await expect.poll(async () => (await api.contact(contactId))?.state).toBe('connected');
      await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Hello, where is my order?' });
      await expect(page.getByText('Hello, where is my order?')).toBeVisible();
      for (const { locale, width } of SIZES) {
        await show(page, `${panel.url}/chat`, locale, width);
        await page.getByRole('navigation').getByRole('link').first().click();
        await expect(page.getByText('Hello, where is my order?')).toBeVisible();
        await shoot(page, `chat-${locale}-${width}-${scheme}`);
      }
    });
  });
}
