import { describe, expect, it } from 'vitest';
import { CcpError } from '../../../src/shared/domain/errors';
import { chat } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

describe('intent: set agent state', () => {
  it('asks the port for the picked state', async () => {
    const { model, fake } = modelWithFakePort();
    await expect(model.intents.setAgentState('Lunch')).resolves.toBe('changed');
    expect(fake.callsTo('agent.setAgentState')).toEqual([[{ name: 'Lunch', agentStateARN: 'arn:lunch', type: 'not_routable' }]]);
  });
  it('is skipped for the current state with nothing queued', async () => {
    const { model, fake } = modelWithFakePort();
    await expect(model.intents.setAgentState('Available')).resolves.toBe('skipped');
    expect(fake.callsTo('agent.setAgentState')).toEqual([]);
  });
  it('is skipped with an active contact when the target is already queued next', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c1')]);
    model.agent.applyAvailability(
      { name: 'Available', type: 'routable', startTimestamp: 1 },
      { name: 'Lunch', type: 'not_routable', startTimestamp: 2 },
    );
    await expect(model.intents.setAgentState('Lunch')).resolves.toBe('skipped');
    expect(fake.callsTo('agent.setAgentState')).toEqual([]);
  });
  it('shows an error for an unknown target', async () => {
    const { model } = modelWithFakePort();
    await expect(model.intents.setAgentState('Nap')).rejects.toMatchObject({ errorName: 'agent_state_unknown' });
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['agent_state_unknown']);
  });
  it('shows an error toast when the host fails to set the state', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('agent.setAgentState', new Error('nope'));
    const error = await model.intents.setAgentState('Lunch').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CcpError);
    expect((error as CcpError).errorName).toBe('agent_state_set_failed');
    expect(model.toasts.list.value.map((t) => (t.kind === 'notice' ? t.type : t.kind))).toEqual(['agent_state_set_failed']);
  });
});

describe('a status change that timed out', () => {
  it("takes 'not changed' away when the service applies the change after all", async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.defer('agent.setAgentState');
    const change = model.intents.setAgentState('Lunch').catch((e: unknown) => e);
    clock.advance(10_000);
    expect(await change).toMatchObject({ errorName: 'agent_state_set_failed' });
    const notices = () => model.toasts.list.value.map((t) => (t.kind === 'notice' ? t.type : t.kind));
    expect(notices()).toEqual(['agent_state_timed_out']);
    model.agent.applyAvailability({ name: 'Lunch', type: 'not_routable', startTimestamp: 7 });
    expect(notices()).toEqual([]);
  });
  it('keeps a refusal: only no answer can turn out to have worked', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('agent.setAgentState', { type: 'AccessDeniedException', statusCode: 403 });
    await model.intents.setAgentState('Lunch').catch(() => undefined);
    model.agent.applyAvailability({ name: 'Lunch', type: 'not_routable', startTimestamp: 7 });
    expect(model.toasts.list.value.map((t) => (t.kind === 'notice' ? t.type : t.kind))).toEqual(['agent_state_access_denied']);
  });
});

describe('default system error state', () => {
  it('shows an error toast and resets to the last chosen state', async () => {
    const { model, fake } = modelWithFakePort();
    model.agent.applyAvailability({ name: 'Lunch', type: 'not_routable', startTimestamp: 5 });
    model.agent.applyAvailability({ name: 'Default', type: 'error', startTimestamp: 6 });
    await flush();
    expect(fake.callsTo('agent.setAgentState').map((a) => (a[0] as { name: string }).name)).toEqual(['Lunch']);
    expect(model.toasts.list.value.some((t) => t.kind === 'notice' && t.type === 'agent_default_error_state')).toBe(true);
  });
  it('resets only once per error occurrence', async () => {
    const { model, fake } = modelWithFakePort();
    model.agent.applyAvailability({ name: 'Default', type: 'error', startTimestamp: 6 });
    // The same occurrence seen again with more detail must not reset twice.
    model.agent.applyAvailability({ name: 'Default', type: 'error', startTimestamp: 6, agentStateARN: 'arn:err' });
    await flush();
    expect(fake.callsTo('agent.setAgentState')).toHaveLength(1);
  });
});

describe('connectivity', () => {
  it('a websocket init failure shows a persistent alert and un-initialises the agent until the connection is back', () => {
    const { model } = modelWithFakePort();
    model.connectivity.applyWebsocketInitFailure();
    const alert = model.alerts.list.value[0]!;
    expect(alert.type).toBe('websocket_connection_error');
    expect(model.alerts.dismiss(alert.id)).toBe(false);
    expect(model.agent.isInitialized.value).toBe(false);
    model.connectivity.applyWebsocketConnected();
    expect(model.alerts.list.value).toEqual([]);
    expect(model.agent.isInitialized.value).toBe(true);
  });
  it('a lost connection shows a dismissible network banner, removed on recovery', () => {
    const { model } = modelWithFakePort();
    model.connectivity.applyConnectionLost();
    expect(model.alerts.list.value[0]).toMatchObject({ type: 'network_issue', dismissible: true });
    model.connectivity.applyConnectionRecovered();
    expect(model.alerts.list.value).toEqual([]);
  });
});
