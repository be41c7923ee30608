import { test, expect } from '../support/fixtures.ts';

// Voice §4: a websocket initialisation failure shows a persistent error alert. Connect Local refuses the agent
// websocket's transport (CTI CreateTransport) once, as a failing instance would at load.
test('the agent websocket refused at load raises a persistent alert the agent cannot dismiss', async ({ page, panel, api }) => {
  await api.post('/faults', { operation: 'CreateTransport', count: 3, error: { type: 'InvalidStateException', message: 'The agent websocket is refused', status: 400 } });
  await page.goto(panel.url);
  const alert = page.getByRole('alert').getByText('Initialization Failed. The connection to Amazon Connect could not be established.');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

// Shell §4 (agent init): the refused websocket leaves the agent not initialised: no status, no controls to work
// with, only the persistent error (issue 41).
test('an agent websocket refused at sign-in shows no working panel, only the persistent error', async ({ page, panel, api }) => {
  await api.post('/faults', { operation: 'CreateTransport', count: 1000, error: { type: 'InvalidStateException', message: 'The agent websocket is refused', status: 400 } });
  await page.goto(panel.url);
  const alert = page.getByRole('alert').getByText('Initialization Failed. The connection to Amazon Connect could not be established.');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Voice/ })).toHaveCount(0);
  await expect(alert).toBeVisible();
});

// Voice §8: softphone errors reach the agent as a voice alert with the catalogue's title and message, or in the
// error's own words when the catalogue has no entry. Connect Local's ccp-v2 page reports them as the hosted CCP's.
test('softphone errors pushed by the CCP page are shown in words', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  // The CCP page must be listening before it can carry the error (409 until then).
  await expect.poll(() => api.post('/agents/agent/softphone-error', { errorType: 'microphone_not_shared', message: 'NotAllowedError' }).then(() => 'sent', () => 'waiting')).toBe('sent');
  const alerts = page.getByRole('alert');
  await expect(alerts.getByText('Microphone not shared')).toBeVisible();
  await expect(alerts.getByText("Allow this page to use your microphone in the browser's settings, then try again.")).toBeVisible();

  await api.post('/agents/agent/softphone-error', { errorType: 'user_busy_error', message: 'Softphone call UserBusy error.' });
  await expect(alerts.getByText('Multiple CCP windows open')).toBeVisible();

  await api.post('/agents/agent/softphone-error', { errorType: 'other', message: 'The headset was unplugged' });
  await expect(alerts.getByText('Softphone error: The headset was unplugged')).toBeVisible();

  // The agent can dismiss them.
  await alerts.getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(alerts.getByRole('button', { name: 'Dismiss' })).toHaveCount(2);
});
