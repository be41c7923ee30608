import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

async function openNumberPad(page: Page) {
  await page.getByRole('button', { name: 'Number pad' }).click();
  return page.getByRole('form', { name: 'Number pad' });
}

test('full-width numerals typed again after clearing the field are all taken', async ({ page, panel }) => {
  await availableAgent(page, panel.url);
  const pad = await openNumberPad(page);
  const field = pad.getByRole('textbox', { name: 'Phone number' });
  await field.focus();
  // As an IME commits them: one input event per numeral.
  for (const ch of '１２３') await page.keyboard.insertText(ch);
  await expect(field).toHaveValue('123');
  await field.fill('');
  for (const ch of '１２３') await page.keyboard.insertText(ch);
  await expect(field).toHaveValue('123');
  // The whole number at once, again after clearing.
  await field.fill('');
  await page.keyboard.insertText('１２３');
  await expect(field).toHaveValue('123');
});

test('an invalid number shows a visible message under the field, and typing clears it', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const pad = await openNumberPad(page);
  const field = pad.getByRole('textbox', { name: 'Phone number' });
  await field.fill('12345');
  await pad.getByRole('button', { name: 'Call' }).click();
  const message = pad.getByText('12345 number is not in E.164 format');
  await expect(message).toBeVisible();
  const box = await message.boundingBox();
  expect(box && box.width > 1 && box.height > 1).toBe(true);
  await expect(field).toHaveAccessibleDescription(/12345 number is not in E\.164 format/);
  expect((await api.state()).contacts).toHaveLength(0);
  await field.press('6');
  await expect(message).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'false');
});
