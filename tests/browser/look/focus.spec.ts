import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { acceptedChat, availableOnChat, messageBox } from '../chat/support.ts';

// After every action focus stays on a sensible control (issue 16: it used to fall to the page body after
// accept, add party, leave/end, dial, Escape and Save). Keys only, so the journeys are a keyboard user's.

const callControls = (page: import('@playwright/test').Page) => page.getByRole('group', { name: 'Call controls' });

test('panels return focus to their opener; a dial lands on the new call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const numberPad = page.getByRole('button', { name: 'Number pad' });
  await numberPad.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(numberPad).toBeFocused();

  const quickConnects = page.getByRole('button', { name: 'Quick connects' });
  await quickConnects.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search quick connects' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(quickConnects).toBeFocused();

  // Dialling takes the number pad away: focus goes to the new call's controls.
  await numberPad.press('Enter');
  await page.keyboard.type('+14155550111');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
  await expect(callControls(page).locator(':focus')).toHaveCount(1);
});

test('adding and removing a party, and the remove dialog, keep focus on the call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Quick connects' }).press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search quick connects' })).toBeFocused();
  await page.keyboard.type('Front desk');
  // The picker asks for the quick connects as it opens; until they come, Call to add is disabled and Enter does nothing.
  await expect(page.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Front desk/ })).toBeVisible();
  await page.getByRole('button', { name: 'Call to add' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
  await expect(callControls(page).locator(':focus')).toHaveCount(1);

  const remove = page.getByRole('button', { name: 'Remove Front desk' });
  await remove.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove participant' });
  // The dialog opens on its safe choice, and Escape returns to the button that opened it.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Remove' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Participants' })).toHaveCount(0);
  await expect(callControls(page).locator(':focus')).toHaveCount(1);
});

test('the transfer picker returns focus to the More menu it came from, and a transfer leaves it in the message box', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  // Transfer chat is in the chat's More menu (the end button plus a More menu, chat/task/email §4).
  const more = page.getByRole('group', { name: 'Chat controls' }).getByRole('button', { name: 'More' });
  const transfer = page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Transfer chat' });
  await more.press('ArrowDown');
  await transfer.press('Enter');
  const list = page.getByRole('listbox', { name: 'Quick connects' });
  await expect(list).toBeVisible();
  await page.getByRole('combobox', { name: 'Search quick connects' }).press('Escape');
  await expect(more).toBeFocused();
  await more.press('ArrowDown');
  await transfer.press('Enter');
  await page.getByRole('combobox', { name: 'Search quick connects' }).fill('Sales');
  // The picker asks for the quick connects each time it opens: Transfer waits for the one found.
  await expect(list.getByRole('option', { name: /Sales queue/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Transfer', exact: true }).press('Enter');
  // The transfer runs: the picker is gone and focus is back on the More menu it was opened from.
  await expect(list).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('Save keeps focus on the settings form', async ({ page, panel }) => {
  await page.goto(`${panel.url}/settings`);
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.focus();
  await language.selectOption('de_DE');
  await page.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Einstellungen gespeichert.' })).toBeVisible();
  // Save is disabled once nothing is left to save; focus returns to the field just changed.
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toBeFocused();
});
