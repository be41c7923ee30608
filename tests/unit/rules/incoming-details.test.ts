import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../src/shared/model';
import type { TranscriptItem } from '../../../src/shared/domain/chat';
import { INCOMING_SNIPPET_LIMIT, incomingDetails } from '../../../src/shared/rules/incoming-details';

const phoneParty = { connectionId: 'k', type: 'inbound' as const, state: 'connecting' as const, isInitialConnection: true, isOnHold: false, isMute: false, isBarge: false, endpoint: { type: 'phone_number' as const, phoneNumber: '+15551230000' } };
const message = (role: string, data: string, type = 'text/plain'): TranscriptItem => ({ id: data, type: 'MESSAGE', content: { data, type }, displayName: role, participantId: role, participantRole: role, direction: 'Incoming', status: 'SendSuccess', sentTime: 0 });

describe('what an incoming contact shows (issue 28: one incoming design)', () => {
  it('a call: its number unless the heading already is the number, then its queue', () => {
    const call = makeContact({ contactId: 'v', type: 'voice', state: 'connecting', queueName: 'Sales', connections: [phoneParty] });
    expect(incomingDetails(call, 'Ana Ruiz')).toEqual([
      { kind: 'number', value: '+15551230000' },
      { kind: 'queue', value: 'Sales' },
    ]);
    expect(incomingDetails(call, '+15551230000')).toEqual([{ kind: 'queue', value: 'Sales' }]);
  });

  it("a chat: the customer's first text message once known, cut to a snippet, and its queue", () => {
    const chat = makeContact({ contactId: 'c', type: 'chat', state: 'connecting', queueName: 'Support' });
    expect(incomingDetails(chat, 'Ana')).toEqual([{ kind: 'queue', value: 'Support' }]);
    const long = 'x'.repeat(INCOMING_SNIPPET_LIMIT + 20);
    const transcript = [message('SYSTEM', 'welcome'), message('CUSTOMER', '{}', 'application/json'), message('CUSTOMER', long), message('CUSTOMER', 'later')];
    expect(incomingDetails(chat, 'Ana', transcript)[0]).toEqual({ kind: 'message', value: `${'x'.repeat(INCOMING_SNIPPET_LIMIT)}…` });
  });

  it('a task: a one-line snippet of its description, without bidi controls, and its queue', () => {
    const task = makeContact({ contactId: 't', type: 'task', state: 'connecting', name: 'Refund', description: 'Order 42\n  was charged \u202Etwice', queueName: 'Billing' });
    expect(incomingDetails(task, 'Refund')).toEqual([
      { kind: 'description', value: 'Order 42 was charged twice' },
      { kind: 'queue', value: 'Billing' },
    ]);
  });

  it('an email: subject, sender with address, queue; nothing unknown or already in the heading', () => {
    const email = makeContact({ contactId: 'e', type: 'email', state: 'connecting', queueName: 'Mail', email: { subject: 'Invoice', customerName: 'Ana', customerAddress: 'ana@example.com' } });
    expect(incomingDetails(email, 'Ana')).toEqual([
      { kind: 'subject', value: 'Invoice' },
      { kind: 'from', value: 'Ana <ana@example.com>' },
      { kind: 'queue', value: 'Mail' },
    ]);
    const bare = makeContact({ contactId: 'e', type: 'email', state: 'connecting', email: { customerAddress: 'ana@example.com' } });
    expect(incomingDetails(bare, 'ana@example.com')).toEqual([]);
  });
});
