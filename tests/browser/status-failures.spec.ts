import { test, expect } from './support/fixtures.ts';
import { expectNoAxeViolations } from './look/axe.ts';

/**
 * A status change the service refuses with 401 or 403 gets no callback from streams (it re-authenticates on its
 * own instead). The agent is told in words either way, and a later change goes through.
 */

for (const [status, type, words] of [
  [401, 'UnauthorizedException', 'Amazon Connect asked to check your sign-in again'],
  [403, 'AccessDeniedException', 'Amazon Connect'],
] as const) {
  test(`a ${status} on a status change is reported, and the next change works`, async ({ page, panel, api }) => {
    await page.goto(panel.url);
    const select = page.getByRole('combobox', { name: 'Agent status' });
    await expect(select).toHaveValue('Offline');
    await api.post('/faults', { operation: 'PutAgentState', error: { type, message: 'refused', status } });
    await select.selectOption('Lunch');
    await expect(page.getByRole('alert').filter({ hasText: `Your status was not changed: ${words}` })).toBeVisible({ timeout: 20_000 });
    await expect(select).toHaveValue('Offline');
    await expectNoAxeViolations(page, 'status error alert');
    // Streams signs in again by itself; then a change goes through.
    await expect(async () => {
      if ((await select.inputValue()) !== 'Available') await select.selectOption('Available');
      expect((await api.agentState()).name).toBe('Available');
    }).toPass({ timeout: 40_000 });
  });
}

test("an error state only the agent can leave says 'An internal connect error has occurred' until they pick a status", async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const select = page.getByRole('combobox', { name: 'Agent status' });
  await expect(select).toHaveValue('Offline');
  await api.post('/agents/agent/error-state', { name: 'AgentInternalError' });
  const alert = page.getByRole('alert').filter({ hasText: 'An internal connect error has occurred. Please try to put your status back to Available.' });
  await expect(alert).toBeVisible();
  await select.selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  await expect(alert).toHaveCount(0);
});
