import { test, expect } from '../support/fixtures.ts';
import { agentConn, availableAgent, customerConn } from './support.ts';

// Errors from Connect Local reach the failure callbacks of streams' public API, in the shape streams gives them.

test('an armed AcceptContact fault fails contact.accept, and the call keeps ringing', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall();
  await streams.waitForEvent('contact', contactId);
  await api.post('/faults', { operation: 'AcceptContact', error: { type: 'InvalidStateException', message: 'Contact is no longer available', status: 400 } });

  // contact.accept hands its failure callback only streams' contact state "error", not the service error.
  expect(await streams.accept(contactId)).toEqual({ ok: false, error: { raw: 'error' } });
  const failed = ((await api.state()).cti as { operation: string; status: number; errorType?: string }[]).filter((c) => c.operation === 'AcceptContact');
  expect(failed.at(-1)).toMatchObject({ status: 400, errorType: 'InvalidStateException' });
  expect(await streams.eventNames(contactId)).not.toContain('contact.accepted');
  expect(await api.contact(contactId)).toMatchObject({ state: 'connecting' });
  expect(agentConn(await streams.contact(contactId))).toMatchObject({ state: 'connecting' });

  // The fault fired once; a second accept goes through.
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);
});

test('an armed fault reaches the failure callback with its type, message and status', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  // A 4xx the SDK does not retry (it would retry a 429 or 5xx, and the one-shot fault would go unseen).
  await api.post('/faults', { operation: 'PutAgentState', error: { type: 'InvalidParameterException', message: 'Lunch is not allowed now', status: 400 } });

  const failed = await streams.setState('Lunch');
  expect(failed.ok).toBe(false);
  expect(failed.error).toMatchObject({ type: 'InvalidParameterException', message: 'Lunch is not allowed now', statusCode: 400 });
  expect(await api.agentState()).toMatchObject({ name: 'Available' });
  expect((await streams.agent()).state.name).toBe('Available');
});

test('holding a connection that has hung up fails with InvalidStateException', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall();
  await streams.waitForEvent('contact', contactId);
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);

  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await streams.waitForConnectionState(contactId, customerConn, 'disconnected');
  const held = await streams.hold(contactId, 'customer');
  expect(held.ok).toBe(false);
  expect(held.error).toMatchObject({ type: 'InvalidStateException', statusCode: 400 });
  expect(held.error?.message).toMatch(/disconnected/);
});

test('dialling a number that is not E.164 fails agent.connect with BadEndpointException', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const failed = await streams.dial('12345');
  expect(failed.ok).toBe(false);
  expect(failed.error).toMatchObject({ type: 'BadEndpointException' });
  expect((await api.state()).contacts).toEqual([]);
  expect((await streams.agent()).contacts).toEqual([]);
});
