import { test, expect } from './support/fixtures.ts';
import { expectNoAxeViolations } from './look/axe.ts';
import { availableOnEmail } from './email/support.ts';

// The header's add-contact dropdown (task list and header §2, permissions §6): a menu button, operable by keyboard,
// whose entries start new work and appear only when the agent's channels and permissions allow them.

test('the dropdown is a keyboard menu that starts a new email, a call, a quick connect or a task', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const trigger = page.getByRole('button', { name: 'New contact' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Opened from the keyboard, focus is on the first entry; arrows move it; Escape closes and returns focus.
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'New contact' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Make a call', 'Quick connects', 'New Email', 'Create task']);
  await expect(menu.getByRole('menuitem', { name: 'Make a call' })).toBeFocused();
  await expectNoAxeViolations(page, 'add-contact menu');
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Create task' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'New Email' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // New Email opens the new-email editor, ready for the address.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Create task' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New email' });
  await expect(form.getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect(page.getByRole('tab', { name: /^Email/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => (await api.state()).contacts.filter((c: { type: string }) => c.type === 'email').length).toBe(1);

  // Make a call opens the softphone's number pad, focus in the number field.
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Make a call' }).click();
  await expect(page.getByRole('tab', { name: /^Voice/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
  // Closed, focus stays on a control of the softphone's home, not the page body.
  await expect(page.locator('#softphone-panel :focus')).toHaveCount(1);

  // Quick connects opens the quick-connect list.
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Quick connects' }).click();
  await expect(page.getByRole('listbox', { name: 'Quick connects' })).toBeVisible();
});

test('entries follow the permissions: no outbound email, no New Email; no task channel, no Create task; chat alone, no dropdown', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['outboundCall'] });
  await page.goto(panel.url);
  await page.getByRole('button', { name: 'New contact' }).click();
  await expect(page.getByRole('menu', { name: 'New contact' }).getByRole('menuitem')).toHaveText(['Make a call', 'Quick connects', 'Create task']);

  await api.patch('/agents/agent', { permissions: ['outboundCall', 'outboundEmail'], channelConcurrency: { VOICE: 0, CHAT: 2, TASK: 0, EMAIL: 0 } });
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Chat/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New contact' })).toHaveCount(0);

  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 0, CHAT: 2, TASK: 0, EMAIL: 1 } });
  await page.reload();
  await page.getByRole('button', { name: 'New contact' }).click();
  await expect(page.getByRole('menu', { name: 'New contact' }).getByRole('menuitem')).toHaveText(['New Email']);
});

test('during a call, Make a call and Quick connects say to finish it first', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await page.getByRole('tab', { name: /^Voice/ }).click();
  await api.inboundCall();
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
  await page.getByRole('button', { name: 'New contact' }).click();
  const call = page.getByRole('menuitem', { name: /Make a call/ });
  await expect(call).toHaveAttribute('aria-disabled', 'true');
  await expect(call).toContainText('Finish the current call first');
  await expect(page.getByRole('menuitem', { name: 'New Email' })).toBeFocused();
});

test('Create task opens the Task tab form, in place of a shown task, and creates an unrelated task', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'task', name: 'Open task' });
  await page.getByRole('tab', { name: /^Task/ }).click();
  await expect(page.getByRole('heading', { name: 'Open task' })).toBeVisible();

  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menuitem', { name: 'Create task' }).click();
  let form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  // Cancel shows the task again, focus on its entry in the list.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Open task' })).toBeVisible();
  await expect(page.locator(`#contact-tab-${contactId}`)).toBeFocused();

  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menuitem', { name: 'Create task' }).click();
  form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('From the header');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: From the header')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.some((c: any) => c.task?.name === 'From the header')).toBe(true);
  expect((await api.state()).contacts.find((c: any) => c.task?.name === 'From the header').relatedContactId ?? null).toBeNull();
});

test('Create task shows the form from another tab while a task is selected, and over a task whose own form is open', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await api.post('/contacts', { channel: 'task', name: 'Selected task' });
  await page.getByRole('tab', { name: /^Task/ }).click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  // The task's own Create task (related to it) is open, and the agent has gone to the Voice tab.
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Related draft');
  await page.getByRole('tab', { name: /^Voice/ }).click();
  await expect(form).toHaveCount(0);

  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menuitem', { name: 'Create task' }).click();
  await expect(page.getByRole('tab', { name: /^Task/ })).toHaveAttribute('aria-selected', 'true');
  // The header's form: empty, not the task's related draft.
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  await expect(form.getByLabel('Task name')).toHaveValue('');
  await form.getByLabel('Task name').fill('Unrelated one');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Unrelated one')).toBeVisible();
  await expect.poll(async () => {
    const s = await api.state();
    return [...s.contacts, ...s.queued].some((c: any) => c.task?.name === 'Unrelated one');
  }).toBe(true);
  const s = await api.state();
  expect([...s.contacts, ...s.queued].find((c: any) => c.task?.name === 'Unrelated one').relatedContactId ?? null).toBeNull();
  // The selected task's own draft is still there.
  await expect(form.getByLabel('Task name')).toHaveValue('Related draft');
});
