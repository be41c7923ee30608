import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../src/shared/model';
import { chatSubtypeKind, contactName, rowName, truncate } from '../../../src/shared/rules/contact-name';

const phoneParty = { connectionId: 'k', type: 'inbound' as const, state: 'connected' as const, isInitialConnection: true, isOnHold: false, isMute: false, isBarge: false, endpoint: { type: 'phone_number' as const, phoneNumber: '+15551230000' } };

describe('contact names (chat/task/email §5)', () => {
  it('names a chat by its customer, an email by its description, a task by its name; the number is the fallback', () => {
    expect(contactName(makeContact({ contactId: 'c', type: 'chat', state: 'connected', subtype: 'connect:SMS', participantInfo: { customerName: 'Ana' }, connections: [phoneParty] }))).toBe('Ana');
    expect(contactName(makeContact({ contactId: 'c', type: 'chat', state: 'connected', connections: [phoneParty] }))).toBe('+15551230000');
    expect(contactName(makeContact({ contactId: 'e', type: 'email', state: 'connected', participantInfo: { description: 'Refund', customerName: 'x' } }))).toBe('Refund');
    expect(contactName(makeContact({ contactId: 't', type: 'task', state: 'connected', name: 'Call back Ana' }))).toBe('Call back Ana');
  });

  it('shows a name its owner chose without bidi controls (a right-to-left override cannot fake an extension)', () => {
    expect(contactName(makeContact({ contactId: 'c', type: 'chat', state: 'connected', participantInfo: { customerName: 'Bob \u202Egnp.exe' } }))).toBe('Bob gnp.exe');
    expect(contactName(makeContact({ contactId: 't', type: 'task', state: 'connected', name: 'Pay \u2067fdp.\u2069exe' }))).toBe('Pay fdp.exe');
  });

  it("names a task without a name (the workspace SDK gives none) by its queue", () => {
    expect(contactName(makeContact({ contactId: 't', type: 'task', state: 'connected', queueName: 'Billing', name: 'Refund' }))).toBe('Refund');
    expect(contactName(makeContact({ contactId: 't', type: 'task', state: 'connected', queueName: 'Billing' }))).toBe('Billing');
  });

  it('cuts 15 characters while incoming and 20 otherwise, with an ellipsis', () => {
    expect(rowName('abcdefghijklmnopqrstuvwxyz', 'incoming')).toBe('abcdefghijklmno…');
    expect(rowName('abcdefghijklmnopqrstuvwxyz', 'connected')).toBe('abcdefghijklmnopqrst…');
    expect(rowName('abcdefghijklmno', 'incoming')).toBe('abcdefghijklmno');
    expect(rowName('abcdefghijklmnopqrst', 'acw')).toBe('abcdefghijklmnopqrst');
  });

  it('needs a limit above 3 and counts characters, not UTF-16 units', () => {
    expect(truncate('abcdef', 3)).toBe('abcdef');
    expect(truncate('😀😀😀😀😀', 4)).toBe('😀😀😀😀…');
  });

  it('knows the chat subtypes', () => {
    expect(chatSubtypeKind('connect:SMS')).toBe('sms');
    expect(chatSubtypeKind('connect:WhatsApp')).toBe('whatsapp');
    expect(chatSubtypeKind('connect:Apple')).toBe('apple');
    expect(chatSubtypeKind('connect:Chat')).toBe('chat');
    expect(chatSubtypeKind(undefined)).toBe('chat');
  });
});
