import { test, expect } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../look/axe.ts';
import { availableAgent, connectedInboundCall } from './support.ts';

// Shell §2 (transcript layout) and §6 (ccpRealtimeContactLens): the live transcript of a call, from Connect Local's
// Contact Lens API (ListRealtimeContactAnalysisSegments) through the panel's Contact Lens back end.

const SEED = ['outboundCall', 'voiceId', 'outboundEmail', 'createTask', 'contactRecording'];

test('an agent with the permission sees the customer’s and the agent’s lines as they are said, with speaker, time and sentiment', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: [...SEED, 'ccpRealtimeContactLens'] });
  await availableAgent(page, panel.url);
  const contactId = await api.inboundCall({ from: '+14155550100' });
  await api.call('PUT', `/contacts/${contactId}/call-transcript-script`, { lines: [{ role: 'CUSTOMER', content: 'My parcel never arrived.', atSeconds: 0, sentiment: 'NEGATIVE' }] });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript).toBeVisible();
  const log = transcript.getByRole('log', { name: 'Call transcript' });
  const lines = log.getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Customer');
  await expect(lines.first()).toContainText('0:00');
  await expect(lines.first()).toContainText('My parcel never arrived.');
  await expect(lines.first()).toContainText('Negative');

  // The agent's answer, said now through the control API, comes after it.
  await api.post(`/contacts/${contactId}/call-transcript`, { role: 'AGENT', content: 'I am sorry, let me track it for you.', sentiment: 'POSITIVE' });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('Agent');
  await expect(lines.nth(1)).toContainText('I am sorry, let me track it for you.');
  await expect(lines.nth(1)).toContainText('Positive');
  // Untrusted text is shown as text.
  await api.post(`/contacts/${contactId}/call-transcript`, { role: 'CUSTOMER', content: '<img src=x onerror=alert(1)> thanks' });
  await expect(lines.nth(2)).toContainText('<img src=x onerror=alert(1)> thanks');
  await expect(log.locator('img')).toHaveCount(0);
  await expectNoAxeViolations(page, 'call with a realtime transcript');
});

test('an agent without the permission sees no transcript, though the call has one', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await api.post(`/contacts/${contactId}/call-transcript`, { role: 'CUSTOMER', content: 'Can you hear me?' });
  expect((await api.get(`/contacts/${contactId}/call-transcript`)).Segments.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Hold' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Call transcript' })).toHaveCount(0);
});
