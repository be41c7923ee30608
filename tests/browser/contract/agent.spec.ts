import { test, expect } from '../support/fixtures.ts';
import { openStreams, StreamsDriver } from './support.ts';

// The agent through streams' public API: connect.agent, agent.setState and its events, against Connect Local.

test('connect.agent fires once with the agent Connect Local signed in', async ({ page, panel, connectLocal, api }) => {
  const streams = await openStreams(page, panel, connectLocal);
  const agent = await streams.agent();
  const local = ((await api.state()).agents as { username: string; name: string; states: { name: string }[] }[]).find((a) => a.username === 'agent')!;

  expect(agent.name).toBe(local.name);
  expect(agent.state).toEqual({ name: 'Offline', type: 'offline' });
  expect(agent.states).toEqual(local.states.map((s) => s.name));
  // streams revived the state's start timestamp as a Date: a duration is computable.
  expect(agent.stateDuration).toBeGreaterThanOrEqual(0);
  expect(agent.contacts).toEqual([]);
  expect(await streams.agentInits()).toBe(1);
});

test('setState round-trips: success callback, onStateChange, and Connect Local records it', async ({ page, panel, connectLocal, api }) => {
  const streams = await openStreams(page, panel, connectLocal);

  const available = await streams.setState('Available');
  expect(available).toEqual({ ok: true, data: {} });
  await streams.waitForAgentState('Available');
  expect(await api.agentState()).toMatchObject({ name: 'Available', type: 'routable' });
  // streams itself reports the first snapshot as a change from its placeholder state "Init".
  const changes = async () => (await streams.events()).filter((e) => e.name === 'agent.stateChange').map((e) => [e.oldState, e.newState]);
  await expect.poll(changes).toEqual([['Init', 'Offline'], ['Offline', 'Available']]);
  await streams.waitForEvent('agent.routable');

  expect(await streams.setState('Lunch')).toMatchObject({ ok: true });
  await streams.waitForAgentState('Lunch');
  expect(await api.agentState()).toMatchObject({ name: 'Lunch', type: 'not_routable' });
  await streams.waitForEvent('agent.notRoutable');
  expect(await changes()).toEqual([['Init', 'Offline'], ['Offline', 'Available'], ['Available', 'Lunch']]);
});

test('two tabs share one worker: a state set in one is seen in the other, with one configuration burst', async ({ context, panel, connectLocal, api }) => {
  // Connect Local's CTI log spans the whole run: look only at this test's calls.
  const since = Date.now();
  const first = await openStreams(await context.newPage(), panel, connectLocal);
  const second = await openStreams(await context.newPage(), panel, connectLocal);
  expect(await second.agent()).toMatchObject({ name: 'Alex Rivera', state: { name: 'Offline' } });

  expect(await first.setState('Training')).toMatchObject({ ok: true });
  await second.waitForAgentState('Training');
  await second.waitForEvent('agent.stateChange');
  expect(await api.agentState()).toMatchObject({ name: 'Training' });

  // One shared worker: it fetched the configuration once for both tabs (it refreshes every 30 s, longer than this test).
  const ops = ((await api.state()).cti as { at: number; operation: string }[]).filter((c) => c.at >= since).map((c) => c.operation);
  expect(ops.filter((o) => o === 'GetAgentConfiguration')).toHaveLength(1);
  expect(ops.filter((o) => o === 'GetAgentStates')).toHaveLength(1);
  expect(ops.filter((o) => o === 'CreateTransport')).toHaveLength(1);
  expect(ops.filter((o) => o === 'PutAgentState')).toHaveLength(1);
});

test('a state Connect Local changes by itself reaches streams (a missed call puts the agent in an error state)', async ({ page, panel, connectLocal, api }) => {
  const streams: StreamsDriver = await openStreams(page, panel, connectLocal);
  expect(await streams.setState('Available')).toMatchObject({ ok: true });
  await streams.waitForAgentState('Available');

  const contactId = await api.inboundCall({ ringTimeoutSeconds: 0.5 });
  await streams.waitForEvent('contact.missed', contactId);
  // The missed contact is in the error state: onError fires too.
  await streams.waitForEvent('contact.error', contactId);
  await streams.waitForAgentState('MissedCallAgent');
  expect((await streams.agent()).state.type).toBe('error');
  await streams.waitForEvent('agent.error');

  // Picking a state leaves the error state; the missed contact is cleared by the agent.
  expect(await streams.clear(contactId)).toMatchObject({ ok: true });
  expect(await streams.setState('Available')).toMatchObject({ ok: true });
  await streams.waitForAgentState('Available');
  expect(await api.agentState()).toMatchObject({ name: 'Available' });
});
