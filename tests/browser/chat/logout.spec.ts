import { test, expect } from '../support/fixtures.ts';
import { availableOnChat, startChat } from './support.ts';

// Login and logout (chat/task/email §Login and logout): logging out sets the agent offline in the back end, so no
// chat is routed to an agent who has left.

test('logging out sets the agent Offline in the back end, and a new chat waits in the queue', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await page.getByRole('tab', { name: /^Settings/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(async () => ((await api.get('/state')).agents as any[])[0].state.type).toBe('offline');

  const { contactId } = await startChat(api, { customerName: 'After Logout' });
  await page.waitForTimeout(1500);
  const state = await api.get('/state');
  expect((state.queued as any[]).map((c) => c.contactId ?? c.id)).toContain(contactId);
});
