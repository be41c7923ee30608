import { describe, expect, it } from 'vitest';
import { toContact, type ContactFacts } from '../../../src/plugin/to-model';
import { contactName } from '../../../src/shared/rules/contact-name';

const chatFacts = (attributes?: Record<string, string>): ContactFacts => ({
  contactId: 'c1',
  type: 'chat',
  state: 'incoming',
  stateTimestamp: 0,
  customerPhoneNumber: null,
  participants: [],
  queueName: 'BasicQueue',
  ...(attributes ? { attributes } : {}),
});

describe('plugin to-model: a chat is named by its customer where the SDK lets it (issue 41)', () => {
  it('names the chat by the customerName attribute, as the standalone panel names it by the customer', () => {
    expect(contactName(toContact(chatFacts({ customerName: ' Casey Customer ', orderId: 'A-1' })))).toBe('Casey Customer');
  });
  it('falls back to the queue when no attribute names the customer', () => {
    expect(contactName(toContact(chatFacts({ orderId: 'A-1' })))).toBe('BasicQueue');
    expect(contactName(toContact(chatFacts({ customerName: '  ' })))).toBe('BasicQueue');
    expect(contactName(toContact(chatFacts()))).toBe('BasicQueue');
  });
  it('leaves other channels as they were', () => {
    expect(contactName(toContact({ ...chatFacts({ customerName: 'Casey' }), type: 'task' }))).toBe('BasicQueue');
  });
});
