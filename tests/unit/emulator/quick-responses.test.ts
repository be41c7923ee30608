import { describe, expect, it } from 'vitest';
import { instanceIds } from '../../../emulator/centre/ids';
import type { ContactRecord } from '../../../emulator/centre/records';
import { QuickResponses } from '../../../emulator/chat/quick-responses';

const contact = (attributes: Record<string, string>, name: string | null = 'Casey Customer') =>
  ({ attributes, customerEndpoint: { name } }) as unknown as ContactRecord;
const ctx = (c?: ContactRecord) => ({ agentName: 'Alex Rivera', contact: c, ids: instanceIds() });

describe('Connect Local quick responses', () => {
  it('ranks shortcut key, then name, then content, then description; chat responses only', () => {
    const kb = new QuickResponses();
    kb.add({ name: 'Voice only', shortcutKey: 'ordv', plainText: 'x', channels: ['Voice'] });
    expect(kb.search({ query: 'order' }, ctx()).results.map((r) => r.name)).toEqual(['Order status']);
    expect(kb.search({ query: 'refund' }, ctx()).results.map((r) => r.name)).toEqual(['Refund policy']);
    expect(kb.search({ query: '30 days' }, ctx()).results.map((r) => r.name)).toEqual(['Refund policy']);
    expect(kb.search({ query: '' }, ctx()).results).toHaveLength(6);
  });
  it('fills placeholders from the agent, the customer and the attributes; names the ones it cannot', () => {
    const kb = new QuickResponses();
    const greeting = kb.search({ query: 'hi' }, ctx(contact({})))!.results[0]!;
    expect(greeting.contents.plainText?.content).toBe('Hello Casey, my name is Alex. How can I help you today?');
    expect(greeting.attributesNotInterpolated).toEqual([]);
    const missing = kb.search({ query: 'order' }, ctx(contact({}))).results[0]!;
    expect(missing.contents.plainText?.content).toBe('Your order {{$.Attributes.orderId}} is on its way.');
    expect(missing.attributesNotInterpolated).toEqual(['$.Attributes.orderId']);
    // streams sends contact.getAttributes(): {key: {name, value}}.
    const filled = kb.search({ query: 'order', attributes: { orderId: { name: 'orderId', value: 'A-42' } } }, ctx(contact({}))).results[0]!;
    expect(filled.contents.markdown?.content).toBe('Your order **A-42** is on its way.');
    expect(filled.attributesInterpolated).toEqual(['$.Attributes.orderId']);
  });
  it('pages with nextToken, validates additions, and fails on an armed fault', () => {
    const kb = new QuickResponses();
    const first = kb.search({ query: '', maxResults: 4 }, ctx());
    expect(first.nextToken).toBe('4');
    expect(kb.search({ query: '', maxResults: 4, nextToken: '4' }, ctx()).results).toHaveLength(2);
    expect(() => kb.add({ name: 'Dup', shortcutKey: 'HI', plainText: 'x' })).toThrow(/already used/);
    expect(() => kb.add({ name: 'Empty' })).toThrow(/plainText or markdown/);
    kb.clear();
    expect(kb.search({ query: '' }, ctx()).results).toEqual([]);
    kb.fault = { type: 'ThrottlingException', message: 'Rate exceeded', count: 1 };
    expect(() => kb.search({ query: '' }, ctx())).toThrow('Rate exceeded');
    expect(kb.search({ query: '' }, ctx()).results).toEqual([]);
  });
});
