import { test, expect } from './support/fixtures.ts';

// Channel access can be added or revoked at runtime with a notification (§4): the agent is told which channel.
test('a revoked channel and an added one are named to the agent, and the tabs follow', async ({ page, panel, api }) => {
  // Streams reads the agent's configuration every 30 s, so the change takes up to that long to arrive.
  test.setTimeout(75_000);
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 2, TASK: 0, EMAIL: 0 } });
  await page.goto(panel.url);
  await expect(page.getByRole('tab', { name: /^Chat/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Task/ })).toHaveCount(0);

  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 0, TASK: 3, EMAIL: 0 } });
  const notices = page.getByRole('status');
  await expect(notices.getByText('The Chat channel was removed from your profile.')).toBeVisible({ timeout: 45_000 });
  await expect(notices.getByText('The Task channel was added to your profile.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Chat/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Task/ })).toBeVisible();
  await expect(page.getByText('Please try again. If the error persists contact your administrator.')).toHaveCount(0);
});
