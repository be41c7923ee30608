import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

// Voice §4 and §8: a call whose caller hangs up while it rings reads 'Call no longer available' (agent connecting,
// customer disconnected, no third party); the ringtone stops and the panel clears the contact.
test("a call whose caller hangs up while it rings says 'Call no longer available', and the panel clears it", async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await api.inboundCall({ from: '+14155550141' });
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
  // The panel clears such an offer at once; Connect Local answers that clear late, so the words can be read.
  await api.post('/faults', { operation: 'ClearContact', delayMs: 8_000 });
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await expect(page.getByTestId('contact-status')).toHaveText('Call no longer available');
  await expect(page.getByRole('button', { name: 'Accept call' })).toHaveCount(0);
  // Said to screen readers too: the words on screen last only until the clear is answered.
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: 'Call no longer available' })).toHaveCount(1);
  // Cleared: the panel is back where it was before the call, and the agent is not put in a missed state for it.
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible({ timeout: 20_000 });
  // Focus was on Accept, which went: it lands on the heading of what is shown, not on the page.
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  expect((await api.agentState()).name).toBe('Available');
  expect(await api.contact(contactId)).toBeUndefined();
  // The next call reaches the agent.
  await api.inboundCall({ from: '+14155550142' });
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
});

test('in the agent workspace too, the plugin clears a call whose caller hung up while it rang', async ({ page, connectLocal, api }) => {
  await page.goto(`${connectLocal.url}/workspace/`);
  const plugin = page.getByRole('tabpanel', { name: 'Contact Control Panel' }).locator('iframe').contentFrame();
  await plugin.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  const contactId = await api.inboundCall({ from: '+14155550143' });
  await expect(plugin.getByRole('button', { name: 'Accept call' })).toBeVisible();
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  // The SDK's participant events say the caller left; the plugin clears the offer through the SDK.
  await expect(plugin.getByRole('button', { name: 'Accept call' })).toHaveCount(0);
  await expect.poll(async () => await api.contact(contactId)).toBeUndefined();
  await expect(plugin.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  expect((await api.agentState()).name).toBe('Available');
});
