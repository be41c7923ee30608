import { describe, expect, it } from 'vitest';
import { chat, voiceCall } from './support/fixtures';
import { modelWithFakePort } from './support/model';

describe('switch to the backup environment', () => {
  it('pending shows, confirming disconnects every active contact and then fails over; completion hides it', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v'), chat('c'), chat('acw', { state: 'ended' })]);
    expect(model.failover.phase.value).toBe('none');
    model.failover.applyPending('us-west-2');
    expect(model.failover.phase.value).toBe('pending');
    expect(model.failover.nextRegion.value).toBe('us-west-2');

    // Cancelling the modal keeps the banner.
    model.failover.askToConfirm();
    expect(model.failover.phase.value).toBe('confirming');
    model.failover.cancel();
    expect(model.failover.phase.value).toBe('pending');

    model.failover.askToConfirm();
    await model.failover.confirm();
    expect(fake.callsTo('contacts.endContact').map(([id]) => id).sort()).toEqual(['c', 'v']);
    const order = fake.calls.map((c) => c.method).filter((m) => m === 'contacts.endContact' || m === 'failover.forceFailover');
    expect(order.at(-1)).toBe('failover.forceFailover');
    expect(model.failover.phase.value).toBe('switching');

    model.failover.applyCompleted();
    expect(model.failover.phase.value).toBe('none');
  });

  it('a refused failover goes back to pending and says so', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('failover.forceFailover', new Error('not now'));
    model.failover.applyPending();
    model.failover.askToConfirm();
    await expect(model.failover.confirm()).rejects.toMatchObject({ errorName: 'failover_failed' });
    expect(model.failover.phase.value).toBe('pending');
    expect(model.alerts.list.value.map((a) => a.type)).toContain('failover_failed');
  });

  it('removes the unload warning while a failover is on', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    expect(model.blocksUnload.value).toBe(true);
    model.failover.applyPending();
    expect(model.blocksUnload.value).toBe(false);
    model.failover.applyCompleted();
    expect(model.blocksUnload.value).toBe(true);
  });
});
