import { describe, expect, it } from 'vitest';
import { isAtChannelCapacity } from '../../../src/shared/rules/accept-capacity';

describe('accepting a chat or task at channel capacity (chat/task/email §5)', () => {
  it('is blocked once the current contacts of the channel fill its concurrency', () => {
    expect(isAtChannelCapacity(1, 1)).toBe(true);
    expect(isAtChannelCapacity(3, 2)).toBe(true);
  });
  it('is allowed below it, and when the concurrency is not known yet', () => {
    expect(isAtChannelCapacity(0, 1)).toBe(false);
    expect(isAtChannelCapacity(2, 3)).toBe(false);
    expect(isAtChannelCapacity(5, undefined)).toBe(false);
  });
});
