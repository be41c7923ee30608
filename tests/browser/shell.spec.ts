import { test, expect, type Page } from './support/fixtures.ts';
import { expectNoAxeViolations } from './look/axe.ts';
import { signInAsNonAgent } from './support/sign-in.ts';

const status = (page: Page) => page.getByRole('combobox', { name: 'Agent status' });

test.describe('the shell', () => {
  test('the agent initialises and the header shows their name and status', async ({ page, panel }) => {
    await page.goto(panel.url);
    await expect(page.getByRole('banner')).toContainText('Alex Rivera');
    await expect(status(page)).toHaveValue('Offline');
    // Unknown paths go to the default channel, voice.
    await expect(page).toHaveURL(/\/softphone$/);
    await expect(page).toHaveTitle('Contact Control Panel | Softphone');
    await expect(page.getByRole('tab', { name: 'Voice' })).toHaveAttribute('aria-selected', 'true');
  });

  test('changing status round-trips, and the timer shows only for a not-routable state', async ({ page, panel, api }) => {
    await page.goto(panel.url);
    await status(page).selectOption('Available');
    await expect.poll(async () => (await api.agentState()).name).toBe('Available');
    await expect(page.getByRole('timer', { name: /Time in status/ })).toHaveCount(0);
    await status(page).selectOption('Lunch');
    await expect.poll(async () => (await api.agentState()).name).toBe('Lunch');
    const timer = page.getByRole('timer', { name: /Time in status/ });
    await expect(timer).toBeVisible();
    await expect(timer).toHaveText(/^00:0[1-9]$/, { timeout: 5000 });
  });

  test('tabs follow arrow keys, Home and End, and Ctrl+Shift+digit opens a channel from the end', async ({ page, panel }) => {
    await page.goto(`${panel.url}/softphone`);
    const voice = page.getByRole('tab', { name: 'Voice' });
    await voice.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Chat' })).toBeFocused();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page).toHaveTitle('Contact Control Panel | Chat');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(voice).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/settings$/);
    // Channel tabs are voice, chat, email, task: Shift+1 is the last one, task.
    await page.keyboard.press('Control+Shift+Digit1');
    await expect(page).toHaveURL(/\/task$/);
    await page.keyboard.press('Control+Shift+Digit4');
    await expect(page).toHaveURL(/\/softphone$/);
  });

  test('an inbound call shows up, the hash follows it, and Ctrl+1 opens it', async ({ page, panel, api }) => {
    await page.goto(panel.url);
    await status(page).selectOption('Available');
    const contactId = await api.inboundCall({ from: '+14155550100' });
    await expect(page).toHaveURL(new RegExp(`/softphone#${contactId}$`));
    await expect(page.getByRole('heading', { name: '+14155550100' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
    await page.goto(`${panel.url}/softphone#not-a-contact`);
    // An unknown hash is redirected to the first contact.
    await expect(page).toHaveURL(new RegExp(`/softphone#${contactId}$`));
    await page.getByRole('tab', { name: 'Chat' }).click();
    await page.getByRole('tab', { name: 'Voice' }).click();
    await page.keyboard.press('Control+Digit1');
    await expect(page).toHaveURL(new RegExp(`#${contactId}$`));
  });

  test('a dropped websocket shows the network banner, and recovery removes it', async ({ page, panel, api }) => {
    await page.goto(panel.url);
    await expect(status(page)).toHaveValue('Offline');
    await expect.poll(async () => (await api.state()).websocket.connected).toBe(1);
    await api.post('/faults/websocket-drop', { forMs: 600_000 });
    const banner = page.getByRole('status').filter({ hasText: 'A network issue was detected' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await api.post('/faults/websocket-restore');
    await expect(banner).toHaveCount(0, { timeout: 45_000 });
  });

  test('switching language re-renders the shell in that language', async ({ page, panel }) => {
    await page.goto(`${panel.url}/settings`);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('combobox', { name: 'Agentenstatus' })).toBeVisible();
    await expect(page).toHaveTitle(/Einstellungen/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Einstellungen' })).toBeVisible();
  });
});

test('a user without agent access sees Access Denied', async ({ page, panel, api, connectLocal }) => {
  await api.settings({ requireLogin: true });
  await signInAsNonAgent(page, connectLocal.url);
  await page.goto(panel.url);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You do not have permission to access the Contact Control Panel (CCP).')).toBeVisible();
  await expectNoAxeViolations(page, 'access denied');
});

test('the inactivity warning: staying logged in extends the session; a failed extension is reported', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await api.post('/agents/agent/session-expiry', { inSeconds: 120, failExtension: true });
  const dialog = page.getByRole('dialog', { name: 'You will be logged out soon.' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'inactivity dialog');
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to extend session' })).toBeVisible();
  // The title comes with its explanation (chat/task/email §8).
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to extend session' })).toContainText("We couldn't keep you logged in due to a connection issue.");
  await expect(dialog).toBeVisible();
  // Esc dismisses the modal, which extends the session too; this time it works. The SDK sends activity at most
  // once a second, so a press within that second is ignored: keep pressing, as a person would.
  await expect(async () => {
    await dialog.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 600 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to extend session' })).toHaveCount(0);
});

test('the channel-view route shows contacts and survives a reload at a deep link', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/channel-view/softphone`);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  const contactId = await api.inboundCall({ from: '+14155550100' });
  await expect(page).toHaveURL(new RegExp(`/channel-view/softphone#${contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
  // A reload at the deep route still finds the panel's files.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeVisible();
  // A contact of another channel shows under the same route, with its own screen.
  await page.getByRole('button', { name: 'Reject call' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  const { contactId: chatId } = await api.post('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  await expect(page).toHaveURL(new RegExp(`/channel-view/softphone#${chatId}$`));
  await expect(page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: /Incoming chat/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept chat' }).click();
  // chatjs, which the panel adds after start-up, is found beside index.html from the deep route too.
  await api.post(`/contacts/${chatId}/customer/messages`, { content: 'hello from the deep route' });
  await expect(page.getByRole('log', { name: 'Transcript' })).toContainText('hello from the deep route');
});

test('a call arriving while the agent is on another channel shows a toast; Accept opens it', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/chat`);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  const contactId = await api.inboundCall({ from: '+14155550166' });
  const toast = page.getByRole('alertdialog', { name: 'Incoming call' });
  await expect(toast).toContainText('+14155550166');
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(new RegExp(`/softphone#${contactId}$`));
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(toast).toHaveCount(0);
});

test('a status change the back end refuses shows an error toast and keeps the status', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await api.post('/faults', { operation: 'PutAgentState', error: { type: 'InvalidStateException', message: 'no', status: 400 } });
  await status.selectOption('Lunch');
  await expect(page.getByRole('alert').filter({ hasText: 'Your status could not be changed' })).toBeVisible();
  await expect(status).toHaveValue('Offline');
  expect((await api.agentState()).name).toBe('Offline');
});

test('settings: a desk phone number must be E.164, and a valid one is saved to the agent configuration', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/settings`);
  await expect(page.getByRole('radio', { name: 'Desk phone' })).toBeChecked();
  const extension = page.getByRole('textbox', { name: 'Desk phone number' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await extension.fill('555-0100');
  await expect(page.getByText('Enter the number in E.164 format')).toBeVisible();
  await expect(save).toBeDisabled();
  // Dashes and spaces are dropped before saving.
  await extension.fill('+1 206-555-0177');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect.poll(async () => ((await api.state()).agents as { username: string; extension: string }[]).find((a) => a.username === 'agent')?.extension).toBe('+12065550177');
});
