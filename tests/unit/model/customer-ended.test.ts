import { describe, expect, it } from 'vitest';
import { agentConn, customerConn, thirdPartyConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';
import { FAILOVER_END_GRACE_MS } from '../../../src/shared/rules/call-end-cause';

const ended = () => voiceCall('v', { state: 'ended', connections: [agentConn('disconnected'), customerConn('disconnected')] });

describe('customer ended the call', () => {
  it('alerts when a connected call ends without the agent ending it', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['customer_ended_call']);
  });

  it('stays quiet when the agent ended it', async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    await model.intents.end('v');
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value).toEqual([]);
  });

  it('a call the agent’s switch to the backup environment disconnected says so, not that the customer ended it', async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.failover.applyPending();
    model.failover.askToConfirm();
    await model.failover.confirm();
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['switch_ended_call']);
  });

  it('a failover the service completed by itself is not the customer’s end either', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.failover.applyPending();
    model.failover.applyCompleted();
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['failover_ended_call']);
  });

  it('a failover completed after a reload that missed its pending notice is not the customer’s end either (issue 41)', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.failover.applyCompleted();
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['failover_ended_call']);
  });

  it('a failover whose completion is heard after the call’s end takes the end back from the customer (issue 41)', () => {
    // The old region's snapshot ends the call before streams says the failover completed: the order the panel hears.
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.contacts.applySnapshot([ended()]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['customer_ended_call']);
    clock.advance(2_000);
    model.failover.applyCompleted();
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['failover_ended_call']);
  });

  it('a call the customer ended well before a failover completed stays the customer’s', () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.contacts.applySnapshot([ended()]);
    clock.advance(FAILOVER_END_GRACE_MS + 1);
    model.failover.applyCompleted();
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['customer_ended_call']);
  });

  it('the alert goes with the contact', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    model.contacts.applySnapshot([ended()]);
    model.contacts.applySnapshot([]);
    expect(model.alerts.list.value).toEqual([]);
  });
});

describe('add participant timeout', () => {
  it('gives up after 10 s with the add-participant alert', async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.defer('quickConnects.addParticipant');
    model.contacts.applySnapshot([voiceCall('v')]);
    const adding = model.intents.addParticipant('v', { endpointARN: 'arn:qc', endpointId: 'qc', name: 'Desk', type: 'phone_number', phoneNumber: '+12065550142' });
    const outcome = adding.then(
      () => 'resolved',
      (e: { errorName: string }) => e.errorName,
    );
    await flush();
    clock.advance(9_999);
    await flush();
    expect(model.alerts.list.value).toEqual([]);
    clock.advance(1);
    expect(await outcome).toBe('add_participant_failed');
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['add_participant_failed']);
  });
});

describe('add participant: the party showing is what counts (issue 12)', () => {
  const address = { endpointARN: 'arn:qc', endpointId: 'qc', name: 'Desk', type: 'phone_number' as const, phoneNumber: '+12065550142' };
  const withParty = () => voiceCall('v', { connections: [agentConn('connected'), customerConn('hold'), thirdPartyConn('third-1', 'connecting')] });

  it('succeeds as soon as the new party shows, even before the request is answered', async () => {
    const { model, fake } = modelWithFakePort();
    fake.defer('quickConnects.addParticipant');
    model.contacts.applySnapshot([voiceCall('v')]);
    const adding = model.intents.addParticipant('v', address);
    await flush();
    model.contacts.applySnapshot([withParty()]);
    await expect(adding).resolves.toBeUndefined();
    expect(model.alerts.list.value).toEqual([]);
  });

  it('takes the timeout alert away when the party shows after the 10 s', async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.defer('quickConnects.addParticipant');
    model.contacts.applySnapshot([voiceCall('v')]);
    const outcome = model.intents.addParticipant('v', address).then(() => 'resolved', (e: { errorName: string }) => e.errorName);
    await flush();
    clock.advance(10_000);
    expect(await outcome).toBe('add_participant_failed');
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['add_participant_failed']);
    model.contacts.applySnapshot([withParty()]);
    await flush();
    expect(model.alerts.list.value).toEqual([]);
  });

  it('reports a refused request at once', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('quickConnects.addParticipant', { type: 'InvalidStateException' });
    model.contacts.applySnapshot([voiceCall('v')]);
    await expect(model.intents.addParticipant('v', address)).rejects.toMatchObject({ errorName: 'add_participant_failed' });
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['add_participant_failed']);
  });
});
