import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../src/shared/domain/contact';
import { agentConn, chat, customerConn, thirdPartyConn, voiceCall } from './support/fixtures';
import { modelWithFakePort } from './support/model';

const address = { endpointARN: 'arn:qc', endpointId: 'qc', name: 'Sales', type: 'queue' as const };
const incomingChat = chat('c1', { state: 'incoming' });

describe('intent: accept', () => {
  it('sets accept in progress, then success, and the contact reads connecting', async () => {
    const { model, fake } = modelWithFakePort();
    fake.defer('contacts.accept');
    model.contacts.applySnapshot([incomingChat]);
    const accepting = model.intents.accept('c1');
    expect(model.contacts.get('c1')!.progress.value.acceptInProgress).toBe(true);
    fake.pending[0]!.resolve();
    await accepting;
    expect(model.contacts.get('c1')!.progress.value).toMatchObject({ acceptInProgress: false, acceptSuccess: true });
    expect(model.contacts.get('c1')!.status.value).toBe('connecting');
  });
  it('on failure clears the flag, alerts and rejects with accept_contact_failed', async () => {
    const { model, fake } = modelWithFakePort();
    fake.failNext('contacts.accept', '{"type":"X"}');
    model.contacts.applySnapshot([incomingChat]);
    await expect(model.intents.accept('c1')).rejects.toMatchObject({ errorName: 'accept_contact_failed' });
    expect(model.contacts.get('c1')!.progress.value.acceptInProgress).toBe(false);
    expect(model.alerts.list.value[0]).toMatchObject({ type: 'accept_contact_failed', context: 'c1', level: 'error' });
  });
  it('blocks accepting an email while another email is open', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([
      makeContact({ contactId: 'open', type: 'email', state: 'connected', connections: [agentConn('connected')] }),
      makeContact({ contactId: 'new', type: 'email', state: 'incoming' }),
    ]);
    await expect(model.intents.accept('new')).rejects.toMatchObject({ errorName: 'email_already_open' });
    expect(fake.callsTo('contacts.accept')).toEqual([]);
  });
});

describe('intent: reject, clear, end, close', () => {
  it('reject calls the port and closes the contact toast', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([incomingChat]);
    expect(model.toasts.hasToastFor('c1')).toBe(true);
    await model.intents.reject('c1');
    expect(fake.callsTo('contacts.reject')).toEqual([['c1']]);
    expect(model.toasts.hasToastFor('c1')).toBe(false);
  });
  it('close ends a live contact and clears one in after-contact work or missed', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([chat('live'), chat('acw', { state: 'acw' }), chat('missed', { state: 'missed' })]);
    await model.intents.close('live');
    await model.intents.close('acw');
    await model.intents.close('missed');
    expect(fake.callsTo('contacts.endContact')).toEqual([['live']]);
    expect(fake.callsTo('contacts.clear')).toEqual([['acw'], ['missed']]);
  });
  it('end is refused without the endContact capability', async () => {
    const { model, fake } = modelWithFakePort([]);
    model.contacts.applySnapshot([chat('live')]);
    await expect(model.intents.end('live')).rejects.toMatchObject({ errorName: 'unsupported_capability' });
    expect(fake.calls.filter((c) => c.method.startsWith('contacts.'))).toEqual([]);
  });
});

describe('intent: pause and resume', () => {
  const task = makeContact({ contactId: 't', type: 'task', state: 'connected', connections: [agentConn('connected')] });
  it('is ignored while another pause or resume is in flight', async () => {
    const { model, fake } = modelWithFakePort();
    fake.defer('contacts.pause');
    model.contacts.applySnapshot([task]);
    const first = model.intents.pause('t');
    await expect(model.intents.resume('t')).resolves.toBe(false);
    fake.pending[0]!.resolve();
    await expect(first).resolves.toBe(true);
    expect(fake.callsTo('contacts.resume')).toEqual([]);
  });
  it('maps a quota failure and a pause alert replaces a resume alert', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([task]);
    fake.failNext('contacts.resume', new Error('x'));
    await model.intents.resume('t').catch(() => undefined);
    fake.failNext('contacts.pause', { type: 'QuotaExceededException' });
    await expect(model.intents.pause('t')).rejects.toMatchObject({ errorName: 'pause_quota_exceeded' });
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['pause_quota_exceeded']);
  });
});

describe('intent: hold, transfer, add participant', () => {
  it('hold failure gives hold_contact_failed', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([voiceCall('v')]);
    fake.failNext('contacts.holdConnection', 'x');
    await expect(model.intents.holdConnection('v', 'customer')).rejects.toMatchObject({ errorName: 'hold_contact_failed' });
  });
  it('a task transfer failure is a task transfer alert', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([makeContact({ contactId: 't', type: 'task', state: 'connected' })]);
    fake.failNext('quickConnects.transfer', 'x');
    await expect(model.intents.transfer('t', address)).rejects.toMatchObject({ errorName: 'transfer_task_failed' });
  });
  it('refuses to add a participant at the 6-connection cap', async () => {
    const { model, fake } = modelWithFakePort();
    const parties = [1, 2, 3, 4].map((n) => thirdPartyConn(`tp${n}`, 'connected'));
    model.contacts.applySnapshot([voiceCall('v', { connections: [agentConn('connected'), customerConn('connected'), ...parties] })]);
    await expect(model.intents.addParticipant('v', address)).rejects.toMatchObject({ errorName: 'connection_cap_reached' });
    expect(fake.callsTo('quickConnects.addParticipant')).toEqual([]);
  });
});
