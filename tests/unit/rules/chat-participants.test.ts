import { describe, expect, it } from 'vitest';
import { addToChatBlocker, addedChatParticipants, canAddToChat, canLeaveChat } from '../../../src/shared/rules/chat-participants';
import { makeContact, type Connection, type Contact } from '../../../src/shared/domain/contact';

const k = (connectionId: string, type: Connection['type'], state: Connection['state'], isInitialConnection = false): Connection => ({
  connectionId, type, state, isInitialConnection, isOnHold: false, isMute: false, isBarge: false, endpoint: { type: 'agent', name: connectionId },
});
const chat = (over: Partial<Contact>, ...extra: Connection[]): Contact => ({
  ...makeContact({ contactId: 'c1', type: 'chat', state: 'connected' }),
  isMultiparty: true,
  connections: [k('me', 'agent', 'connected'), k('customer', 'inbound', 'connected', true), ...extra],
  ...over,
});

describe('multi-party chat', () => {
  it('Add to chat needs the instance feature, the agent connected, and nobody still joining', () => {
    expect(canAddToChat(chat({}))).toBe(true);
    expect(canAddToChat(chat({ isMultiparty: false }))).toBe(false);
    expect(canAddToChat(chat({}, k('sales', 'outbound', 'connecting')))).toBe(false);
    expect(canAddToChat(chat({ connections: [k('me', 'agent', 'connecting'), k('customer', 'inbound', 'connected', true)] }))).toBe(false);
  });

  it('Leave chat once another agent has joined; the added parties are those still in it', () => {
    expect(canLeaveChat(chat({}))).toBe(false);
    expect(canLeaveChat(chat({}, k('sales', 'outbound', 'connecting')))).toBe(false);
    const joined = chat({}, k('sales', 'outbound', 'connected'), k('gone', 'outbound', 'disconnected'));
    expect(canLeaveChat(joined)).toBe(true);
    expect(addedChatParticipants(joined).map((x) => x.connectionId)).toEqual(['sales']);
    expect(canLeaveChat({ ...joined, isMultiparty: false })).toBe(false);
  });

  it('says why Add to chat is shut: the six-connection cap, or someone still joining', () => {
    expect(addToChatBlocker(chat({}))).toBeNull();
    const full = chat({}, k('a1', 'outbound', 'connected'), k('a2', 'outbound', 'connected'), k('a3', 'outbound', 'connected'), k('a4', 'outbound', 'connected'));
    expect(canAddToChat(full)).toBe(false);
    expect(addToChatBlocker(full)).toBe('cap');
    expect(addToChatBlocker(chat({}, k('sales', 'outbound', 'connecting')))).toBe('joining');
    expect(addToChatBlocker(chat({ isMultiparty: false }))).toBeNull();
  });
});
