import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat } from './support.ts';

// A connected chat's action bar is End chat plus a More menu (chat/task/email §4) holding the rarer actions:
// Transfer chat and Create task here; Add to chat and Manage participants in a multi-party chat (multiparty.spec.ts).
// The menu is shut while a manager supervises the agent (supervision/chat-monitor.spec.ts). After contact work
// offers Create task beside Close contact.

test('the More menu works from the keyboard: arrow down opens it on Transfer chat, Enter opens the quick connects', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const controls = page.getByRole('group', { name: 'Chat controls' });
  await expect(controls.getByRole('button')).toHaveText(['', 'End chat']);
  const more = controls.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Transfer chat', 'Create task']);
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

test('Create task from a chat, connected (More menu) or in after contact work: the new task is related to the chat', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await page.getByRole('group', { name: 'Chat controls' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Create task' }).click();
  let form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Transcript' })).toBeVisible();

  await page.getByRole('button', { name: 'End chat' }).click();
  const controls = page.getByRole('button', { name: 'Create task' });
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await controls.click();
  form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Send the refund form');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Send the refund form')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Send the refund form')?.relatedContactId).toBe(contactId);
  // Back at the chat's after contact work, focus on Create task.
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(controls).toBeFocused();
});
