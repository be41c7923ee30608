import { test, expect } from './support/fixtures.ts';

// The task-list sub-view skips softphone set-up (shell §2): a task-list window opened first does not take the
// agent's calls, so the main window, opened after it, carries them (issue 41).
test('a task-list window sets up no softphone: the panel window opened after it carries the calls', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await page.goto(`${panel.url}/task-list`);
  // No contacts yet: the task list's welcome, under the sub-view's own title.
  await expect(page).toHaveTitle('Contact Control Panel | Task List');
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');

  const main = await page.context().newPage();
  await main.goto(`${panel.url}/softphone`);
  await expect(main.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await expect(main.getByRole('status').getByText('Calls ring and play in this window.')).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Calls ring and play in another window' })).toHaveCount(0);
});
