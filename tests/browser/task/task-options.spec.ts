import { test, expect } from '../support/fixtures.ts';
import { availableOnTask, sendTask } from './support.ts';

// A connected task's bar (issue #28, rules/action-bar-layout): Pause and Transfer, End task set apart, and Task
// options (the spec's name for the task's menu) holding Create task and the number pad, which starts with the
// task's own number.

test("Task options holds Create task and a number pad that starts with the task's number", async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { dialableCountries: ['us', 'ca'] });
  await availableOnTask(page, panel.url);
  await sendTask(api, { name: 'Ring back', attributes: { callbackNumber: '+1 415 555 0123' } });
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const bar = page.getByRole('group', { name: 'Contact action bar' });
  await expect(bar.getByRole('button')).toHaveText(['Pause', 'Transfer', '', 'End task']);

  const options = bar.getByRole('button', { name: 'Task options' });
  await options.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Task options' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Create task', 'Number pad']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const pad = page.getByRole('form', { name: 'Number pad' });
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+14155550123');
  await pad.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => (await api.state()).contacts.some((c: any) => c.type === 'voice' && c.connections.some((k: any) => k.endpoint === '+14155550123'))).toBe(true);

  await page.getByRole('tab', { name: /^Task/ }).click();
  await page.getByRole('link', { name: /Ring back/ }).click();
  await options.click();
  await menu.getByRole('menuitem', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(options).toBeFocused();
});
