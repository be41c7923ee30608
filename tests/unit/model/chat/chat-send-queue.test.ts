import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../src/shared/model/view/storage';
import { QUEUE_RETRY_MS } from '../../../../src/shared/rules/chat-send-queue';
import { chatModel, flush } from './support';

/** Messages typed during an outage wait, and go by themselves, once each, in order (issue 42). */

const noNetwork = () => new TypeError('Failed to fetch');
const refused = { type: 'ValidationException', message: 'Content is not valid', statusCode: 400 };
const sentContents = (fake: ReturnType<typeof chatModel>['fake']) => fake.callsTo('sendMessage').map(([m]) => (m as { content: string }).content);
const tokens = (fake: ReturnType<typeof chatModel>['fake']) => fake.callsTo('sendMessage').map(([m]) => (m as { clientToken?: string }).clientToken);

describe('chat messages typed while the connection is lost', () => {
  it("wait as 'Waiting for connection…', then go one at a time, in the order typed, when the connection is back", async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyConnection('c1', 'connected');
    model.chat.applyConnection('c1', 'broken');
    for (const text of ['one', 'two', 'three']) {
      model.chat.setDraft('c1', text);
      expect(await model.chat.send('c1')).toBe(true);
    }
    expect(fake.callsTo('sendMessage')).toHaveLength(0);
    expect(entry.items.value.map((x) => [x.content.data, x.status, x.awaitingConnection])).toEqual([
      ['one', 'Sending', true],
      ['two', 'Sending', true],
      ['three', 'Sending', true],
    ]);
    expect(entry.items.value.some((x) => x.error)).toBe(false);

    fake.hold = true;
    model.chat.applyConnection('c1', 'connected');
    // One in flight at a time: the next waits for the answer to the one before.
    for (let n = 1; n <= 3; n++) {
      await flush();
      expect(fake.callsTo('sendMessage')).toHaveLength(n);
      expect(entry.items.value.filter((x) => x.awaitingConnection).length).toBe(3 - n);
      fake.held.splice(0).forEach((release) => release());
    }
    await flush();
    expect(sentContents(fake)).toEqual(['one', 'two', 'three']);
    expect(new Set(tokens(fake)).size).toBe(3);
    expect(entry.items.value.map((x) => [x.id, x.status])).toEqual([
      ['srv-1', 'SendSuccess'],
      ['srv-2', 'SendSuccess'],
      ['srv-3', 'SendSuccess'],
    ]);
  });

  it('a message typed while others wait goes after them', async () => {
    const { model, fake } = chatModel();
    model.chat.applyConnection('c1', 'broken');
    model.chat.setDraft('c1', 'first');
    await model.chat.send('c1');
    model.chat.applyConnection('c1', 'connected');
    model.chat.setDraft('c1', 'second');
    await model.chat.send('c1');
    await flush();
    expect(sentContents(fake)).toEqual(['first', 'second']);
  });

  it('a send that found no network waits, with no Retry, and goes again with the same client token once connected', async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyConnection('c1', 'connected');
    fake.fail('sendMessage', noNetwork());
    model.chat.setDraft('c1', 'in the blip');
    await model.chat.send('c1');
    expect(entry.items.value).toMatchObject([{ status: 'Sending', awaitingConnection: true }]);
    expect(entry.items.value[0]!.error).toBeUndefined();
    model.chat.applyConnection('c1', 'broken');
    model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(entry.items.value).toMatchObject([{ id: 'srv-1', status: 'SendSuccess' }]);
    expect(entry.items.value[0]!.awaitingConnection).toBeUndefined();
    const [first, second] = tokens(fake);
    expect(second).toBe(first);
  });

  it('a send that found no network while the chat still counts as connected is tried again by itself', async () => {
    const { model, fake, entry, clock } = chatModel();
    model.chat.applyConnection('c1', 'connected');
    fake.fail('sendMessage', noNetwork());
    fake.fail('sendMessage', noNetwork());
    model.chat.setDraft('c1', 'nobody noticed');
    await model.chat.send('c1');
    clock.advance(QUEUE_RETRY_MS);
    await flush();
    expect(fake.callsTo('sendMessage')).toHaveLength(2);
    expect(entry.items.value).toMatchObject([{ status: 'Sending', awaitingConnection: true }]);
    clock.advance(QUEUE_RETRY_MS);
    await flush();
    expect(entry.items.value).toMatchObject([{ id: 'srv-1', status: 'SendSuccess' }]);
  });

  it('a message the service refuses fails with Retry; the ones after it still go, in order', async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyConnection('c1', 'broken');
    for (const text of ['refused one', 'fine two', 'fine three']) {
      model.chat.setDraft('c1', text);
      await model.chat.send('c1');
    }
    fake.fail('sendMessage', refused);
    model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(sentContents(fake)).toEqual(['refused one', 'fine two', 'fine three']);
    const byText = (t: string) => entry.items.value.find((x) => x.content.data === t)!;
    expect(byText('refused one')).toMatchObject({ status: 'SendFailed', error: { kind: 'send', retry: true } });
    expect(byText('refused one').awaitingConnection).toBeUndefined();
    expect(byText('fine two')).toMatchObject({ status: 'SendSuccess' });
    expect(byText('fine three')).toMatchObject({ status: 'SendSuccess' });
    // Retry, while the connection is lost again, waits too, and goes when it is back.
    model.chat.applyConnection('c1', 'broken');
    await model.chat.retry('c1', byText('refused one').id);
    expect(byText('refused one')).toMatchObject({ status: 'Sending', awaitingConnection: true });
    model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(byText('refused one')).toMatchObject({ status: 'SendSuccess' });
  });

  it('a send that timed out once the connection was lost waits, and goes again with its token; the late answer does nothing', async () => {
    const { model, fake, entry, clock } = chatModel();
    model.chat.applyConnection('c1', 'connected');
    fake.hold = true;
    model.chat.setDraft('c1', 'stuck in the outage');
    const sending = model.chat.send('c1');
    model.chat.applyConnection('c1', 'broken');
    expect(entry.items.value).toMatchObject([{ status: 'Sending', awaitingConnection: true }]);
    clock.advance(10_000);
    await sending;
    expect(entry.items.value).toMatchObject([{ status: 'Sending', awaitingConnection: true }]);
    fake.hold = false;
    fake.held.splice(0).forEach((release) => release());
    await flush();
    expect(entry.items.value).toMatchObject([{ status: 'Sending', awaitingConnection: true }]);
    model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(entry.items.value).toHaveLength(1);
    expect(entry.items.value[0]).toMatchObject({ status: 'SendSuccess' });
    const [first, second] = tokens(fake);
    expect(second).toBe(first);
  });

  it('its echo, should the service have kept it after all, stands for it: it is not sent again', async () => {
    const { model, fake, entry } = chatModel();
    model.chat.applyInfo('c1', { selfParticipantId: 'me' });
    model.chat.applyConnection('c1', 'connected');
    fake.fail('sendMessage', noNetwork());
    model.chat.setDraft('c1', 'arrived anyway');
    await model.chat.send('c1');
    model.chat.applyConnection('c1', 'broken');
    model.chat.applyItems('c1', [{ Id: 'srv-9', Type: 'MESSAGE', ContentType: 'text/plain', Content: 'arrived anyway', ParticipantId: 'me', ParticipantRole: 'AGENT', AbsoluteTime: new Date().toISOString() }]);
    model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(fake.callsTo('sendMessage')).toHaveLength(1);
    expect(entry.items.value.map((x) => x.id)).toEqual(['srv-9']);
  });

  it('survive a reload still waiting, and go by themselves, with their tokens, once the chat is connected', async () => {
    const storage = memoryStorage();
    const before = chatModel({ storage });
    before.model.chat.applyConnection('c1', 'broken');
    for (const text of ['kept one', 'kept two']) {
      before.model.chat.setDraft('c1', text);
      await before.model.chat.send('c1');
    }
    const stored = JSON.parse(storage.getItem('chat:c1')!) as { unsent: { content: string; clientToken: string; awaitingConnection?: boolean }[] };
    expect(stored.unsent.map((u) => [u.content, u.awaitingConnection])).toEqual([
      ['kept one', true],
      ['kept two', true],
    ]);

    const after = chatModel({ storage });
    expect(after.entry.items.value.map((x) => [x.content.data, x.status, x.awaitingConnection, x.error])).toEqual([
      ['kept one', 'Sending', true, undefined],
      ['kept two', 'Sending', true, undefined],
    ]);
    after.model.chat.applyConnection('c1', 'connected');
    await flush();
    expect(sentContents(after.fake)).toEqual(['kept one', 'kept two']);
    expect(tokens(after.fake)).toEqual(stored.unsent.map((u) => u.clientToken));
    expect(after.entry.items.value.map((x) => x.status)).toEqual(['SendSuccess', 'SendSuccess']);
    expect(storage.getItem('chat:c1')).toBeNull();
  });
});
