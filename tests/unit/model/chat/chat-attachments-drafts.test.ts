import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../src/shared/model/view/storage';
import { chatModel, T0 } from './support';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('attachments', () => {
  it("a forbidden type or size is 'rejected' at once, never uploaded, with no Retry", async () => {
    const { model, fake, entry } = chatModel();
    await model.chat.attach('c1', file('setup.exe', 'application/x-msdownload'));
    await model.chat.attach('c1', file('huge.pdf', 'application/pdf', 21 * 1024 * 1024));
    expect(entry.items.value.map((x) => x.error)).toEqual([
      { kind: 'attachment-rejected', retry: false, reason: 'type' },
      { kind: 'attachment-rejected', retry: false, reason: 'size' },
    ]);
    expect(fake.callsTo('sendAttachment')).toHaveLength(0);
    model.chat.remove('c1', entry.items.value[0]!.id);
    expect(entry.items.value).toHaveLength(1);
  });

  it("the service's ValidationException is rejected; any other failure is 'failed' with a Retry that uploads again", async () => {
    const { model, fake, entry } = chatModel();
    fake.fail('sendAttachment', { type: 'ValidationException', message: 'no' });
    await model.chat.attach('c1', file('a.txt', 'text/plain'));
    expect(entry.items.value[0]!.error).toEqual({ kind: 'attachment-rejected', retry: false });
    fake.fail('sendAttachment', new TypeError('Failed to fetch'));
    await model.chat.attach('c1', file('b.txt', 'text/plain'));
    const failed = entry.items.value[1]!;
    expect(failed.error).toEqual({ kind: 'attachment-failed', retry: true });
    await model.chat.retry('c1', failed.id);
    expect(entry.items.value[1]).toMatchObject({ status: 'SendSuccess' });
    expect(fake.callsTo('sendAttachment')).toHaveLength(3);
    // The service's item for it replaces the local placeholder.
    model.chat.applyItems('c1', [{ Id: 'att', Type: 'ATTACHMENT', ParticipantRole: 'AGENT', AbsoluteTime: new Date(T0).toISOString(), Attachments: [{ AttachmentId: 'x', AttachmentName: 'b.txt', ContentType: 'text/plain' }] }]);
    expect(entry.items.value.filter((x) => x.attachment?.name === 'b.txt').map((x) => x.id)).toEqual(['att']);
  });
});

it("the service's echo of an upload shows once, even when it arrives before the upload's own answer", async () => {
  const { model, fake, entry } = chatModel();
  fake.hold = true;
  const echo = (id: string) => ({ Id: id, Type: 'ATTACHMENT', ParticipantRole: 'AGENT', AbsoluteTime: new Date(T0).toISOString(), Attachments: [{ AttachmentId: `a-${id}`, AttachmentName: 'same.txt', ContentType: 'text/plain' }] });
  const first = model.chat.attach('c1', file('same.txt', 'text/plain'));
  const second = model.chat.attach('c1', file('same.txt', 'text/plain'));
  model.chat.applyItems('c1', [echo('e1')]);
  expect(entry.items.value.map((x) => x.id).filter((id) => id.startsWith('local-'))).toHaveLength(1);
  for (const release of fake.held.splice(0)) release();
  await Promise.all([first, second]);
  model.chat.applyItems('c1', [echo('e2')]);
  model.chat.applyItems('c1', [echo('e1')]);
  expect(entry.items.value.map((x) => x.id)).toEqual(['e1', 'e2']);
});

describe('drafts and unsent messages', () => {
  it('survive a reload through storage, keyed by contact id, and go with the contact', async () => {
    const storage = memoryStorage();
    const first = chatModel({ storage });
    first.model.chat.setDraft('c1', 'half-written');
    first.fake.fail('sendMessage');
    first.model.chat.setDraft('c1', 'lost in transit');
    await first.model.chat.send('c1');
    first.model.chat.setDraft('c1', 'half-written');
    expect(storage.getItem('chat:c1')).not.toBeNull();

    const second = chatModel({ storage });
    expect(second.entry.draft.value).toBe('half-written');
    const restored = second.entry.items.value[0]!;
    expect(restored).toMatchObject({ status: 'SendFailed', content: { data: 'lost in transit' }, error: { retry: true } });
    await second.model.chat.retry('c1', restored.id);
    expect(second.entry.items.value[0]!.status).toBe('SendSuccess');

    second.model.contacts.applySnapshot([]);
    expect(storage.getItem('chat:c1')).toBeNull();
  });

  it('a contact not yet reported after a reload keeps its stored draft', () => {
    const storage = memoryStorage({ 'chat:c9': JSON.stringify({ draft: 'keep me', unsent: [] }) });
    const { model } = chatModel({ storage });
    model.contacts.applySnapshot([]);
    expect(storage.getItem('chat:c9')).not.toBeNull();
    expect(model.chat.get('c9').draft.value).toBe('keep me');
  });

  it('at most 20 chats keep a stored draft (§9): a new one forgets the oldest, left by chats that ended while the panel was closed', () => {
    const old = Array.from({ length: 20 }, (_, i) => `gone${i + 1}`);
    const storage = memoryStorage({
      ...Object.fromEntries(old.map((id) => [`chat:${id}`, JSON.stringify({ draft: 'old', unsent: [] })])),
      chatDrafts: JSON.stringify(old),
    });
    const { model } = chatModel({ storage });
    model.chat.setDraft('c1', 'new');
    expect(storage.getItem('chat:c1')).not.toBeNull();
    expect(storage.getItem('chat:gone1')).toBe(JSON.stringify({ draft: 'old', unsent: [] }));
    expect(storage.getItem('chat:gone20')).toBeNull();
  });

  it('a corrupt stored entry is ignored', () => {
    const storage = memoryStorage({ 'chat:c1': '{not json' });
    const { entry } = chatModel({ storage });
    expect(entry.draft.value).toBe('');
  });
});
