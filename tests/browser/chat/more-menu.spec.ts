import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat } from './support.ts';

// A connected chat's action bar is End chat plus a More menu (chat/task/email §4) holding the rarer actions:
// Transfer chat here; Add to chat and Manage participants in a multi-party chat (multiparty.spec.ts). The menu is
// shut while a manager supervises the agent (supervision/chat-monitor.spec.ts).

test('the More menu works from the keyboard: arrow down opens it on Transfer chat, Enter opens the quick connects', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const controls = page.getByRole('group', { name: 'Chat controls' });
  await expect(controls.getByRole('button')).toHaveText(['End chat', '']);
  const more = controls.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Transfer chat']);
  await expect(menu.getByRole('menuitem', { name: 'Transfer chat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('listbox', { name: 'Quick connects' })).toBeVisible();

  // Escape from the trigger closes an open menu too.
  await more.click();
  await expect(menu).toBeVisible();
  await more.focus();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});
