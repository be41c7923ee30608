import { describe, expect, it } from 'vitest';
import { agentConn, chat, customerConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

describe('model wiring: failed-connect and no-longer-available contacts are cleared once', () => {
  it('clears a no-longer-available contact once, however many snapshots repeat it', async () => {
    const { model, fake } = modelWithFakePort();
    const gone = voiceCall('v', { state: 'connecting', connections: [agentConn('connecting'), customerConn('disconnected')] });
    model.contacts.applySnapshot([gone]);
    // A later snapshot with another contact re-runs every list rule; the clear must not repeat.
    model.contacts.applySnapshot([{ ...gone, stateTimestamp: 5 }, chat('other')]);
    await flush();
    expect(fake.callsTo('contacts.clear')).toEqual([['v']]);
  });
  it('clears a failed-connect contact once', async () => {
    const { model, fake } = modelWithFakePort();
    model.agent.applyAvailability({ name: 'FailedConnectAgent', type: 'error', startTimestamp: 1 });
    model.contacts.applySnapshot([voiceCall('v', { state: 'error', connections: [agentConn('disconnected'), customerConn('disconnected')] })]);
    await flush();
    expect(model.contacts.get('v')!.status.value).toBe('failed-connect-agent');
    expect(fake.callsTo('contacts.clear')).toEqual([['v']]);
  });
  it('does not clear a missed contact (the agent closes it)', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v', { state: 'error', connections: [agentConn('disconnected'), customerConn('connected')] })]);
    await flush();
    expect(fake.callsTo('contacts.clear')).toEqual([]);
  });
});

describe('model wiring: incoming toasts', () => {
  it('shows a toast for an incoming chat off the chat route and closes it when the chat leaves incoming', () => {
    const { model } = modelWithFakePort();
    model.view.setRoute('softphone');
    model.contacts.applySnapshot([chat('c', { state: 'incoming' })]);
    expect(model.toasts.hasToastFor('c')).toBe(true);
    model.contacts.applySnapshot([chat('c', { state: 'connected' })]);
    expect(model.toasts.hasToastFor('c')).toBe(false);
  });
  it('suppresses the toast of a call on the softphone route', () => {
    const { model } = modelWithFakePort();
    model.view.setRoute('softphone');
    model.contacts.applySnapshot([voiceCall('v', { state: 'connecting', connections: [agentConn('connecting'), customerConn('connected')] })]);
    expect(model.contacts.get('v')!.status.value).toBe('incoming');
    expect(model.toasts.hasToastFor('v')).toBe(false);
  });
  it('closes the toast when the contact disappears', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c', { state: 'incoming' })]);
    model.contacts.applySnapshot([]);
    expect(model.toasts.list.value).toEqual([]);
  });
  it('expires after 20 s on the injected clock', () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c', { state: 'incoming' })]);
    clock.advance(20_000);
    expect(model.toasts.hasToastFor('c')).toBe(false);
  });
});

describe('model wiring: time and unload', () => {
  it('now ticks every second from the injected clock', () => {
    const { model, clock } = modelWithFakePort();
    expect(model.agent.statusDurationMs.value).toBe(1_000);
    clock.advance(3_000);
    expect(model.agent.statusDurationMs.value).toBe(4_000);
  });
  it('blocks unloading only with a live voice connection and failover off', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c')]);
    expect(model.blocksUnload.value).toBe(false);
    model.contacts.applySnapshot([chat('c'), voiceCall('v')]);
    expect(model.blocksUnload.value).toBe(true);
    model.agent.applyDisasterRecovery(true);
    expect(model.blocksUnload.value).toBe(false);
  });
  it('stops its timers on dispose', () => {
    const { model, clock } = modelWithFakePort();
    model.dispose();
    const before = model.now.value;
    clock.advance(5_000);
    expect(model.now.value).toBe(before);
  });
});
