import { test, expect } from './support/fixtures.ts';

// Voice §2: unknown paths redirect to the agent's default channel once the agent is initialised (voice if
// enabled), never a blank page. A deep unknown path asks for ./main.js in a folder that does not exist.
for (const path of ['/nonsense', '/nonsense/path', '/softphone/extra', '/channel-view/chat/extra/more']) {
  test(`the unknown path ${path} opens the default channel`, async ({ page, panel }) => {
    await page.goto(`${panel.url}${path}`);
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
    await expect(page.getByRole('tab', { name: /^Voice/, selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`^${panel.url}/(channel-view/)?softphone$`));
    await expect(page).toHaveTitle('Contact Control Panel | Softphone');
  });
}

// Shell §2: an empty channel view goes to softphone if available, else task, else chat — task before chat, unlike
// the default channel (the first tab, chat).
test('the empty channel view without voice opens the task channel before chat', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 0, CHAT: 2, TASK: 1, EMAIL: 0 } });
  await page.goto(`${panel.url}/channel-view`);
  await expect(page).toHaveURL(new RegExp(`^${panel.url}/channel-view/task$`));
  await expect(page).toHaveTitle('Contact Control Panel | Task');
  await expect(page.getByRole('tab', { name: /^Task/, selected: true })).toBeVisible();

  await page.goto(`${panel.url}/nonsense`);
  await expect(page).toHaveURL(new RegExp(`^${panel.url}/chat$`));
});
