import { describe, expect, it } from 'vitest';
import { timesShown } from '../../../src/shared/rules/chat-timestamps';

const at = (hh: number, mm: number, ss: number, status = 'SendSuccess') => ({ sentTime: Date.UTC(2026, 10, 27, hh, mm, ss), status });

describe('timesShown', () => {
  it('shows one time under the last message of a burst within one minute', () => {
    expect(timesShown([at(9, 5, 1), at(9, 5, 20), at(9, 5, 59)])).toEqual([false, false, true]);
  });

  it('shows the time again when the minute changes, even seconds apart', () => {
    expect(timesShown([at(9, 5, 58), at(9, 6, 2), at(9, 6, 30)])).toEqual([true, false, true]);
  });

  it('shows every time of messages minutes apart', () => {
    expect(timesShown([at(9, 1, 0), at(9, 4, 0), at(9, 30, 0)])).toEqual([true, true, true]);
  });

  it('gives a message still sending no time, and shows the time of the sent one before it', () => {
    expect(timesShown([at(9, 5, 1), at(9, 5, 2, 'Sending')])).toEqual([true, false]);
  });

  it('shows the time of a failed message (it has one) and of a single message', () => {
    expect(timesShown([at(9, 5, 1, 'SendFailed')])).toEqual([true]);
    expect(timesShown([])).toEqual([]);
  });
});
