import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

// The number pad from the Quick connects panel during a call and in after-call work (§2), and its tones while a
// number is composed (§5: 0.25 s dual tones at gain 0.2, standard DTMF pairs).

/** Records the frequency of every oscillator the page starts (the tones still play). */
async function recordTones(page: Page) {
  await page.addInitScript(() => {
    const started: number[] = [];
    (window as any).__tones = started;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      started.push(Math.round(this.frequency.value));
      return start.apply(this, args);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => [...((window as any).__tones as number[])]);

test('during a call, Quick connects offers the number pad, which adds a typed number to the call', async ({ page, panel, api }) => {
  await recordTones(page);
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('region', { name: 'Quick connects' }).getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  const number = pad.getByRole('textbox', { name: 'Phone number' });
  await expect(number).toBeFocused();
  // Composing a number sounds each key: typed '1' is 697 + 1209 Hz, the keypad's 5 is 770 + 1336 Hz.
  await number.pressSequentially('+1415555011');
  await expect.poll(() => tones(page)).toEqual(expect.arrayContaining([697, 1209]));
  await pad.getByRole('button', { name: '5', exact: true }).click();
  await expect.poll(async () => (await tones(page)).slice(-2).sort()).toEqual([1336, 770]);
  await expect(number).toHaveValue('+14155550115');
  await pad.getByRole('button', { name: 'Call to add' }).click();
  await expect.poll(async () => (await parties(api, contactId)).filter((p) => p.role === 'third_party').length).toBe(1);
});

test('in after-call work, Quick connects offers the number pad', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('region', { name: 'Quick connects' }).getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  await expect(pad.getByRole('button', { name: 'Call' })).toBeVisible();
});

test('the country picker shows the chosen country\'s flag, and an empty flag for a country without one', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { dialableCountries: ['US', 'DE', 'AN'] });
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await availableAgent(page, panel.url);
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  // Drawn as an SVG picture (an emoji flag is two empty boxes on a desktop without a colour-emoji font).
  const drawn = (name: string) => expect.poll(() => pad.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith('data:image/svg+xml,')));
  await drawn('Flag of United States').toBe(true);
  await pad.getByRole('combobox', { name: 'Country' }).selectOption('de');
  await drawn('Flag of Germany').toBe(true);
  await pad.getByRole('combobox', { name: 'Country' }).selectOption('an');
  await expect(pad.getByRole('img', { name: /^Flag of/ })).toHaveCount(0);
  await expect.poll(() => warnings.some((w) => w.includes('no flag for country an'))).toBe(true);
});
