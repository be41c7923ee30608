import { describe, expect, it } from 'vitest';
import { GROUP_BLOCK_SIZE, groupTranscript, mergeItems, orderTranscript, unreadCount } from '../../../src/shared/rules/chat-transcript';
import type { TranscriptItem } from '../../../src/shared/domain/chat';

// A transcript that grows message by message: results must equal a full recomputation, and the work done for
// an appended message must not touch earlier groups (views repaint by group identity).

const item = (id: string, sentTime: number, extra: Partial<TranscriptItem> = {}): TranscriptItem => ({
  id, type: 'MESSAGE', content: { data: id, type: 'text/plain' }, displayName: '', participantId: 'c', participantRole: 'CUSTOMER', direction: 'Incoming', status: 'SendSuccess', sentTime, ...extra,
});
const agent = (id: string, t: number, extra: Partial<TranscriptItem> = {}) => item(id, t, { participantId: 'a', participantRole: 'AGENT', direction: 'Outgoing', ...extra });

describe('a growing transcript', () => {
  it('appends new messages in order and still merges updates, late arrivals and duplicates like a full sort', () => {
    let items: TranscriptItem[] = [];
    const arrivals = [[item('1', 10)], [item('2', 20), agent('3', 30)], [item('2', 20, { readTime: 99 })], [item('0', 5)], [agent('3', 30)], [item('4', 30)]];
    for (const batch of arrivals) items = mergeItems(items, batch);
    expect(items.map((x) => x.id)).toEqual(['0', '1', '2', '3', '4']);
    expect(items.find((x) => x.id === '2')!.readTime).toBe(99);
  });

  it('keeps messages still sending last when a message arrives after them', () => {
    const sending = agent('local-1', 50, { status: 'Sending' });
    const items = mergeItems([item('1', 10), sending], [item('2', 60)]);
    expect(items.map((x) => x.id)).toEqual(['1', '2', 'local-1']);
  });

  it('regroups only the end: earlier groups keep their identity, the result equals grouping from scratch', () => {
    const base = [item('1', 1), agent('2', 2), agent('3', 3), item('4', 4)];
    const groups = groupTranscript(base);
    const grown = [...base, item('5', 5), item('e', 6, { type: 'EVENT', event: 'participant.left' }), agent('6', 7)];
    const incremental = groupTranscript(grown, { items: base, groups });
    expect(incremental).toEqual(groupTranscript(grown));
    expect(incremental[0]).toBe(groups[0]);
    expect(incremental[1]).toBe(groups[1]);
    // The customer's last group grew, so it is a new object and the old one is untouched.
    expect(incremental[2]).not.toBe(groups[2]);
    expect(groups[2]!.kind === 'messages' && groups[2]!.items.map((x) => x.id)).toEqual(['4']);
  });

  it('cuts a long run of one participant into blocks, the later ones marked as continuing it', () => {
    const run = Array.from({ length: GROUP_BLOCK_SIZE * 2 + 1 }, (_, i) => item(`m${i}`, i));
    const groups = groupTranscript(run);
    expect(groups.map((g) => g.kind === 'messages' && [g.items.length, g.continued])).toEqual([
      [GROUP_BLOCK_SIZE, false],
      [GROUP_BLOCK_SIZE, true],
      [1, true],
    ]);
    expect(groupTranscript([...run, agent('a', 999)]).at(-1)).toMatchObject({ continued: false, participantId: 'a' });
  });

  it('keeps the groups shown when an older page comes in before them, and marks the first one as continuing a run', () => {
    const shown = Array.from({ length: GROUP_BLOCK_SIZE + 5 }, (_, i) => item(`m${100 + i}`, 100 + i));
    const groups = groupTranscript(shown);
    const older = [agent('a1', 1), ...Array.from({ length: 7 }, (_, i) => item(`m${10 + i}`, 10 + i))];
    const paged = groupTranscript([...older, ...shown], { items: shown, groups });
    // The older items are grouped before, the agent's alone, the customer's run in a block of its own.
    expect(paged.map((g) => g.kind === 'messages' && [g.participantId, g.items.length, g.continued])).toEqual([
      ['a', 1, false],
      ['c', 7, false],
      ['c', GROUP_BLOCK_SIZE, true],
      ['c', 5, true],
    ]);
    // The rows shown keep their keys; the first group is a new object (it now continues the run), the rest are the same.
    expect(paged.slice(2).map((g) => g.key)).toEqual(groups.map((g) => g.key));
    expect(paged[3]).toBe(groups[1]);
    // Every item once, in order.
    expect(paged.flatMap((g) => (g.kind === 'messages' ? g.items.map((x) => x.id) : [g.item.id]))).toEqual([...older, ...shown].map((x) => x.id));
  });

  it('regroups everything when an earlier item changed', () => {
    const base = [item('1', 1), agent('2', 2)];
    const groups = groupTranscript(base);
    const changed = [item('1', 1, { readTime: 3 }), agent('2', 2)];
    const regrouped = groupTranscript(changed, { items: base, groups });
    expect(regrouped).toEqual(groupTranscript(changed));
    expect(regrouped[0]).not.toBe(groups[0]);
  });

  it('counts unread messages from the end, ignoring our own and those sending', () => {
    const items = orderTranscript([item('1', 1), item('2', 2), agent('3', 3), item('4', 4, { type: 'ATTACHMENT' }), agent('5', 9, { status: 'Sending' })]);
    expect(unreadCount(items, 0)).toBe(3);
    expect(unreadCount(items, 1)).toBe(2);
    expect(unreadCount(items, 4)).toBe(0);
  });
});
