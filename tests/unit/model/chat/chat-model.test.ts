import { describe, expect, it } from 'vitest';
import { agentConn, customerConn } from '../support/fixtures';
import { agentMessage, chatModel, customerMessage, flush, iso, T0 } from './support';

describe('chat transcript items', () => {
  it('keeps messages and shown events in time order; typing and receipts never become items', () => {
    const { model, entry } = chatModel();
    model.chat.applyItems('c1', [
      customerMessage('m2', T0 + 2000),
      customerMessage('m1', T0 + 1000),
      { Id: 'e1', Type: 'EVENT', ContentType: 'application/vnd.amazonaws.connect.event.participant.joined', ParticipantRole: 'AGENT', DisplayName: 'Alex', AbsoluteTime: iso(T0) },
      { Id: 't1', Type: 'EVENT', ContentType: 'application/vnd.amazonaws.connect.event.typing', ParticipantRole: 'CUSTOMER', AbsoluteTime: iso(T0) },
    ]);
    expect(entry.items.value.map((x) => x.id)).toEqual(['e1', 'm1', 'm2']);
    expect(entry.items.value[0]!.event).toBe('participant.joined');
    // The same item again (a refill) is not duplicated.
    model.chat.applyItems('c1', [customerMessage('m1', T0 + 1000)]);
    expect(entry.items.value).toHaveLength(3);
  });

  it('groups consecutive messages by participant; events stand alone', () => {
    const { model, entry } = chatModel();
    model.chat.applyInfo('c1', { selfParticipantId: 'me' });
    model.chat.applyItems('c1', [customerMessage('a', T0 + 1), customerMessage('b', T0 + 2), agentMessage('c', T0 + 3), customerMessage('d', T0 + 4)]);
    expect(entry.groups.value.map((g) => (g.kind === 'messages' ? `${g.direction}:${g.items.length}` : 'event'))).toEqual(['Incoming:2', 'Outgoing:1', 'Incoming:1']);
  });
});

