import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { sendMessage } from '../../../emulator/chat/chat-actions.ts';
import { ChatContacts } from '../../../emulator/chat/chat-contacts.ts';
import { ChatStore } from '../../../emulator/chat/chat-store.ts';
import type { Item } from '../../../emulator/chat/transcript.ts';

// SendMessage's ClientToken makes a send idempotent: a retry of a send whose answer never came keeps nothing twice.
describe("Connect Local's SendMessage and ClientToken", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function chatWorld() {
    const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
    const toCustomer: Item[] = [];
    const store = new ChatStore({ toParticipant: (p, item) => p.role === 'CUSTOMER' && toCustomer.push(item), toAgent: () => undefined });
    const chats = new ChatContacts(centre, store);
    centre.setAgentState(centre.agent('agent'), centre.states(centre.agent('agent'))[0]!, false);
    const { contact, room } = chats.start({ agent: 'agent', customerName: 'Dana', subtype: 'web', authenticated: false });
    chats.accept(contact);
    vi.advanceTimersByTime(1);
    const messages = () => room.transcript.filter((x) => x.Type === 'MESSAGE');
    return { store, room, toCustomer, messages, agent: store.participant(room, 'AGENT'), customer: store.participant(room, 'CUSTOMER') };
  }

  it('a repeated token answers the first message and keeps and delivers it once', () => {
    const w = chatWorld();
    const first = sendMessage(w.store, w.room, w.agent, 'One refund, please', 'text/plain', 'token-1');
    const again = sendMessage(w.store, w.room, w.agent, 'One refund, please', 'text/plain', 'token-1');
    expect(again).toEqual(first);
    expect(w.messages().map((x) => x.Content)).toEqual(['One refund, please']);
    expect(w.toCustomer.filter((x) => x.Type === 'MESSAGE')).toHaveLength(1);
  });

  it('another token, no token, or another participant with the same token is another message', () => {
    const w = chatWorld();
    const a = sendMessage(w.store, w.room, w.agent, 'ok', 'text/plain', 'token-1');
    expect(sendMessage(w.store, w.room, w.agent, 'ok', 'text/plain', 'token-2').Id).not.toBe(a.Id);
    expect(sendMessage(w.store, w.room, w.agent, 'ok').Id).not.toBe(a.Id);
    expect(sendMessage(w.store, w.room, w.agent, 'ok').Id).not.toBe(a.Id);
    expect(sendMessage(w.store, w.room, w.customer, 'ok', 'text/plain', 'token-1').Id).not.toBe(a.Id);
    expect(w.messages()).toHaveLength(5);
  });
});
