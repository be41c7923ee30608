import { test, expect } from '../support/fixtures.ts';
import { agentConn, availableAgent, customerConn, type StreamsDriver } from './support.ts';
import type { ControlApi } from '../support/fixtures.ts';

// Voice contacts through streams' public API: connect.contact, accept, hold/resume, mute, hang-up, ACW, clear, dial.

/** A customer calls in; streams offers it, the agent accepts it and it connects. */
async function acceptedCall(streams: StreamsDriver, api: ControlApi, body: Record<string, unknown> = {}) {
  const contactId = await api.inboundCall(body);
  await streams.waitForEvent('contact', contactId);
  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connected', contactId);
  return contactId;
}

test('an inbound call reaches connect.contact, is accepted, and connects', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall({ from: '+14155550100', attributes: { customerId: 'C-42' }, queue: 'Sales' });

  await streams.waitForEvent('contact', contactId);
  const offered = await streams.contact(contactId);
  expect(offered).toMatchObject({ type: 'voice', state: 'connecting', initiationMethod: 'inbound', queue: 'Sales' });
  expect(offered.attributes).toEqual({ customerId: { name: 'customerId', value: 'C-42' } });
  expect(agentConn(offered)).toMatchObject({ state: 'connecting' });
  expect(customerConn(offered)).toMatchObject({ type: 'inbound', state: 'connected', phoneNumber: '+14155550100' });
  await streams.waitForAgentState('PendingBusy');

  expect(await streams.accept(contactId)).toEqual({ ok: true, data: {} });
  // onAccepted is streams' own broadcast after AcceptContact succeeds; onConnected comes from the next snapshot.
  await streams.waitForEvent('contact.accepted', contactId);
  await streams.waitForEvent('contact.connected', contactId);
  await streams.waitForAgentState('Busy');
  expect(agentConn(await streams.contact(contactId))).toMatchObject({ state: 'connected' });
  expect(await api.contact(contactId)).toMatchObject({ state: 'connected' });

  // Both broadcasts come, in either order: streams fires onAccepted when AcceptContact answers and onConnected
  // from the next snapshot, and a busy machine can deliver that snapshot first.
  const names = await streams.eventNames(contactId);
  expect(names).toEqual(expect.arrayContaining(['contact.connecting', 'contact.accepted', 'contact.connected']));
});

test('hold and resume the customer', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await acceptedCall(streams, api);

  const customerId = customerConn(await streams.contact(contactId))!.connectionId;
  const ofCustomer = async (name: string) => (await streams.events()).filter((e) => e.name === name && e.connectionId === customerId);

  expect(await streams.hold(contactId, 'customer')).toEqual({ ok: true, data: {} });
  await streams.waitForConnectionState(contactId, customerConn, 'hold');
  expect((await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'customer')).toMatchObject({ state: 'hold' });
  // The CCP tells the SDK's subscribers of that participant (streams' VoiceConnection.onParticipantHold and
  // onCanResumeParticipantUpdated): on hold, and it can be resumed.
  await expect.poll(() => ofCustomer('connection.participantHold')).toEqual([expect.objectContaining({ value: true })]);
  // onCanResumeParticipantUpdated cannot subscribe in this streams release, against any instance: it calls the SDK's
  // VoiceClient.onCanResumeParticipantUpdated, which the SDK names onCanResumeParticipantChanged.
  expect(await ofCustomer('connection.canResumeParticipantUpdated.threw')).toEqual([expect.objectContaining({ value: expect.stringContaining('is not a function') })]);

  expect(await streams.resume(contactId, 'customer')).toEqual({ ok: true, data: {} });
  await streams.waitForConnectionState(contactId, customerConn, 'connected');
  expect((await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'customer')).toMatchObject({ state: 'connected' });
  await expect.poll(() => ofCustomer('connection.participantResume')).toEqual([expect.objectContaining({ value: false })]);
  // The agent's own connection was never held: nothing about it.
  const agentId = agentConn(await streams.contact(contactId))!.connectionId;
  expect((await streams.events()).filter((e) => /^connection\.participant/.test(e.name) && e.connectionId === agentId)).toEqual([]);
});

test('a queued callback is offered incoming, dials the customer once accepted, and contact.complete ends it', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await api.inboundCall({ callback: true, from: '+14155550177' });
  await streams.waitForEvent('contact.incoming', contactId);
  expect((await streams.contact(contactId)).state).toBe('incoming');

  expect(await streams.accept(contactId)).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.connecting', contactId);
  // The customer is dialled once the agent is on the line, and picks up (Connect Local's customers answer by themselves).
  await streams.waitForEvent('contact.connected', contactId);
  expect(customerConn(await streams.contact(contactId))).toMatchObject({ state: 'connected', phoneNumber: '+14155550177' });

  // complete ends the contact entirely: no after-call work, the agent is routable again.
  expect(await streams.invoke(contactId, 'complete', [], true)).toEqual({ ok: true, data: {} });
  await streams.waitForEvent('contact.destroy', contactId);
  await streams.waitForAgentState('Available');
  expect((await streams.eventNames(contactId))).not.toContain('contact.acw');
});

