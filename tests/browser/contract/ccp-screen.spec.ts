import { test, expect } from '../support/fixtures.ts';
import { expectNoAxeViolations, frameOf } from '../look/axe.ts';

// Issue 40 item 4: a page that embeds the CCP visibly with streams (no panel) lets the agent work in the CCP's own
// screen. Every step is a click in the frame; Connect Local's records show the CTI call it made.

const open = async ({ page, panel, connectLocal }: { page: import('@playwright/test').Page; panel: { url: string }; connectLocal: { url: string } }) => {
  await page.goto(`${panel.url}/contract/ccp-screen.html?${new URLSearchParams({ instance: connectLocal.url })}`);
  const ccp = page.frameLocator('#ccp iframe');
  await expect(ccp.getByRole('heading', { name: 'Alex Rivera' })).toBeVisible();
  return ccp;
};

test('the embedded CCP takes a call from ring to after-call work by clicks in its screen', async ({ page, panel, connectLocal, api }) => {
  await api.settings({ autoAnswer: false });
  const ccp = await open({ page, panel, connectLocal });
  const status = ccp.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');

  // A call the agent rejects waits to be cleared, as the service's rejected contacts do.
  const rejected = await api.inboundCall();
  await expect(ccp.getByRole('heading', { name: 'Incoming call' })).toBeVisible();
  await ccp.getByRole('button', { name: 'Reject call' }).click();
  await expect(ccp.getByRole('heading', { name: 'Rejected call' })).toBeVisible();
  await ccp.getByRole('button', { name: 'Clear contact' }).click();
  await expect(ccp.getByRole('heading', { name: 'Rejected call' })).toBeHidden();
  await expect(status).toHaveValue('Available');

  const contactId = await api.inboundCall();
  await expect(ccp.getByRole('heading', { name: 'Incoming call' })).toBeVisible();
  await expectNoAxeViolations(await frameOf(ccp), 'the embedded CCP ringing');
  await ccp.getByRole('button', { name: 'Accept call' }).click();
  await expect(ccp.getByRole('heading', { name: 'Connected call' })).toBeVisible();
  // The pressed button went with the ringing; focus stays in the screen.
  await expect(ccp.getByRole('button', { name: 'End call' })).toBeFocused();

  await ccp.getByRole('button', { name: 'Hold' }).click();
  await expect(ccp.getByRole('button', { name: 'Resume' })).toBeFocused();
  await expect.poll(async () => (await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'customer').state).toBe('hold');
  await ccp.getByRole('button', { name: 'Resume' }).click();
  await expect(ccp.getByRole('button', { name: 'Hold' })).toBeVisible();

  await ccp.getByRole('button', { name: 'Mute' }).click();
  await expect(ccp.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await ccp.getByRole('button', { name: 'Unmute' }).click();
  await expect(ccp.getByRole('button', { name: 'Mute' })).toBeVisible();

  // Quick-connect transfer: the third party is dialled, answers, and the agent leaves them with the customer.
  await ccp.getByRole('combobox', { name: 'Quick connect' }).selectOption({ label: 'Jordan Lee' });
  await ccp.getByRole('button', { name: 'Transfer' }).click();
  await expect(ccp.getByRole('listitem').filter({ hasText: 'Jordan Lee' })).toBeVisible();
  await expect.poll(async () => (await api.contact(contactId)).connections.some((k: { role: string }) => k.role === 'third_party')).toBe(true);
  const thirdId = (await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'third_party').connectionId;
  await api.post(`/contacts/${contactId}/parties/${thirdId}/answer`);
  await expect(ccp.getByRole('listitem').filter({ hasText: 'Jordan Lee: connected' })).toBeVisible();
  await ccp.getByRole('button', { name: 'End call' }).click();
  await expect(ccp.getByRole('heading', { name: 'After-call work' })).toBeVisible();
  await expect(status).toHaveValue('AfterCallWork');
  await ccp.getByRole('button', { name: 'Clear contact' }).click();
  await expect(ccp.getByRole('heading', { name: 'After-call work' })).toBeHidden();
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');

  // The number pad dials out; the customer answers; the agent ends the call and clears it.
  for (const key of ['+', '4', '4', '2', '0', '7', '9', '4', '6', '0', '0', '0', '0']) {
    if (key === '+') await ccp.getByRole('textbox', { name: 'Phone number' }).fill('+');
    else await ccp.getByRole('button', { name: key, exact: true }).click();
  }
  await expect(ccp.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+442079460000');
  await ccp.getByRole('button', { name: 'Call' }).click();
  await expect(ccp.getByRole('heading', { name: 'Calling' })).toBeVisible();
  const outbound = ((await api.state()).contacts as { contactId: string; state: string }[]).find((c) => c.contactId !== contactId && c.contactId !== rejected)!;
  await api.post(`/contacts/${outbound.contactId}/parties/customer/answer`);
  await expect(ccp.getByRole('heading', { name: 'Connected call' })).toBeVisible();
  await ccp.getByRole('button', { name: 'End call' }).click();
  await expect(ccp.getByRole('heading', { name: 'After-call work' })).toBeVisible();
  await ccp.getByRole('button', { name: 'Clear contact' }).click();
  await expect(ccp.getByRole('heading', { name: 'After-call work' })).toBeHidden();
});

test('the panel-style hidden frame never loads the screen', async ({ page, panel, connectLocal }) => {
  const screenRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/ccp-screen.js') && screenRequests.push(r.url()));
  await page.goto(`${panel.url}/contract/streams.html?${new URLSearchParams({ instance: connectLocal.url, hidden: '1' })}`);
  await page.waitForFunction(() => (window as unknown as { contract?: { ready(): boolean } }).contract?.ready());
  expect(screenRequests).toEqual([]);
});

test.afterEach(async ({ api }) => {
  // Settings outlive a reset; put back what this file changed.
  await api.settings({ autoAnswer: true });
});
