import { describe, expect, it } from 'vitest';
import { agentConn, customerConn, voiceCall } from './support/fixtures';
import { modelWithFakePort } from './support/model';
import { makeContact } from '../../../src/shared/model';

// Softphone early-disconnect accounting (chat/task/email §4, §9): the agent's clicks on a call, timed.
describe('call clicks', () => {
  const ringing = (id: string, since: number) =>
    voiceCall(id, { state: 'incoming', stateTimestamp: since, connections: [agentConn('connecting'), customerConn('connected')] });

  it('a reject click 5 s into the ringing counts as rejected, with its time', async () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([ringing('v', clock.now())]);
    clock.advance(5_000);
    await model.intents.reject('v');
    expect(model.callClicks.byContact.value.get('v')).toEqual({ reject: clock.now(), early: 'rejected' });
  });

  it('a hang-up within 22 s of connecting counts as hung up early, one after it does not; accepts are kept', async () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([ringing('a', clock.now()), ringing('b', clock.now())]);
    await model.intents.accept('a');
    const acceptedAt = clock.now();
    model.contacts.applySnapshot([voiceCall('a', { stateTimestamp: clock.now() }), voiceCall('b', { stateTimestamp: clock.now() })]);
    clock.advance(3_000);
    await model.intents.end('a');
    clock.advance(30_000);
    await model.intents.end('b');
    expect(model.callClicks.byContact.value.get('a')).toEqual({ accept: acceptedAt, hangup: acceptedAt + 3_000, early: 'hung-up-early' });
    expect(model.callClicks.byContact.value.get('b')).toEqual({ hangup: acceptedAt + 33_000, early: null });
  });

  it('counts only calls, and forgets a call once it leaves the list', async () => {
    const { model, clock } = modelWithFakePort();
    model.contacts.applySnapshot([ringing('v', clock.now()), makeContact({ contactId: 'c', type: 'chat', state: 'incoming', stateTimestamp: clock.now() })]);
    await model.intents.reject('c');
    await model.intents.reject('v');
    expect([...model.callClicks.byContact.value.keys()]).toEqual(['v']);
    model.contacts.applySnapshot([]);
    expect(model.callClicks.byContact.value.size).toBe(0);
  });
});
