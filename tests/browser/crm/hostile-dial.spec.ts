import type { PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect, type Page } from '../support/fixtures.ts';
import { startCrmPanel } from './crm-panel.ts';

/**
 * Hostile dialling from outside the panel with auto-dial ON (the most permissive setting): no link (…/dial, a tel:
 * link through the browser's handler, a foreign page's window.open) ever places a call without the agent's click,
 * and the embedding API's dial from the allowed CRM parent auto-dials an ordinary number only, never an emergency or
 * premium-rate one. Each case leaves the number on the agent's number pad, shown, and Connect Local with no contact.
 * The counts are in the README's security section.
 */

/** Numbers a link may carry: a dialable one, emergency ones and premium-rate ones (US 900, UK 09). */
export const HOSTILE_LINK_NUMBERS = [
  ['911', '911'],
  ['tel:911', '911'],
  ['999', '999'],
  ['+1 900 555 0100', '+19005550100'],
  ['tel:+44-909-879-0000', '+449098790000'],
  ['+12065550100', '+12065550100'],
] as const;
/** Numbers the allowed CRM parent's dial command may carry that still wait for the agent's click. */
export const HOSTILE_EMBED_NUMBERS = [
  ['911', '911'],
  ['933', '933'],
  ['+1 900 555 0100', '+19005550100'],
  ['+44 909 879 0000', '+449098790000'],
] as const;

let host: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  host = await startCrmPanel(connectLocal, { allowedFramingOrigins: [connectLocal.url], crm: { dial: { autoDial: true } } });
});
test.afterAll(async () => host.close());

const padNumber = (page: Pick<Page, 'getByRole'>) => page.getByRole('form', { name: 'Number pad' }).getByRole('textbox', { name: 'Phone number' });

test('with auto-dial on, no …/dial or tel: link dials: each number waits on the pad for the agent’s click', async ({ page, api }) => {
  // One sign-in per link: six page loads.
  test.slow();
  for (const [raw, shown] of HOSTILE_LINK_NUMBERS) {
    await page.goto(`${host.url}/dial?number=${encodeURIComponent(raw)}`);
    await expect(padNumber(page), raw).toHaveValue(shown);
    expect((await api.state()).contacts, raw).toEqual([]);
  }
  // The agent's click places it.
  await page.getByRole('form', { name: 'Number pad' }).getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => JSON.stringify((await api.state()).contacts)).toContain('+12065550100');
});

test('with auto-dial on, a foreign page opening …/dial makes no call', async ({ page, context, api }) => {
  await page.goto('about:blank');
  const opened = context.waitForEvent('page');
  await page.evaluate((url) => void window.open(url), `${host.url}/dial?number=${encodeURIComponent('+12065550100')}`);
  const panel = await opened;
  await expect(padNumber(panel)).toHaveValue('+12065550100');
  expect((await api.state()).contacts).toEqual([]);
});

test('the allowed CRM’s dial auto-dials an ordinary number, never an emergency or premium-rate one', async ({ page, connectLocal, api }) => {
  await page.goto(`${connectLocal.url}/crm/?panel=${encodeURIComponent(host.url)}`);
  const panel = page.frameLocator('iframe[title="Contact Control Panel"]');
  await expect(panel.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline', { timeout: 30_000 });
  const status = page.getByRole('status').filter({ hasText: /Dialled|number pad/ });
  for (const [raw, shown] of HOSTILE_EMBED_NUMBERS) {
    await page.getByRole('textbox', { name: 'Number' }).fill(raw);
    await page.getByRole('button', { name: 'Dial through the API' }).click();
    await expect(status, raw).toHaveText(`On the agent's number pad: ${shown}`);
    await expect(padNumber(panel), raw).toHaveValue(shown);
    expect((await api.state()).contacts, raw).toEqual([]);
  }
  await page.getByRole('textbox', { name: 'Number' }).fill('+1 415 555 0199');
  await page.getByRole('button', { name: 'Dial through the API' }).click();
  await expect(status).toHaveText('Dialled +14155550199');
  await expect.poll(async () => JSON.stringify((await api.state()).contacts)).toContain('+14155550199');
});

test('a right-to-left override in a link’s number cannot turn the panel’s own warning backwards', async ({ page, api }) => {
  await page.goto(`${host.url}/dial?number=${encodeURIComponent('911\u202Eemoc ot')}`);
  const warning = page.getByText(/is not a phone number/);
  // The number shows without its override, and the panel's words read as written: each word left of the next on
  // its line (or on a later line), as laid out by the browser.
  await expect(warning).toHaveText("The link's number 911emoc ot is not a phone number. Nothing was dialled.");
  const order = await warning.evaluate((el) => {
    const text = el.firstChild?.nodeType === Node.TEXT_NODE ? el : el.querySelector('*') ?? el;
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    const boxes: { word: string; top: number; left: number }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const b = r.getBoundingClientRect();
        boxes.push({ word: m[0], top: Math.round(b.top), left: b.left });
      }
    }
    const own = ['is', 'not', 'a', 'phone', 'number.', 'Nothing', 'was', 'dialled.'];
    const at = own.map((w) => boxes.find((b) => b.word === w)!);
    return at.slice(1).map((b, i) => {
      const prev = at[i]!;
      return b.top > prev.top || (b.top === prev.top && b.left > prev.left) ? 'in order' : `${b.word} before ${prev.word}`;
    });
  });
  expect(order).toEqual(Array(7).fill('in order'));
  expect((await api.state()).contacts).toEqual([]);
});
