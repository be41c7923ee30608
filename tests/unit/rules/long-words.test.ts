import { describe, expect, it } from 'vitest';
import { LONG_WORD_RUN, splitLongWords } from '../../../src/shared/rules/long-words';

const longestRun = (pieces: string[]) => Math.max(...pieces.flatMap((p) => p.split(/\s/).map((w) => [...w].length)));

describe('splitLongWords', () => {
  it('leaves ordinary text as one piece', () => {
    expect(splitLongWords('Hello, my kettle is broken.')).toEqual(['Hello, my kettle is broken.']);
    expect(splitLongWords('')).toEqual(['']);
    const url = `https://example.com/${'p'.repeat(LONG_WORD_RUN - 20)}`;
    expect(splitLongWords(`see ${url} now`)).toEqual([`see ${url} now`]);
  });

  it('cuts a million-letter word into pieces no longer than the limit, losing nothing', () => {
    const text = `Dear agent ${'a'.repeat(1_000_000)} thanks`;
    const pieces = splitLongWords(text);
    expect(pieces.join('')).toBe(text);
    expect(longestRun(pieces)).toBeLessThanOrEqual(LONG_WORD_RUN);
    expect(pieces.length).toBeGreaterThan(1_000_000 / LONG_WORD_RUN - 1);
    expect(pieces[0]).toBe(`Dear agent ${'a'.repeat(LONG_WORD_RUN)}`);
  });

  it('honours a given limit and cuts only the long runs', () => {
    expect(splitLongWords('ab abcdefgh xy', 3)).toEqual(['ab abc', 'def', 'gh xy']);
  });

  it('never splits a surrogate pair, nor a letter from its combining mark, nor a joined emoji', () => {
    const emoji = '😀'.repeat(10);
    const pieces = splitLongWords(emoji, 3);
    expect(pieces.join('')).toBe(emoji);
    for (const p of pieces) expect(p).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    const marked = 'e\u0301'.repeat(10);
    for (const p of splitLongWords(marked, 3)) expect(p).not.toMatch(/^\u0301/);
    const family = '👨\u200D👩\u200D👧'.repeat(5);
    for (const p of splitLongWords(family, 2)) {
      expect(p).not.toMatch(/^\u200D/);
      expect(p).not.toMatch(/\u200D$/);
    }
  });

  it('cuts nothing with a limit below 1', () => {
    expect(splitLongWords('abcdef', 0)).toEqual(['abcdef']);
  });
});