describe('sending', () => {
  it('shows Sending last, then SendSuccess under the service id; blank text is never sent', async () => {
    const { model, fake, entry } = chatModel();
    model.chat.setDraft('c1', '   \n ');
    expect(await model.chat.send('c1')).toBe(false);
    expect(fake.callsTo('sendMessage')).toHaveLength(0);

    fake.hold = true;
    model.chat.setDraft('c1', 'Hello there');
    const sending = model.chat.send('c1');
    expect(entry.draft.value).toBe('');
    model.chat.applyItems('c1', [customerMessage('later', T0 + 60_000)]);
    expect(entry.items.value.map((x) => x.status)).toEqual(['SendSuccess', 'Sending']);
    fake.held.forEach((r) => r());
    await sending;
    const mine = entry.items.value.find((x) => x.direction === 'Outgoing')!;
    expect(mine).toMatchObject({ id: 'srv-1', status: 'SendSuccess', sentTime: T0 + 500 });
    expect(fake.callsTo('sendMessage')[0]![0]).toEqual({ contactId: 'c1', content: 'Hello there', contentType: 'text/plain', clientToken: expect.any(String) });
  });

  it("drops the local copy when the service's echo came first", async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyInfo('c1', { selfParticipantId: 'me' });
    fake.hold = true;
    model.chat.setDraft('c1', 'echo');
    const sending = model.chat.send('c1');
    model.chat.applyItems('c1', [agentMessage('srv-1', T0 + 500, 'echo')], { live: true });
    fake.held.forEach((r) => r());
    await sending;
    expect(entry.items.value.map((x) => x.id)).toEqual(['srv-1']);
  });

  it("a failure shows 'Failed to send! ' with Retry, and Retry sends again", async () => {
    const { model, fake, entry } = chatModel();
    fake.fail('sendMessage');
    model.chat.setDraft('c1', 'try me');
    await model.chat.send('c1');
    const failed = entry.items.value[0]!;
    expect(failed).toMatchObject({ status: 'SendFailed', error: { kind: 'send', retry: true } });
    await model.chat.retry('c1', failed.id);
    expect(entry.items.value).toHaveLength(1);
    expect(entry.items.value[0]).toMatchObject({ status: 'SendSuccess', id: 'srv-1' });
    expect(fake.callsTo('sendMessage')).toHaveLength(2);
  });

  it('a send that timed out while the service stalled gives way to its echo: the message shows once, with no Retry', async () => {
    const { model, fake, entry, clock, storage } = chatModel();
    model.chat.applyInfo('c1', { selfParticipantId: 'me' });
    fake.hold = true;
    model.chat.setDraft('c1', 'stalled');
    const sending = model.chat.send('c1');
    clock.advance(10_000);
    await sending;
    expect(entry.items.value).toMatchObject([{ status: 'SendFailed', error: { kind: 'send' } }]);
    // The service kept it after all and pushes it back.
    model.chat.applyItems('c1', [agentMessage('srv-9', T0 + 10_500, 'stalled')], { live: true });
    expect(entry.items.value).toMatchObject([{ id: 'srv-9', status: 'SendSuccess', content: { data: 'stalled' } }]);
    expect(entry.items.value[0]!.error).toBeUndefined();
    // Nothing is kept as unsent for a reload either.
    expect(storage.getItem('chat:c1')).toBeNull();
  });

  it('Retry sends the same client token as the first attempt, so the service can keep the message once', async () => {
    const { model, fake, entry } = chatModel();
    fake.fail('sendMessage');
    model.chat.setDraft('c1', 'once');
    await model.chat.send('c1');
    await model.chat.retry('c1', entry.items.value[0]!.id);
    const tokens = fake.callsTo('sendMessage').map(([m]) => (m as { clientToken?: string }).clientToken);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toEqual(expect.any(String));
    expect(tokens[1]).toBe(tokens[0]);
    // Another message has a token of its own.
    model.chat.setDraft('c1', 'twice');
    await model.chat.send('c1');
    expect((fake.callsTo('sendMessage')[2]![0] as { clientToken?: string }).clientToken).not.toBe(tokens[0]);
  });

  it('sends markdown only when the contact allows it', async () => {
    const { model, fake } = chatModel();
    model.chat.applyInfo('c1', { features: { attachmentsEnabled: true, markdownEnabled: true } });
    model.chat.setDraft('c1', '**hi**');
    await model.chat.send('c1');
    expect((fake.callsTo('sendMessage')[0]![0] as { contentType: string }).contentType).toBe('text/markdown');
  });
});

