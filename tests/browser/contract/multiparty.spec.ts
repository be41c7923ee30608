import { test, expect } from '../support/fixtures.ts';
import type { ControlApi } from '../support/fixtures.ts';
import { agentConn, availableAgent, customerConn, thirdPartyConns, type ContactView, type StreamsDriver } from './support.ts';

// Transfers and three-party calls through streams' public API: agent.getEndpoints, contact.addConnection,
// conferenceConnections, toggleActiveConnections, and the agent leaving.

test.beforeEach(async ({ api }) => {
  // Third parties answer when the test says so (through the control API), not on a timer.
  await api.settings({ autoAnswer: false });
});

test.afterEach(async ({ api }) => {
  await api.settings({ autoAnswer: true });
});

interface LocalConnection {
  connectionId: string;
  role: string;
  state: string;
  endpoint: string;
  quickConnectName: string | null;
}

const localParties = async (api: ControlApi, contactId: string) =>
  Object.fromEntries(((await api.contact(contactId)).connections as LocalConnection[]).map((k) => [k.role, k.state]));

/** An accepted inbound call with a third party added from a quick connect who has answered. */
async function threeParties(streams: StreamsDriver, api: ControlApi, quickConnect: string) {
  const contactId = await api.inboundCall();
  await streams.waitForEvent('contact', contactId);
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);

  expect(await streams.addConnection(contactId, quickConnect)).toEqual({ ok: true, data: {} });
  const third = (c: ContactView) => thirdPartyConns(c)[0];
  await streams.waitForConnectionState(contactId, third, 'connecting');
  // Adding a party puts the customer on hold while the third party is dialled.
  expect(customerConn(await streams.contact(contactId))?.state).toBe('hold');
  const local = ((await api.contact(contactId)).connections as LocalConnection[]).find((k) => k.role === 'third_party')!;
  expect(local.quickConnectName).toBe(quickConnect);

  await api.post(`/contacts/${contactId}/parties/${local.connectionId}/answer`);
  await streams.waitForConnectionState(contactId, third, 'connected');
  return contactId;
}

test('agent.getEndpoints lists the quick connects Connect Local has', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const listed = await streams.endpoints();
  expect(listed.ok).toBe(true);
  const local = (await api.state()).quickConnects as { name: string; type: string; phoneNumber: string | null; endpointARN: string }[];
  expect(listed.data).toEqual(local.map((q) => ({ name: q.name, type: q.type, phoneNumber: q.phoneNumber, endpointARN: q.endpointARN })));
  expect(new Set(listed.data!.map((e) => e.type))).toEqual(new Set(['queue', 'agent', 'phone_number']));
});

test('transfer: a quick-connect agent answers, the agent leaves, and the customer stays with them', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await threeParties(streams, api, 'Jordan Lee');
  expect(await localParties(api, contactId)).toEqual({ agent: 'connected', customer: 'hold', third_party: 'connected' });

  expect(await streams.hangUp(contactId, 'agent')).toEqual({ ok: true, data: {} });
  await streams.waitForEvent('contact.acw', contactId);
  await streams.waitForAgentState('AfterCallWork');
  expect(agentConn(await streams.contact(contactId))?.state).toBe('disconnected');
  // Leaving completes the transfer: the customer and the third party go on talking without the agent.
  await expect.poll(() => localParties(api, contactId)).toEqual({ agent: 'disconnected', customer: 'connected', third_party: 'connected' });

  expect(await streams.clear(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.destroy', contactId);
  await streams.waitForAgentState('Available');
});

test('a third party joins: swap, conference, and the agent leaves the other two talking', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await threeParties(streams, api, 'Front desk');
  const third = (c: ContactView) => thirdPartyConns(c)[0];
  expect(third(await streams.contact(contactId))?.phoneNumber).toBe('+12065550142');

  // Swap: the customer comes back, the third party waits on hold; and back again.
  expect(await streams.swap(contactId)).toEqual({ ok: true, data: {} });
  await streams.waitForConnectionState(contactId, customerConn, 'connected');
  expect(third(await streams.contact(contactId))?.state).toBe('hold');
  expect(await streams.swap(contactId)).toMatchObject({ ok: true });
  await streams.waitForConnectionState(contactId, customerConn, 'hold');
  expect(third(await streams.contact(contactId))?.state).toBe('connected');

  // Conference: everybody talks together.
  expect(await streams.conference(contactId)).toEqual({ ok: true, data: {} });
  await streams.waitForConnectionState(contactId, customerConn, 'connected');
  expect((await streams.contact(contactId)).connections.map((k) => k.state)).toEqual(['connected', 'connected', 'connected']);
  expect(await localParties(api, contactId)).toEqual({ agent: 'connected', customer: 'connected', third_party: 'connected' });

  // The agent leaves; the call goes on between the other two, and the agent is in ACW.
  expect(await streams.hangUp(contactId, 'agent')).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.acw', contactId);
  await streams.waitForAgentState('AfterCallWork');
  await expect.poll(() => localParties(api, contactId)).toEqual({ agent: 'disconnected', customer: 'connected', third_party: 'connected' });
});

test('the third party hangs up: the agent is back with the customer', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await threeParties(streams, api, 'Escalations (UK)');
  const thirdId = ((await api.contact(contactId)).connections as LocalConnection[]).find((k) => k.role === 'third_party')!.connectionId;

  await api.post(`/contacts/${contactId}/parties/${thirdId}/hang-up`);
  await streams.waitForConnectionState(contactId, (c) => thirdPartyConns(c)[0], 'disconnected');
  expect((await streams.contact(contactId)).state).toBe('connected');
  // The customer is still on hold until the agent resumes them.
  expect(customerConn(await streams.contact(contactId))?.state).toBe('hold');
  expect(await streams.resume(contactId, 'customer')).toMatchObject({ ok: true });
  await streams.waitForConnectionState(contactId, customerConn, 'connected');
});