test('mute and unmute the agent', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await acceptedCall(streams, api);
  expect(agentConn(await streams.contact(contactId))?.mute).toBe(false);

  expect(await streams.mute(contactId, 'agent')).toMatchObject({ ok: true });
  await expect.poll(async () => agentConn(await streams.contact(contactId))?.mute).toBe(true);
  expect((await api.contact(contactId)).connections.find((k: { role: string }) => k.role === 'agent')).toMatchObject({ mute: true });

  expect(await streams.unmute(contactId, 'agent')).toMatchObject({ ok: true });
  await expect.poll(async () => agentConn(await streams.contact(contactId))?.mute).toBe(false);
});

test('the customer hangs up: ACW, then clear puts the agent back in the state they chose', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await acceptedCall(streams, api);

  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await streams.waitForEvent('contact.ended', contactId);
  await streams.waitForEvent('contact.acw', contactId);
  await streams.waitForEvent('agent.acw');
  await streams.waitForAgentState('AfterCallWork');
  const ended = await streams.contact(contactId);
  expect(ended.state).toBe('ended');
  expect(ended.connections.map((k) => k.state)).toEqual(['disconnected', 'disconnected']);
  // During ACW the agent's availability stays what they chose.
  expect((await streams.agent()).availability).toBe('Available');

  expect(await streams.clear(contactId)).toEqual({ ok: true, data: {} });
  await streams.waitForEvent('contact.destroy', contactId);
  await streams.waitForAgentState('Available');
  expect((await streams.agent()).contacts).toEqual([]);
  expect(await api.contact(contactId)).toBeUndefined();
  expect(await api.agentState()).toMatchObject({ name: 'Available' });
});

test('the agent hangs up, and a status picked during ACW ends it: the contact is cleared and the status applies', async ({ page, panel, connectLocal, api }) => {
  const streams = await availableAgent(page, panel, connectLocal);
  const contactId = await acceptedCall(streams, api);

  expect(await streams.hangUp(contactId, 'agent')).toEqual({ ok: true, data: {} });
  await streams.waitForEvent('contact.acw', contactId);
  await streams.waitForAgentState('AfterCallWork');
  expect(await api.contact(contactId)).toMatchObject({ state: 'ended' });

  // As in Amazon Connect (AWS "Set your Next status", Example 1; streams issue #952): with only ACW contacts,
  // agent.setState clears them and the status applies at once, not enqueued.
  expect(await streams.setState('Break')).toMatchObject({ ok: true });
  await streams.waitForEvent('contact.destroy', contactId);
  await streams.waitForAgentState('Break');
  expect(await api.agentState()).toMatchObject({ name: 'Break' });
  expect(await api.contact(contactId)).toBeUndefined();
  expect((await api.state()).agents.find((a: { username: string }) => a.username === 'agent').nextState).toBeNull();
});

test('an outbound call through agent.connect connects when the customer answers', async ({ page, panel, connectLocal, api }) => {
  await api.settings({ autoAnswer: false });
  const streams = await availableAgent(page, panel, connectLocal);

  expect(await streams.dial('+442079460000')).toEqual({ ok: true, data: {} });
  await expect.poll(async () => (await streams.agent()).contacts.length).toBe(1);
  const dialling = (await streams.agent()).contacts[0]!;
  expect(dialling).toMatchObject({ type: 'voice', state: 'connecting', initiationMethod: 'outbound' });
  expect(customerConn(dialling)).toMatchObject({ type: 'outbound', state: 'connecting', phoneNumber: '+442079460000' });
  await streams.waitForAgentState('CallingCustomer');
  await streams.waitForEvent('contact', dialling.contactId);
  expect(await streams.eventNames(dialling.contactId)).not.toContain('contact.connected');

  await api.post(`/contacts/${dialling.contactId}/parties/customer/answer`);
  await streams.waitForEvent('contact.connected', dialling.contactId);
  await streams.waitForAgentState('Busy');
  const connected = await streams.contact(dialling.contactId);
  expect(connected.connections.map((k) => k.state)).toEqual(['connected', 'connected']);
});

test('a number written as people write it is dialled as E.164, by agent.connect and by contact.addConnection', async ({ page, panel, connectLocal, api }) => {
  // streams sends connect.Endpoint.byPhoneNumber's number untouched; Amazon Connect drops the separators (and takes a
  // number without a country code as +1: streams issue #586), so the call goes through.
  const streams = await availableAgent(page, panel, connectLocal);
  expect(await streams.dial('+1 (415) 555-0199')).toEqual({ ok: true, data: {} });
  await expect.poll(async () => (await streams.agent()).contacts.length).toBe(1);
  const call = (await streams.agent()).contacts[0]!;
  expect(customerConn(call)).toMatchObject({ phoneNumber: '+14155550199' });
  await streams.waitForEvent('contact.connected', call.contactId);

  expect(await streams.addPhoneNumber(call.contactId, '+44 20 7946-0958')).toEqual({ ok: true, data: {} });
  await expect.poll(async () => (await streams.contact(call.contactId)).connections.map((k) => k.phoneNumber)).toContain('+442079460958');
});

test.afterEach(async ({ api }) => {
  // Settings outlive a reset; put back what this file changed.
  await api.settings({ autoAnswer: true });
});
