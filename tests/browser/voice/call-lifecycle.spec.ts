import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

test('inbound: accept, hold, resume, end, after-call work, close', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Hold' }).click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'customer')?.state).toBe('hold');
  await expect(page.getByTestId('contact-status')).toHaveText('On hold');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'customer')?.state).toBe('connected');
  // A desk phone mutes through the server only on multiparty-enabled contacts, which Connect Local's are.
  const mute = page.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'agent')?.mute).toBe(true);
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  await expect.poll(async () => (await api.agentState()).name).toBe('AfterCallWork');
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toContainText('After contact work');
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
});

test('the customer hanging up leaves the agent in after-call work', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
});

test('a rejected call shows as rejected until closed', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall();
  await page.getByRole('button', { name: 'Reject call' }).click();
  await expect(page.getByText('You rejected this call.')).toBeVisible();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
});

test('a call not answered in time is missed', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall({ ringTimeoutSeconds: 1 });
  await expect(page.getByText('Missed call. Close it to take new contacts.')).toBeVisible();
  await expect.poll(async () => (await api.agentState()).name).toBe('MissedCallAgent');
});

test('a call-quality report reaches Connect Local', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Report call issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a call issue' });
  await expect(dialog.getByRole('button', { name: 'Report issue' })).toBeDisabled();
  await expectNoAxeViolations(page, 'report a call issue');
  await dialog.getByRole('radio', { name: 'Static on the line' }).check();
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('crackling since the start');
  await dialog.getByRole('button', { name: 'Report issue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Issue reported' })).toBeVisible();
  await expect.poll(async () => (await api.contact(contactId)).issues.map((i: { reason: string }) => i.reason)).toEqual(['static_on_line']);
});

test('recording: the indicator shows, and the toggle suspends and resumes through the recording back end', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const toggle = page.getByRole('button', { name: /^Recording/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Pausing asks first, with Keep recording focused: Escape or Keep recording leave it running.
  await toggle.click();
  const confirm = page.getByRole('group', { name: 'Pause the recording?' });
  await expect(confirm.getByRole('button', { name: 'Keep recording' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await confirm.getByRole('button', { name: 'Keep recording' }).press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await api.contact(contactId)).recording).toBe('recording');
  await toggle.click();
  await confirm.getByRole('button', { name: 'Pause recording' }).click();
  await expect.poll(async () => (await api.contact(contactId)).recording).toBe('suspended');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect.poll(async () => (await api.contact(contactId)).recording).toBe('recording');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('a missed call has a close icon on its tab', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall({ ringTimeoutSeconds: 1, from: '+14155550111' });
  await page.getByRole('button', { name: 'Close +14155550111' }).click();
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
});

test('leaving the page during a call asks first', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const d = await dialog;
  expect(d.type()).toBe('beforeunload');
  await d.dismiss();
});

test('the customer ending the call is announced', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await expect(page.getByRole('status').filter({ hasText: 'The customer ended the call.' })).toBeVisible();
});

test('digits typed on the number pad during a call reach the other party, in order', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  for (const key of ['1', '2', '#']) await pad.getByRole('button', { name: key, exact: true }).click();
  await pad.getByRole('textbox', { name: 'Digits to send' }).pressSequentially('9*');
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'customer')?.digits).toBe('12#9*');
});

test('holding 0 on the number pad for a second enters +', async ({ page, panel }) => {
  await availableAgent(page, panel.url);
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  const zero = pad.getByRole('button', { name: '0', exact: true });
  await zero.hover();
  await page.mouse.down();
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+', { timeout: 3000 });
  await page.mouse.up();
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+');
});

test('a queued callback: accepting it dials the customer', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await api.inboundCall({ callback: true, from: '+14155550188' });
  await page.getByRole('button', { name: 'Accept callback' }).click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'customer')?.state).toBe('connected');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('heading', { name: '+14155550188' })).toBeVisible();
});

test('an incoming call is announced to screen readers with who is calling', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall({ from: '+14155550123' });
  // The assertive live region, visually hidden: read out whatever screen the agent is on.
  await expect(page.getByText(/^Incoming call: .*415.*555.*0123/)).toHaveCount(1);
});
