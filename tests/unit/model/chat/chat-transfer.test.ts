import { describe, expect, it } from 'vitest';
import { hasPendingTransfer, isChatTransferAddress, isChatTransferring } from '../../../../src/shared/rules/chat-transfer';
import { ADD_PARTICIPANT_TIMEOUT_MS } from '../../../../src/shared/model/intents/contact-intents';
import { NO_PROGRESS } from '../../../../src/shared/domain/contact';
import { agentConn, chat, customerConn, thirdPartyConn, voiceCall } from '../support/fixtures';
import { flush, modelWithFakePort } from '../support/model';
import { chatModel, iso, T0 } from './support';

// Chat transfer through quick connects (chat §4, §5, §8, §9).

const queue = { endpointARN: 'arn:qc:sales', endpointId: 'sales', name: 'Sales queue', type: 'queue' as const };
const phone = { endpointARN: 'arn:qc:desk', endpointId: 'desk', name: 'Front desk', type: 'phone_number' as const, phoneNumber: '+12065550142' };
const transferring = chat('c1', { connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('tp', 'connecting')] });
const transferFailed = { Id: 'tf', Type: 'EVENT', ContentType: 'application/vnd.amazonaws.connect.event.transfer.failed', ParticipantRole: 'SYSTEM', DisplayName: 'SYSTEM', AbsoluteTime: iso(T0) } as const;

describe('chat transfer rules', () => {
  it('a chat goes only to queues and agents', () => {
    expect(isChatTransferAddress(queue)).toBe(true);
    expect(isChatTransferAddress({ type: 'agent' })).toBe(true);
    expect(isChatTransferAddress(phone)).toBe(false);
  });
  it('is transferring while the request is on its way or a third party is still connecting', () => {
    expect(hasPendingTransfer(transferring)).toBe(true);
    expect(isChatTransferring(transferring, NO_PROGRESS)).toBe(true);
    expect(isChatTransferring(chat('c1'), { transferInProgress: true })).toBe(true);
    expect(isChatTransferring(chat('c1'), NO_PROGRESS)).toBe(false);
    // Once the agent has left (transfer accepted) or the party dropped (failed), it is no longer transferring.
    expect(hasPendingTransfer(chat('c1', { connections: [agentConn('disconnected'), customerConn('connected'), thirdPartyConn('tp', 'connected')] }))).toBe(false);
    expect(hasPendingTransfer(chat('c1', { connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('tp', 'disconnected')] }))).toBe(false);
    // Voice has no transferring state: the agent completes a voice transfer by hanging up.
    expect(isChatTransferring(voiceCall('v', { connections: [agentConn('connected'), customerConn('hold'), thirdPartyConn('tp', 'connecting')] }), NO_PROGRESS)).toBe(false);
  });
});

describe('intent: chat transfer', () => {
  it('transfers through the port and shows transferring until the request returns', async () => {
    const { model, fake } = modelWithFakePort();
    fake.defer('quickConnects.transfer');
    model.contacts.applySnapshot([chat('c1')]);
    const going = model.intents.transfer('c1', queue);
    expect(model.contacts.get('c1')!.progress.value.transferInProgress).toBe(true);
    fake.pending[0]!.resolve();
    await going;
    expect(fake.callsTo('quickConnects.transfer')).toEqual([['c1', queue]]);
    expect(model.contacts.get('c1')!.progress.value.transferInProgress).toBe(false);
  });
  it('a failed request alerts chat_transfer_failed and the agent keeps the chat', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c1')]);
    fake.failNext('quickConnects.transfer', '{"type":"LimitExceededException"}');
    await expect(model.intents.transfer('c1', queue)).rejects.toMatchObject({ errorName: 'chat_transfer_failed' });
    expect(model.alerts.list.value[0]).toMatchObject({ type: 'chat_transfer_failed', context: 'c1', level: 'error' });
    expect(model.contacts.get('c1')!.status.value).toBe('connected');
  });
  it('gives up after 10 s with chat_transfer_failed', async () => {
    const { model, fake, clock } = modelWithFakePort();
    fake.defer('quickConnects.transfer');
    model.contacts.applySnapshot([chat('c1')]);
    const going = model.intents.transfer('c1', queue);
    clock.advance(ADD_PARTICIPANT_TIMEOUT_MS - 1);
    await flush();
    expect(model.contacts.get('c1')!.progress.value.transferInProgress).toBe(true);
    clock.advance(1);
    await expect(going).rejects.toMatchObject({ errorName: 'chat_transfer_failed' });
    expect(model.contacts.get('c1')!.progress.value.transferInProgress).toBe(false);
  });
  it('refuses phone numbers, and a second transfer while one is pending', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([chat('c1')]);
    await expect(model.intents.transfer('c1', phone)).rejects.toMatchObject({ errorName: 'chat_transfer_failed' });
    model.contacts.applySnapshot([transferring]);
    await model.intents.transfer('c1', queue);
    expect(fake.callsTo('quickConnects.transfer')).toEqual([]);
  });
  it('blocks ending the chat while it is transferring, with the spec message', async () => {
    const { model, fake } = modelWithFakePort();
    model.contacts.applySnapshot([transferring]);
    await expect(model.intents.end('c1')).rejects.toMatchObject({ errorName: 'chat_transferring_cannot_end' });
    await expect(model.intents.close('c1')).rejects.toMatchObject({ errorName: 'chat_transferring_cannot_end' });
    expect(fake.callsTo('contacts.endContact')).toEqual([]);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['chat_transferring_cannot_end']);
    // After a failed transfer the chat can be ended again.
    model.contacts.applySnapshot([chat('c1', { connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('tp', 'disconnected')] })]);
    await model.intents.end('c1');
    expect(fake.callsTo('contacts.endContact')).toEqual([['c1']]);
  });
  it('a transfer.failed event from the service raises chat_transfer_failed', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([transferring]);
    model.chat.applyItems('c1', [transferFailed]);
    expect(model.alerts.list.value).toEqual([]);
    model.chat.applyItems('c1', [{ ...transferFailed, Id: 'tf2' }], { live: true });
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['chat_transfer_failed']);
  });
  it('a transfer.failed event that came while the session was connecting alerts when the refill brings it; an older one does not', async () => {
    const { model, fake } = chatModel({ contact: { connections: transferring.connections } });
    fake.transcript = [{ ...transferFailed, Id: 'old', AbsoluteTime: iso(T0 - 5_000) }];
    await model.chat.refill('c1', { liveSince: T0 });
    expect(model.alerts.list.value).toEqual([]);
    fake.transcript = [...fake.transcript, { ...transferFailed, Id: 'new', AbsoluteTime: iso(T0 + 1_000) }];
    await model.chat.refill('c1', { liveSince: T0 });
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['chat_transfer_failed']);
  });
  it('add participant to a chat honours the 6-connection cap', async () => {
    const { model, fake } = modelWithFakePort();
    const parties = [1, 2, 3, 4].map((n) => thirdPartyConn(`tp${n}`, 'connected'));
    model.contacts.applySnapshot([chat('c1', { connections: [agentConn('connected'), customerConn('connected'), ...parties] })]);
    await expect(model.intents.addParticipant('c1', queue)).rejects.toMatchObject({ errorName: 'connection_cap_reached' });
    expect(fake.callsTo('quickConnects.addParticipant')).toEqual([]);
  });
});