describe('receipts and unread', () => {
  it('sends delivered for live incoming messages and read when the agent sees them; unread counts after the last read time', async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyItems('c1', [customerMessage('old', T0 - 5000)]);
    model.chat.applyItems('c1', [customerMessage('m1', T0 + 1000), customerMessage('m2', T0 + 2000)], { live: true });
    expect(entry.unreadCount.value).toBe(3);
    await flush();
    expect(fake.callsTo('sendReceipt')).toEqual([['c1', 'm1', 'delivered'], ['c1', 'm2', 'delivered']]);
    model.chat.markRead('c1');
    expect(entry.unreadCount.value).toBe(0);
    expect(entry.lastReadMessageTime.value).toBe(T0 + 2000);
    await flush();
    expect(fake.callsTo('sendReceipt').at(-1)).toEqual(['c1', 'm2', 'read']);
    // Nothing new: no second read receipt.
    model.chat.markRead('c1');
    expect(fake.callsTo('sendReceipt')).toHaveLength(3);
  });

  it('sends no receipts in monitor modes or with fewer than two active participants', async () => {
    const monitoring = chatModel({ contact: { supervision: { mode: 'silent_monitor', monitorEnabled: true, bargeEnabled: false, isAgentUnderSupervision: false, isForcedMute: false, otherManagerBarged: false } } });
    monitoring.model.chat.applyItems('c1', [customerMessage('m1', T0 + 1)], { live: true });
    monitoring.model.chat.markRead('c1');
    const alone = chatModel({ contact: { connections: [agentConn('connected'), customerConn('disconnected')] } });
    alone.model.chat.applyItems('c1', [customerMessage('m1', T0 + 1)], { live: true });
    alone.model.chat.markRead('c1');
    await flush();
    expect(monitoring.fake.callsTo('sendReceipt')).toEqual([]);
    expect(alone.fake.callsTo('sendReceipt')).toEqual([]);
    expect(alone.entry.unreadCount.value).toBe(0);
  });

  it('shows Read on the newest read outgoing message and Delivered only on a newer one', () => {
    const { model, entry } = chatModel();
    model.chat.applyInfo('c1', { selfParticipantId: 'me' });
    model.chat.applyItems('c1', [agentMessage('a', T0 + 1), agentMessage('b', T0 + 2), agentMessage('c', T0 + 3)]);
    model.chat.applyReceipt('c1', 'read', { MessageMetadata: { MessageId: 'a', Receipts: [{ ReadTimestamp: iso(T0 + 10) }] } });
    model.chat.applyReceipt('c1', 'delivered', { Content: JSON.stringify({ messageId: 'c' }) });
    expect(entry.receipts.value).toEqual({ readId: 'a', deliveredId: 'c' });
    model.chat.applyReceipt('c1', 'read', { MessageMetadata: { MessageId: 'c' } });
    expect(entry.receipts.value).toEqual({ readId: 'c' });
  });
});

describe('typing', () => {
  const typing = (at: number) => ({ ContentType: 'application/vnd.amazonaws.connect.event.typing', ParticipantId: 'cust', ParticipantRole: 'CUSTOMER', DisplayName: 'Casey', AbsoluteTime: iso(at) });

  it('shows a typing customer for 12 s, ignores events older than 10 s, and clears on their message', () => {
    const { model, clock, entry } = chatModel();
    model.chat.applyTyping('c1', typing(T0 - 10_001));
    expect(entry.typing.value).toEqual([]);
    model.chat.applyTyping('c1', typing(T0));
    expect(entry.typing.value.map((t) => t.displayName)).toEqual(['Casey']);
    clock.advance(11_000);
    expect(entry.typing.value).toHaveLength(1);
    clock.advance(1_000);
    expect(entry.typing.value).toHaveLength(0);
    model.chat.applyTyping('c1', typing(clock.now()));
    model.chat.applyItems('c1', [customerMessage('m', clock.now())], { live: true });
    expect(entry.typing.value).toHaveLength(0);
  });

  it('clears a typing customer as soon as they leave, and everyone when the chat ends', () => {
    const { model, clock, entry } = chatModel();
    const event = (id: string, kind: string, participantId: string) => ({
      Id: id, Type: 'EVENT', ContentType: `application/vnd.amazonaws.connect.event.${kind}`, ParticipantId: participantId, ParticipantRole: 'CUSTOMER', DisplayName: 'Casey', AbsoluteTime: iso(clock.now()),
    });
    model.chat.applyTyping('c1', typing(T0));
    model.chat.applyItems('c1', [event('e1', 'participant.left', 'someone-else')], { live: true });
    expect(entry.typing.value).toHaveLength(1);
    model.chat.applyItems('c1', [event('e2', 'participant.left', 'cust')], { live: true });
    expect(entry.typing.value).toHaveLength(0);
    model.chat.applyTyping('c1', typing(clock.now()));
    model.chat.applyItems('c1', [event('e3', 'chat.ended', 'system')], { live: true });
    expect(entry.typing.value).toHaveLength(0);
  });

  it('sends typing on the leading edge, at most once per 10 s', () => {
    const { model, clock, fake } = chatModel();
    model.chat.setDraft('c1', 'h');
    model.chat.setDraft('c1', 'he');
    clock.advance(9_999);
    model.chat.setDraft('c1', 'hel');
    expect(fake.callsTo('sendTyping')).toHaveLength(1);
    clock.advance(1);
    model.chat.setDraft('c1', 'hell');
    model.chat.setDraft('c1', '');
    expect(fake.callsTo('sendTyping')).toHaveLength(2);
  });
});

