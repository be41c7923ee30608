import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import type { ContactRecord } from '../../../emulator/centre/records.ts';
import { ChatContacts } from '../../../emulator/chat/chat-contacts.ts';
import { ChatStore } from '../../../emulator/chat/chat-store.ts';
import type { Item } from '../../../emulator/chat/transcript.ts';

// Chat transfers through quick connects in Connect Local (CTI CreateAdditionalConnection on a chat).

function world(autoAnswer = false) {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0, answerDelayMs: 1000, autoAnswer });
  const toAgent: Item[] = [];
  const toCustomer: Item[] = [];
  const store = new ChatStore({ toParticipant: (p, item) => p.role === 'CUSTOMER' && toCustomer.push(item), toAgent: (_a, item) => toAgent.push(item) });
  const chats = new ChatContacts(centre, store);
  centre.setAgentState(centre.agent('agent'), centre.states(centre.agent('agent'))[0]!, false);
  const { contact } = chats.start({ agent: 'agent', customerName: 'Dana', subtype: 'web', authenticated: false });
  chats.accept(contact);
  vi.advanceTimersByTime(1);
  const qc = (name: string) => centre.directory.quickConnects.find((q) => q.name === name)!;
  const endpoint = (name: string) => ({ ...qc(name), phoneNumber: qc(name).phoneNumber, agentLogin: qc(name).agentLogin, queue: qc(name).queue });
  return { centre, store, chats, contact, toAgent, toCustomer, qc, endpoint };
}

const events = (items: Item[]) => items.filter((x) => x.Type === 'EVENT').map((x) => `${x.ContentType!.split('.event.')[1]}:${x.DisplayName ?? ''}`);
const states = (c: ContactRecord) => c.connections.map((k) => `${k.role}:${k.state.type}`);

describe('chat transfer in Connect Local', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a connecting third party; once the queue takes the chat the agent leaves into ACW and the customer stays', () => {
    const w = world();
    expect(w.contact.state.type).toBe('connected');
    w.chats.addConnection(w.contact, w.endpoint('Sales queue'), w.qc('Sales queue'));
    expect(states(w.contact)).toEqual(['agent:connected', 'customer:connected', 'third_party:connecting']);
    expect(w.contact.connections[2]!.quickConnectName).toBe('Sales queue');
    w.chats.transfers.accept(w.contact);
    expect(w.contact.state.type).toBe('ended');
    expect(states(w.contact)).toEqual(['agent:disconnected', 'customer:connected', 'third_party:connected']);
    const room = w.store.room(w.contact.contactId);
    expect(events(room.transcript).slice(-3)).toEqual(['transfer.succeeded:SYSTEM', 'participant.left:Alex Rivera', 'participant.joined:Sales agent']);
    expect(events(w.toCustomer).slice(-3)).toEqual(['transfer.succeeded:SYSTEM', 'participant.left:Alex Rivera', 'participant.joined:Sales agent']);
    // Clearing the agent's ACW does not end the customer's conversation; nothing more goes to the agent.
    const agentCount = w.toAgent.length;
    w.chats.clear(w.contact);
    expect(room.ended).toBe(false);
    w.store.post(room, { ...room.transcript[0]!, Id: 'later', Type: 'MESSAGE', Content: 'still there?' });
    expect(w.toAgent.length).toBe(agentCount);
    expect(w.toCustomer.at(-1)!.Content).toBe('still there?');
  });

  it('names the receiving agent of an agent quick connect, and takes the chat by itself with autoAnswer', () => {
    const w = world(true);
    w.chats.addConnection(w.contact, w.endpoint('Jordan Lee'), w.qc('Jordan Lee'));
    vi.advanceTimersByTime(1000);
    expect(w.contact.state.type).toBe('ended');
    expect(events(w.store.room(w.contact.contactId).transcript).at(-1)).toBe('participant.joined:Jordan Lee');
  });

  it('a failed transfer tells the agent, drops the third party and leaves the agent in the chat', () => {
    const w = world();
    w.chats.addConnection(w.contact, w.endpoint('Billing queue'), w.qc('Billing queue'));
    w.chats.transfers.fail(w.contact);
    expect(w.contact.state.type).toBe('connected');
    expect(states(w.contact)).toEqual(['agent:connected', 'customer:connected', 'third_party:disconnected']);
    expect(events(w.toAgent).at(-1)).toBe('transfer.failed:SYSTEM');
    expect(events(w.toCustomer)).not.toContain('transfer.failed:SYSTEM');
    // The agent may try again.
    w.chats.addConnection(w.contact, w.endpoint('Sales queue'), w.qc('Sales queue'));
    expect(w.chats.transfers.pending(w.contact)).toBeDefined();
  });

  it('refuses phone numbers, a second transfer at once, and more than 6 connections', () => {
    const w = world();
    expect(() => w.chats.addConnection(w.contact, w.endpoint('Front desk'), w.qc('Front desk'))).toThrow(/queue or an agent/);
    w.chats.addConnection(w.contact, w.endpoint('Sales queue'), w.qc('Sales queue'));
    expect(() => w.chats.addConnection(w.contact, w.endpoint('Billing queue'), w.qc('Billing queue'))).toThrow(/already being transferred/);
    w.chats.transfers.fail(w.contact);
    const live = w.contact.connections[0]!;
    for (let i = 0; i < 4; i++) w.contact.connections.push({ ...live, connectionId: `x${i}`, role: 'third_party', state: { type: 'connected', timestamp: 0 } });
    expect(() => w.chats.addConnection(w.contact, w.endpoint('Sales queue'), w.qc('Sales queue'))).toThrow(/at most 6/);
  });

  it('the customer leaving while the transfer waits ends the chat and the pending transfer', () => {
    const w = world();
    w.chats.addConnection(w.contact, w.endpoint('Sales queue'), w.qc('Sales queue'));
    const room = w.store.room(w.contact.contactId);
    w.chats.disconnect(room, w.store.participant(room, 'CUSTOMER'));
    expect(w.contact.state.type).toBe('ended');
    expect(states(w.contact)).toEqual(['agent:disconnected', 'customer:disconnected', 'third_party:disconnected']);
    expect(() => w.chats.transfers.accept(w.contact)).toThrow(/not being transferred/);
  });
});
