import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox, transcript } from './support.ts';

/**
 * The participant service stalls past the panel's 10 s call timeout (chat §8): the agent is told 'Failed to send! ',
 * but the message is never shown, nor kept, twice. Its echo replaces the failed copy; a Retry while the first
 * request is still stalled sends the same client token, and the service keeps the message once.
 */

const STALL = { operation: 'SendMessage', count: 1, delayMs: 13_000 };

test('a message whose send timed out shows once, as sent, when the service keeps it after all', async ({ page, panel, api }) => {
  test.setTimeout(90_000);
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await api.post('/faults', STALL);
  await messageBox(page).fill('Are you still there?');
  await messageBox(page).press('Enter');
  await expect(transcript(page).getByText('Failed to send!')).toBeVisible({ timeout: 20_000 });
  // The service answers at last and pushes the message back: the failure and its Retry go, the message stays, once.
  await expect(transcript(page).getByText('Failed to send!')).toHaveCount(0, { timeout: 20_000 });
  await expect(transcript(page).getByText('Are you still there?')).toHaveCount(1);
  await expect(transcript(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect((await kept(api, contactId)).filter((x) => x.Content === 'Are you still there?')).toHaveLength(1);
});

test('Retry while the first send is still stalled keeps the message once', async ({ page, panel, api }) => {
  test.setTimeout(90_000);
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  // The service's answers to the page's sends (their bodies are for the unit test: tests/unit/emulator/chat-client-token).
  const answered: number[] = [];
  page.on('response', (r) => r.url().includes('/participant/message') && r.request().method() === 'POST' && answered.push(r.status()));
  await api.post('/faults', STALL);
  await messageBox(page).fill('One refund, please');
  await messageBox(page).press('Enter');
  await expect(transcript(page).getByText('Failed to send!')).toBeVisible({ timeout: 20_000 });
  await transcript(page).getByRole('button', { name: 'Retry' }).click();
  await expect(transcript(page).getByText('Failed to send!')).toHaveCount(0);
  // Both requests have been answered (the stalled one last), both as success: the repeat is the same message.
  await expect.poll(() => answered, { timeout: 20_000 }).toEqual([200, 200]);
  expect((await kept(api, contactId)).filter((x) => x.Content === 'One refund, please')).toHaveLength(1);
  await expect(transcript(page).getByText('One refund, please')).toHaveCount(1);
});

test("a status change that timed out loses 'not changed' once the service applies it", async ({ page, panel, api }) => {
  test.setTimeout(90_000);
  await page.goto(panel.url);
  const select = page.getByRole('combobox', { name: 'Agent status' });
  await expect(select).toHaveValue('Offline');
  await api.post('/faults', { operation: 'PutAgentState', count: 1, delayMs: 13_000 });
  await select.selectOption('Lunch');
  const notChanged = page.getByText('Your status was not changed: Amazon Connect did not answer in time.');
  await expect(notChanged).toBeVisible({ timeout: 20_000 });
  await expect(select).toHaveValue('Lunch', { timeout: 20_000 });
  await expect(notChanged).toHaveCount(0);
  expect((await api.agentState()).name).toBe('Lunch');
});
