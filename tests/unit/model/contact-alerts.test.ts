import { describe, expect, it } from 'vitest';
import { isAlertShown } from '../../../src/shared/model/alerts/contact-alerts';
import { agentConn, chat, customerConn, thirdPartyConn } from './support/fixtures';
import { modelWithFakePort } from './support/model';

const transferring = () => chat('c', { connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('q', 'connecting')] });
const settled = () => chat('c', { connections: [agentConn('connected'), customerConn('connected'), thirdPartyConn('q', 'disconnected')] });
const types = (model: ReturnType<typeof modelWithFakePort>['model']) => model.alerts.list.value.map((a) => a.type);

describe('contact alerts (chat §8)', () => {
  it("'cannot end while transferring' goes when the transfer resolves", () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([transferring()]);
    model.alerts.add({ level: 'warning', type: 'chat_transferring_cannot_end', context: 'c' });
    model.contacts.applySnapshot([settled()]);
    expect(types(model)).toEqual([]);
  });

  it("'Failed to transfer chat' goes when the agent starts a new transfer, and every chat alert goes with the chat", async () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([settled()]);
    model.alerts.add({ level: 'error', type: 'chat_transfer_failed', context: 'c' });
    model.alerts.add({ level: 'error', type: 'load_chat_transcript_failed', context: 'c' });
    // A snapshot from before the failure, still showing the queue joining, arrives late: the alert stays.
    model.contacts.applySnapshot([transferring()]);
    model.contacts.applySnapshot([settled()]);
    expect(types(model)).toEqual(['chat_transfer_failed', 'load_chat_transcript_failed']);
    await model.intents.transfer('c', { type: 'queue', name: 'Sales queue', endpointARN: 'arn:q', endpointId: 'q' });
    expect(types(model)).toEqual(['load_chat_transcript_failed']);
    model.contacts.applySnapshot([]);
    expect(types(model)).toEqual([]);
  });

  it("shows global alerts, the shown contact's, and a gone contact's; never another listed contact's", () => {
    expect(isAlertShown('global', 'a', ['a', 'b'])).toBe(true);
    expect(isAlertShown('chat', null, ['a'])).toBe(true);
    expect(isAlertShown('a', 'a', ['a', 'b'])).toBe(true);
    expect(isAlertShown('b', 'a', ['a', 'b'])).toBe(false);
    expect(isAlertShown('gone', 'a', ['a'])).toBe(true);
  });
});
