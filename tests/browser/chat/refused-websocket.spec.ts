import { test, expect } from '../support/fixtures.ts';
import { messageBox, transcript } from './support.ts';

/**
 * The agent websocket, which carries the chat's messages to the panel (streams' worker relays it to chatjs), is
 * refused from page load. The agent is told (the network banner) without waiting for a chat to go wrong; streams
 * keeps retrying, and once the socket is allowed the chat's transcript recovers what the customer wrote meanwhile.
 */
test('a websocket refused from page load is told at once, and the transcript recovers when it is allowed', async ({ page, panel, api }) => {
  test.setTimeout(120_000);
  await api.post('/faults/websocket-drop', {});
  // The agent's first snapshot comes late, so streams reports the socket lost before it knows the agent.
  await api.post('/faults', { operation: 'GetAgentSnapshot', count: 1, delayMs: 10_000 });
  await page.goto(panel.url);
  const banner = page.getByRole('status').filter({ hasText: 'A network issue was detected' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline', { timeout: 20_000 });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();

  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Is anybody there?' });

  await api.post('/faults/websocket-restore', {});
  await expect(transcript(page)).toContainText('Is anybody there?', { timeout: 40_000 });
  await expect(banner).toHaveCount(0);
  await expect(messageBox(page)).toBeEditable();
});
