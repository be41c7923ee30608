import { describe, expect, it } from 'vitest';
import { afterQueuedTasks, createMessageBursts } from '../../../src/standalone/chat/message-bursts';

function harness() {
  const applied: [string, string[]][] = [];
  const queue: (() => void)[] = [];
  const bursts = createMessageBursts<string>((contactId, items) => applied.push([contactId, items]), (f) => queue.push(f));
  const runQueued = () => queue.splice(0).forEach((f) => f());
  return { applied, bursts, runQueued, queue };
}

describe('incoming chat messages in bursts', () => {
  it('applies the messages of a burst together, per chat, in arrival order, once the queued tasks have run', () => {
    const { applied, bursts, runQueued, queue } = harness();
    bursts.add('c1', 'a');
    bursts.add('c2', 'x');
    bursts.add('c1', 'b');
    expect(applied).toEqual([]);
    expect(queue).toHaveLength(1);
    runQueued();
    expect(applied).toEqual([
      ['c1', ['a', 'b']],
      ['c2', ['x']],
    ]);
  });

  it('a message after the burst was applied starts a new one', () => {
    const { applied, bursts, runQueued } = harness();
    bursts.add('c1', 'a');
    runQueued();
    bursts.add('c1', 'b');
    runQueued();
    expect(applied).toEqual([
      ['c1', ['a']],
      ['c1', ['b']],
    ]);
  });

  it('flush applies what is held at once (another event of the chat comes next), and the scheduled run then has nothing to do', () => {
    const { applied, bursts, runQueued } = harness();
    bursts.add('c1', 'a');
    bursts.flush();
    expect(applied).toEqual([['c1', ['a']]]);
    runQueued();
    expect(applied).toHaveLength(1);
    bursts.add('c1', 'b');
    runQueued();
    expect(applied).toEqual([
      ['c1', ['a']],
      ['c1', ['b']],
    ]);
  });

  it('afterQueuedTasks runs after the current task, not within it', async () => {
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      afterQueuedTasks(() => {
        order.push('later');
        resolve();
      });
      order.push('now');
    });
    expect(order).toEqual(['now', 'later']);
  });
});
