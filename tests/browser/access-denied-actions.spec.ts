import { test, expect } from './support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './voice/support.ts';
import { acceptedChat, availableOnChat, pickChatAddress } from './chat/support.ts';

/**
 * Amazon Connect refusing an agent's action with 403 (AccessDeniedException): streams' worker never calls the
 * request back, only reports the refusal in its API metric. The agent is told at once, in the words of the action
 * that failed, never later as 'did not answer in time'.
 */

const DENIED = { type: 'AccessDeniedException', message: 'denied', status: 403 };
const timedOut = (page: import('@playwright/test').Page) => page.getByRole('alert').filter({ hasText: 'did not answer in time' });

test('a 403 on a status change is told as denied, and the status stays', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const select = page.getByRole('combobox', { name: 'Agent status' });
  await expect(select).toHaveValue('Offline');
  await api.post('/faults', { operation: 'PutAgentState', error: DENIED });
  await select.selectOption('Lunch');
  await expect(page.getByRole('alert').filter({ hasText: 'Your status was not changed: Amazon Connect denied access.' })).toBeVisible();
  await expect(select).toHaveValue('Offline');
  await expect(timedOut(page)).toHaveCount(0);
  // Nothing is left waiting: the next change goes through.
  await select.selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
});

test('a 403 on accepting a call is told at once as an accept error', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.post('/faults', { operation: 'AcceptContact', error: DENIED });
  await api.inboundCall({ from: '+14155550100' });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error accepting contact' })).toBeVisible();
  await expect(timedOut(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
});

test('a 403 on holding a call is told at once as a hold error', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await api.post('/faults', { operation: 'HoldConnection', error: DENIED });
  await page.getByRole('button', { name: 'Hold' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error holding contact' })).toBeVisible();
  await expect(timedOut(page)).toHaveCount(0);
});

test('a 403 on a chat transfer ends "Transferring chat…" at once with the transfer error', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  await api.post('/faults', { operation: 'CreateAdditionalConnection', error: DENIED });
  await pickChatAddress(page, 'Transfer chat', 'Jordan Lee', 'Transfer');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to transfer chat' })).toBeVisible();
  await expect(page.getByText('Transferring chat…')).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(timedOut(page)).toHaveCount(0);
});
