import { describe, expect, it } from 'vitest';
import { agentConn, customerConn, voiceCall } from './support/fixtures';
import { flush, modelWithFakePort } from './support/model';

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
