import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { deepEqual } from '../../../src/shared/model/equal';

describe('manual clock', () => {
  it('fires timeouts and intervals in time order as it advances', () => {
    const clock = new ManualClock(1000);
    const log: string[] = [];
    clock.setInterval(() => log.push(`tick@${clock.now()}`), 1000);
    clock.setTimeout(() => log.push(`once@${clock.now()}`), 1500);
    const cancel = clock.setTimeout(() => log.push('never'), 500);
    cancel();
    clock.advance(2500);
    expect(log).toEqual(['tick@2000', 'once@2500', 'tick@3000']);
    expect(clock.now()).toBe(3500);
  });
});

describe('deepEqual', () => {
  it('compares plain data structurally and ignores undefined fields', () => {
    expect(deepEqual({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
  });
});
