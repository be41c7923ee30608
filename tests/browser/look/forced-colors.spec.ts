import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from '../voice/support.ts';

// In forced colours (Windows high contrast) the browser replaces the panel's colours; the states a colour alone
// showed must still differ: the selected tab and a pressed Mute.
const style = (l: Locator, prop: string) => l.evaluate((el: Element, p: string) => getComputedStyle(el).getPropertyValue(p), prop);

test('forced colours keep the selected tab and a pressed Mute distinguishable', async ({ page, panel, api }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await availableAgent(page, panel.url);
  const voice = page.getByRole('tab', { name: /^Voice/ });
  const chat = page.getByRole('tab', { name: /^Chat/ });
  await expect(voice).toHaveAttribute('aria-selected', 'true');
  expect(await style(voice, 'border-bottom-color')).not.toBe(await style(chat, 'border-bottom-color'));

  await api.settings({ autoAnswer: false });
  await api.inboundCall({ from: '+14155550100' });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const mute = page.getByRole('button', { name: 'Mute' });
  const icon = mute.locator('.control-button-icon');
  const unpressed = await style(icon, 'background-color');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect(await style(icon, 'background-color')).not.toBe(unpressed);
});
