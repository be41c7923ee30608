import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

// Issue 12: alerts went stale and piled up (three banners pushed the call controls down) and the contact heading
// scrolled away with six parties. A small panel: what a docked CCP shows.
test.use({ viewport: { width: 320, height: 640 } });

const FAULT = { type: 'InternalServiceException', message: 'refused', status: 400 };

test('a failed hold says so, and the alert goes once a retried hold works', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await api.post('/faults', { operation: 'HoldConnection', count: 1, error: FAULT });
  const hold = page.getByRole('button', { name: 'Hold' });
  await hold.click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error holding contact' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await hold.click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'customer')?.state).toBe('hold');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('three alerts show as two banners and a button for the rest; the call stays in sight', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  // The CCP page must be listening before it can carry an error (409 until then).
  const push = (errorType: string, message: string) => api.post('/agents/agent/softphone-error', { errorType, message });
  await expect.poll(() => push('microphone_not_shared', 'NotAllowedError').then(() => 'sent', () => 'waiting')).toBe('sent');
  const alerts = page.getByRole('alert');
  await expect(alerts.getByText('Microphone not shared')).toBeVisible();
  await push('user_busy_error', 'Softphone call UserBusy error.');
  await expect(alerts.getByText('Multiple CCP windows open')).toBeVisible();
  await push('other', 'The headset was unplugged');
  // The newest shows; the oldest folds behind a button that says how many.
  await expect(alerts.getByText('Softphone error: The headset was unplugged')).toBeVisible();
  await expect(alerts.getByText('Multiple CCP windows open')).toBeVisible();
  await expect(alerts.getByText('Microphone not shared')).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Show 1 more alert' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // The call's heading and its controls stay on screen (three banners used to push them below a 640 px window).
  await expect(page.getByRole('heading', { name: '+14155550100' })).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'Hold' })).toBeInViewport({ ratio: 1 });

  // The agent can unfold them all, and fold them again; the button keeps focus.
  await more.click();
  await expect(alerts.getByText('Microphone not shared')).toBeVisible();
  const fewer = page.getByRole('button', { name: 'Show fewer alerts' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await expect(fewer).toBeFocused();
  await fewer.click();
  await expect(alerts.getByText('Microphone not shared')).toHaveCount(0);

  // Dismissing one brings the folded one back, and the button goes.
  await alerts.getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(alerts.getByRole('button', { name: 'Dismiss' })).toHaveCount(2);
  await expect(alerts.getByText('Microphone not shared')).toBeVisible();
  await expect(page.getByRole('button', { name: /more alert/ })).toHaveCount(0);
});

test('with six parties the call heading stays in sight while the parties and controls scroll', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const numbers = ['+12065550101', '+12065550102', '+12065550103', '+12065550104'];
  for (const [i, n] of numbers.entries()) {
    await page.getByRole('button', { name: 'Quick connects' }).click();
    await page.getByRole('combobox', { name: 'Search quick connects' }).fill(n);
    await page.getByRole('button', { name: 'Call to add' }).click();
    await expect.poll(async () => (await parties(api, contactId)).filter((p) => p.role !== 'agent' && p.state !== 'disconnected').length).toBe(i + 2);
    await expect.poll(async () => (await parties(api, contactId)).every((p) => p.state !== 'connecting')).toBe(true);
  }
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(5);
  const end = page.getByRole('button', { name: 'Leave call' });
  await end.scrollIntoViewIfNeeded();
  await expect(end).toBeInViewport();
  // The page did scroll (the first party is out of sight), and the heading with the call's state did not.
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem').first()).not.toBeInViewport();
  await expect(page.getByRole('heading', { name: '+14155550100' })).toBeInViewport();
  await expect(page.getByTestId('contact-status')).toBeInViewport();
  // Nothing sits on top of the heading: a click on it lands on it.
  const heading = page.getByRole('heading', { name: '+14155550100' });
  expect(await heading.evaluate((h) => {
    const r = h.getBoundingClientRect();
    return h.contains(document.elementFromPoint(r.left + 4, r.top + r.height / 2));
  })).toBe(true);
});
