import { test, expect } from './support/fixtures.ts';
import { availableOnTask } from './task/support.ts';
import { startChat } from './chat/support.ts';
import { availableAgent } from './voice/support.ts';

// The instance's feature-access flags decide what the panel offers (chat/task/email §3, §6, §7): Connect Local's
// control API turns a flag off, the panel reads the instance's allowlist with the agent's session cookie, and the
// feature is gone; every flag is on again after a reset. The region exclusions are the pure rule's (unit tests).

test('task templates are offered while allowTaskTemplates is on, and gone when the instance turns it off', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByLabel('Task template')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  const flags = await api.patch('/feature-flags', { flags: { allowTaskTemplates: false } });
  expect(flags.flags.allowTaskTemplates).toBe(false);
  expect(flags.flags.allowChatReceipts).toBe(true);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Task/ }).click();
  await page.getByRole('button', { name: 'Create task' }).click();
  // The plain form stays, without the template choice.
  await expect(form.getByRole('textbox', { name: 'Task name' })).toBeVisible();
  await expect(form.getByLabel('Task template')).toHaveCount(0);
});

test('an authenticated customer is marked only while the instance has allowOrcaAuthenticatedChat on', async ({ page, panel, api }) => {
  await api.patch('/feature-flags', { flags: { allowOrcaAuthenticatedChat: false } });
  // On the voice view, so the chat is offered in a toast.
  await availableAgent(page, panel.url);
  await startChat(api, { customerName: 'Avery Verified', authenticated: true });
  const toast = page.getByRole('alertdialog', { name: 'Incoming chat' });
  await expect(toast).toContainText('Avery Verified');
  await expect(toast.getByRole('img', { name: 'Authenticated' })).toHaveCount(0);
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const row = page.getByRole('navigation', { name: 'Task List' }).getByRole('listitem').filter({ hasText: 'Avery Verified' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'Authenticated' })).toHaveCount(0);

  // Turned on: after a reload (the panel reads the allowlist at start) the same chat carries the mark.
  await api.patch('/feature-flags', { flags: { allowOrcaAuthenticatedChat: true } });
  await page.reload();
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await expect(row.getByRole('button', { name: 'Authenticated' })).toBeVisible();
});

test('the control API refuses an unknown flag or a value that is not a boolean, and changes nothing', async ({ api }) => {
  await expect(api.patch('/feature-flags', { flags: { allowEverything: false } })).rejects.toThrow(/400 .*Unknown feature flag allowEverything/);
  await expect(api.patch('/feature-flags', { flags: { allowTaskTemplates: 'no' } })).rejects.toThrow(/400 .*must be true or false/);
  const { flags } = await api.get('/feature-flags');
  expect(Object.values(flags).every((on) => on === true)).toBe(true);
});