describe('a supervisor monitoring the chat', () => {
  const monitoring = (mode: 'silent_monitor' | 'barge') => chatModel({ contact: { supervision: { mode, monitorEnabled: true, bargeEnabled: true, isAgentUnderSupervision: false, isForcedMute: false, otherManagerBarged: false } } });

  it('silent: sends no typing, message, attachment or receipt', async () => {
    const { model, fake, entry } = monitoring('silent_monitor');
    model.chat.setDraft('c1', 'psst');
    expect(await model.chat.send('c1')).toBe(false);
    await model.chat.attach('c1', new File(['x'], 'a.txt', { type: 'text/plain' }));
    model.chat.applyItems('c1', [customerMessage('m1', T0 + 1)], { live: true });
    await flush();
    expect([fake.callsTo('sendTyping'), fake.callsTo('sendMessage'), fake.callsTo('sendAttachment'), fake.callsTo('sendReceipt')].map((c) => c.length)).toEqual([0, 0, 0, 0]);
    expect(entry.items.value.filter((x) => x.direction === 'Outgoing')).toEqual([]);
  });

  it('barged in: types and sends, still no receipts', async () => {
    const { model, fake } = monitoring('barge');
    model.chat.setDraft('c1', 'Hello, I am the manager');
    expect(await model.chat.send('c1')).toBe(true);
    model.chat.applyItems('c1', [customerMessage('m1', T0 + 1)], { live: true });
    await flush();
    expect([fake.callsTo('sendTyping'), fake.callsTo('sendMessage'), fake.callsTo('sendReceipt')].map((c) => c.length)).toEqual([1, 1, 0]);
  });
});

describe('transcript pages', () => {
  it('loads the newest 20, then older pages backward until there are no more', async () => {
    const { model, fake, entry } = chatModel();
    fake.transcript = Array.from({ length: 45 }, (_, i) => customerMessage(`m${i + 1}`, T0 + i * 1000));
    await model.chat.refill('c1');
    expect(entry.items.value.map((x) => x.id)[0]).toBe('m26');
    expect(fake.callsTo('loadTranscript')[0]![1]).toEqual({ maxResults: 20 });
    await model.chat.loadOlder('c1');
    expect(entry.items.value[0]!.id).toBe('m6');
    await model.chat.loadOlder('c1');
    expect(entry.items.value.map((x) => x.id)).toEqual(fake.transcript.map((x) => x.Id));
    expect(entry.nextToken.value).toBeNull();
    await model.chat.loadOlder('c1');
    expect(fake.callsTo('loadTranscript')).toHaveLength(3);
  });

  it('after a lost connection, refills the gap page by page until it meets what was there', async () => {
    const { model, fake, entry } = chatModel();
    fake.transcript = Array.from({ length: 10 }, (_, i) => customerMessage(`m${i + 1}`, T0 + i * 1000));
    await model.chat.refill('c1');
    // 50 items arrived while the connection was down.
    fake.transcript.push(...Array.from({ length: 50 }, (_, i) => customerMessage(`n${i + 1}`, T0 + 100_000 + i * 1000)));
    await model.chat.refill('c1');
    expect(entry.items.value).toHaveLength(60);
    expect(fake.callsTo('loadTranscript')).toHaveLength(4);
    expect(entry.nextToken.value).toBeNull();
  });

  it('a failed load alerts and can be retried', async () => {
    const { model, fake, entry } = chatModel();
    fake.fail('loadTranscript');
    await model.chat.refill('c1');
    expect(entry.loadFailed.value).toBe(true);
    expect(model.alerts.list.value.some((a) => a.type === 'load_chat_transcript_failed')).toBe(true);
    await model.chat.refill('c1');
    expect(entry.loadFailed.value).toBe(false);
  });
});
