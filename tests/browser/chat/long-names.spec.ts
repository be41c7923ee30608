import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, transcript } from './support.ts';

/**
 * Long unbroken names and titles from outside (an attachment's 240-letter name, an interactive message's
 * 3,000-letter title) stay inside their bubbles at 320 px: they wrap, and the full text is still there to read
 * (the download button's and the figure's names carry it whole). The transcript never scrolls sideways.
 */

const LONG_FILE = `${'q'.repeat(236)}.pdf`;
const LONG_TITLE = 'W'.repeat(3000);
const LONG_OPTION = `option-${'x'.repeat(600)}`;

test('a 240-letter attachment name and a 3,000-letter interactive title wrap, whole, inside the transcript', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await page.setViewportSize({ width: 320, height: 640 });

  await api.post(`/contacts/${contactId}/customer/attachments`, { name: LONG_FILE, contentType: 'application/pdf', base64: Buffer.from('%PDF').toString('base64') });
  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: { templateType: 'ListPicker', version: '1.0', data: { content: { title: LONG_TITLE, subtitle: 'S'.repeat(400), elements: [{ title: LONG_OPTION }, { title: 'Short' }] } } },
  });
  const log = transcript(page);
  const download = log.getByRole('button', { name: `Download ${LONG_FILE}` });
  await expect(download).toBeVisible();
  const picker = log.getByRole('figure', { name: `List picker: ${LONG_TITLE}` });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('listitem').first()).toHaveText(LONG_OPTION);

  // Nothing is wider than the transcript: it has no sideways scroll, and the long texts wrap within it.
  const widths = await log.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const box = (await log.boundingBox())!;
  for (const part of [download, picker.locator('figcaption strong'), picker.getByRole('listitem').first()]) {
    const b = (await part.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
  }
  // The page does not scroll sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
