import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../src/shared/domain/clock';
import { createCcpModel } from '../../../../src/shared/model/create-model';
import type { QuickResponsesPort } from '../../../../src/shared/model/port';
import type { QuickResponse, QuickResponseQuery } from '../../../../src/shared/domain/port-types';
import { memoryStorage } from '../../../../src/shared/model/view/storage';
import { FakePort } from '../support/fake-port';
import { agentConn, chat, configuration, customerConn, STATES } from '../support/fixtures';
import { FakeChat, flush, T0 } from './support';

const order: QuickResponse = { quickResponseId: 'q1', name: 'Order status', shortcutKey: 'order', plainText: 'Your order {{$.Attributes.orderId}} is on its way.', attributesNotInterpolated: ['$.Attributes.orderId'] };
const hello: QuickResponse = { quickResponseId: 'q2', name: 'Greeting', plainText: 'Hello Casey', markdown: 'Hello **Casey**', attributesNotInterpolated: [] };

function setup(answer: (q: QuickResponseQuery) => Promise<{ results: QuickResponse[]; nextToken: string | null }>, enabled: Promise<boolean> = Promise.resolve(true)) {
  const clock = new ManualClock(T0);
  const queries: QuickResponseQuery[] = [];
  const qr: QuickResponsesPort = { isEnabled: () => enabled, search: (q) => (queries.push(q), answer(q)) };
  const model = createCcpModel({ ...new FakePort().port(), chat: new FakeChat().port(), quickResponses: qr }, { clock, storage: memoryStorage() });
  model.agent.applyConfiguration(configuration());
  model.agent.applyAgentStates(STATES);
  model.agent.markInitialized();
  model.contacts.applySnapshot([chat('c1', { connections: [agentConn('connected'), customerConn('connected')] })]);
  return { clock, model, queries };
}

describe('quick responses store', () => {
  it('is available once the host says the instance has quick responses', async () => {
    const { model } = setup(async () => ({ results: [], nextToken: null }));
    expect(model.quickResponses.available.value).toBe(false);
    await model.quickResponses.check();
    expect(model.quickResponses.available.value).toBe(true);
  });

  it('searches after the debounce, only the last query, and pages on', async () => {
    const { clock, model, queries } = setup(async (q) => (q.nextToken ? { results: [hello], nextToken: null } : { results: [order], nextToken: '1' }));
    model.quickResponses.search('c1', 'o');
    model.quickResponses.search('c1', 'ord');
    const s = model.quickResponses.get('c1');
    expect(s.open.value).toBe(true);
    clock.advance(249);
    expect(queries).toHaveLength(0);
    clock.advance(1);
    await flush();
    expect(queries).toEqual([{ query: 'ord', contactId: 'c1', maxResults: 25 }]);
    expect(s.results.value.map((r) => r.name)).toEqual(['Order status']);
    await model.quickResponses.loadMore('c1');
    expect(queries[1]).toMatchObject({ nextToken: '1' });
    expect(s.results.value.map((r) => r.name)).toEqual(['Order status', 'Greeting']);
    model.quickResponses.close('c1');
    expect(s.open.value).toBe(false);
    expect(s.results.value).toEqual([]);
  });

  it('a throttled search hides quick responses; a bad one only shows that it failed', async () => {
    let error: unknown = { type: 'ValidationException' };
    const { clock, model } = setup(async () => Promise.reject(error));
    await model.quickResponses.check();
    model.quickResponses.search('c1', 'x');
    clock.advance(250);
    await flush();
    expect(model.quickResponses.get('c1').failed.value).toBe(true);
    expect(model.quickResponses.available.value).toBe(true);
    error = { type: 'ThrottlingException', message: 'Rate exceeded' };
    model.quickResponses.search('c1', 'y');
    clock.advance(250);
    await flush();
    expect(model.quickResponses.available.value).toBe(false);
    expect(model.quickResponses.get('c1').open.value).toBe(false);
  });

  it('unfilled placeholders raise an alert and hold the message back until they are replaced', async () => {
    const { model } = setup(async () => ({ results: [order], nextToken: null }));
    const text = model.quickResponses.choose('c1', order, false);
    model.chat.setDraft('c1', text);
    const s = model.quickResponses.get('c1');
    expect(s.alert.value).toBe('visible');
    expect(s.sendBlocked.value).toBe(true);
    expect(model.alerts.list.value.map((a) => a.type)).toEqual(['quick_response_missing_attributes']);
    expect(await model.chat.send('c1')).toBe(false);

    model.chat.setDraft('c1', 'Your order 42 is on its way.');
    expect(s.alert.value).toBe('hidden');
    expect(s.sendBlocked.value).toBe(false);
    expect(model.alerts.list.value).toEqual([]);
    expect(await model.chat.send('c1')).toBe(true);
  });

  it('inserts markdown where the chat takes it; a response with everything filled raises nothing', () => {
    const { model } = setup(async () => ({ results: [], nextToken: null }));
    model.chat.applyInfo('c1', { features: { attachmentsEnabled: false, markdownEnabled: true } });
    expect(model.quickResponses.choose('c1', hello, true)).toBe('Hello **Casey**');
    model.chat.setDraft('c1', 'Hello **Casey**');
    expect(model.quickResponses.get('c1').alert.value).toBe('hidden');
  });
});
