import { test, expect } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

test('an auto-accept softphone agent is offered no Accept or Reject, and the call connects by itself', async ({ page, panel, api }) => {
  // Explicit phone type: auto-accept is a softphone setting.
  await api.patch('/agents/agent', { softphoneEnabled: true, softphoneAutoAccept: true });
  // Connecting takes a while, so the ringing moment can be looked at.
  await api.patch('/settings', { connectDelayMs: 3000 });
  await availableAgent(page, panel.url);
  const contactId = await api.inboundCall({ from: '+14155550123' });
  // While it is still ringing, nothing asks the agent to answer (counted at once: a retrying count would wait for the connect).
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming call');
  expect(await page.getByRole('button', { name: /^(Accept|Reject) call$/ }).count()).toBe(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected', { timeout: 10_000 });
  expect((await api.contact(contactId)).state).toBe('connected');
});
