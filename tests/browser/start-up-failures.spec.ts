import { test, expect } from './support/fixtures.ts';

// Start-up failures and a session refused for good, in the spec's words (voice §8 'Init failures', 'Authorization
// failure after retries'; chat/task/email §8). Connect Local refuses the CTI calls streams' real worker makes, or
// keeps the CCP signed out; streams reports each to the panel as it would from Amazon Connect.
const unauthorized = { type: 'UnauthorizedException', message: 'Refused by test', status: 401 };

test.afterEach(async ({ api }) => {
  // Settings outlive a reset; the other files expect the CCP to sign the default agent in by itself.
  await api.settings({ requireLogin: false });
});

test("a session Amazon Connect refuses for good says 'Authorization Failed' once streams' retries are spent: log out and in", async ({ page, panel, api }) => {
  test.setTimeout(240_000);
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  // From now on every CTI call is refused. The agent poll waiting now answers the change below; streams' worker
  // then retries the refused poll 20 times, 5 s apart (its MAX_UNAUTHORIZED_RETRY_COUNT), before it gives up.
  await api.post('/faults', { operation: 'CTI *', count: 1000, error: unauthorized });
  await api.call('PUT', '/agents/agent/state', { name: 'Available' });
  await expect(status).toHaveValue('Available');
  await expect(page.getByRole('alert').filter({ hasText: 'Authorization Failed' })).toHaveCount(0);
  // streams' timing, not the panel's: the assertion only waits long enough to see it.
  await expect(page.getByRole('alert').filter({ hasText: 'Authorization Failed. Log out and log in again.' })).toBeVisible({ timeout: 180_000 });
  // It stays until the agent acts on it: not dismissible.
  await expect(page.getByRole('alert').filter({ hasText: 'Authorization Failed' }).getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

test('refused at start-up: AuthException', async ({ page, panel, api }) => {
  await api.post('/faults', { operation: 'CTI *', count: 1000, error: unauthorized });
  await page.goto(panel.url);
  await expect(page.getByRole('status').filter({ hasText: 'Initialization failed (AuthException): Amazon Connect refused your sign-in. Log out and log in again.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toBeHidden();
});

test('not signed in at start-up: MissingAuthToken, until the agent signs in in the window streams opened', async ({ page, panel, api }) => {
  await api.settings({ requireLogin: true });
  const popupOpened = page.waitForEvent('popup');
  await page.goto(panel.url);
  await expect(page.getByRole('status').filter({ hasText: 'Initialization failed (MissingAuthToken): you are not signed in to Amazon Connect.' })).toBeVisible();
  const popup = await popupOpened;
  await popup.getByLabel('User').selectOption({ label: 'Alex Rivera (agent)' });
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await expect(page.getByText('MissingAuthToken')).toHaveCount(0);
});

test('an agent that never comes: AgentNotInitialized after 20 s', async ({ page, panel, api }) => {
  test.setTimeout(90_000);
  // The agent polls hang (longer than the test), so streams never has an agent to give the panel.
  await api.post('/faults', { operation: 'GetAgentSnapshot', count: 5, delayMs: 120_000 });
  await page.goto(panel.url);
  await expect(page.getByRole('status').filter({ hasText: 'Initializing…' })).toBeVisible();
  // The panel's own 20 s limit (voice §9), not the test's: the assertion only waits long enough to see it.
  await expect(page.getByRole('status').filter({ hasText: 'Initialization failed (AgentNotInitialized): your agent did not start within 20 seconds.' })).toBeVisible({ timeout: 40_000 });
});
