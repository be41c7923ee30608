import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

// 'Missed call. Close it to take new contacts.' must be true: closing the missed call takes the agent out of the
// missed state, back to the status they had picked, and the next call reaches them.
test('closing a missed call puts the agent back in their status, and the next call rings', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall({ ringTimeoutSeconds: 1, from: '+14155550131' });
  await expect(page.getByText('Missed call. Close it to take new contacts.')).toBeVisible();
  await expect.poll(async () => (await api.agentState()).name).toBe('MissedCallAgent');
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  const next = await api.inboundCall({ from: '+14155550132' });
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
  expect((await api.contact(next)).agent).toBe('agent');
});
