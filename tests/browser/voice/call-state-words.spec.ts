import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

// Voice §9: the call time is said to screen readers at 1 s (then every 10 minutes and every hour), through a
// polite live region; the visible timer (role="timer") is not read out by itself.
test('the call time is announced once the call connects', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Call time 00:01' })).toHaveCount(1);
});

// Issue 12: mute and recording say what they are. Muted is said in words on screen; a recording changed elsewhere
// (a supervisor, the contact flow) shows within a few seconds (tests/unit/standalone: and is not toggled from a
// state the agent no longer sees).
test('muted is said on screen, and a recording paused elsewhere shows as paused', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const mute = page.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'agent')?.mute).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are muted. The other parties cannot hear you.' })).toBeVisible();
  await mute.click();
  await expect(page.getByText('You are muted. The other parties cannot hear you.')).toHaveCount(0);

  // A recording paused elsewhere shows as paused, and the toggle then resumes it.
  const toggle = page.getByRole('button', { name: /^Recording/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await api.patch(`/contacts/${contactId}/recording`, { status: 'suspended' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText('Recording paused');
  await toggle.click();
  await expect.poll(async () => (await api.contact(contactId)).recording).toBe('recording');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
