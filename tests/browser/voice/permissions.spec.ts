import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './support.ts';

// §6: outboundCall gates dialling and quick connects. An agent without it is offered neither on the softphone
// home, during the call nor in after-call work, so no Call button can silently do nothing.
test('without the outboundCall permission no dialling or quick connects are offered anywhere', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: ['voiceId', 'outboundEmail', 'createTask', 'contactRecording'] });
  await availableAgent(page, panel.url);
  const home = page.locator('#softphone-panel');
  await expect(home.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Number pad' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quick connects' })).toHaveCount(0);

  await connectedInboundCall(page, api);
  await expect(page.getByRole('button', { name: 'Hold' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick connects' })).toHaveCount(0);
  // Digits during a call are not dialling: the number pad for them stays.
  await expect(page.getByRole('button', { name: 'Number pad' })).toBeVisible();

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Number pad' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quick connects' })).toHaveCount(0);
});

test('with the outboundCall permission after-call work offers the number pad and quick connects', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await connectedInboundCall(page, api);
  await expect(page.getByRole('button', { name: 'Quick connects' })).toBeVisible();
  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Number pad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick connects' })).toBeVisible();
});
