import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../src/shared/rules/datetime-input';
import { isTaskAssignee } from '../../../src/shared/rules/task-create';

// The schedule field's value (datetime-local, the agent's time zone) and epoch ms, both ways.

describe('datetime-local values', () => {
  it('round-trips a time to the minute', () => {
    const t = new Date(2026, 10, 24, 9, 5, 0).getTime();
    expect(toDateTimeLocal(t)).toBe('2026-11-24T09:05');
    expect(fromDateTimeLocal('2026-11-24T09:05')).toBe(t);
    expect(fromDateTimeLocal(toDateTimeLocal(t + 42_000))).toBe(t);
  });

  it.each([
    ['', null],
    ['soon', null],
    ['2026-02-31T10:00', null],
    ['2026-11-24 10:00', null],
    ['2026-11-24T25:00', null],
  ])('%j is no time', (value, expected) => {
    expect(fromDateTimeLocal(value)).toBe(expected);
  });

  it('accepts seconds', () => {
    expect(fromDateTimeLocal('2026-11-24T09:05:30')).toBe(new Date(2026, 10, 24, 9, 5, 30).getTime());
  });
});

describe('task assignees', () => {
  it.each([
    ['agent', true],
    ['queue', true],
    ['phone_number', false],
  ])('%s → %s', (type, ok) => expect(isTaskAssignee({ type })).toBe(ok));
});
