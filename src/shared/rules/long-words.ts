/**
 * Where a very long unbroken word may break. A browser asked to wrap one word of a million letters anywhere
 * (`overflow-wrap: anywhere`) works for seconds to minutes; given a break opportunity every few dozen letters it
 * lays the same text out at once. So text from outside (a customer's email) is cut into pieces with a break
 * opportunity (a <wbr>, which copying leaves out) between them before it is laid out.
 */

/** The longest run of letters left whole; longer runs get a break opportunity at least this often. */
export const LONG_WORD_RUN = 64;

// A run of non-space characters longer than the limit (built once per limit).
const runPattern = (max: number) => new RegExp(`\\S{${max + 1},}`, 'gu');
// A break never goes before a combining mark, a joiner or a variation selector, nor right after a joiner.
const JOINS_PREVIOUS = /^[\p{M}\u200D\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u{1F3FB}-\u{1F3FF}]/u;

/**
 * Cuts `text` into pieces whose concatenation is `text`, such that no piece holds a run of non-space characters
 * longer than `max` (give or take the marks that stay with their letter). Text with no such run comes back as one
 * piece, so the common case costs one regular expression test.
 */
export function splitLongWords(text: string, max = LONG_WORD_RUN): string[] {
  if (max < 1 || text.length <= max) return [text];
  const pieces: string[] = [];
  let from = 0;
  for (const m of text.matchAll(runPattern(max))) {
    const start = m.index!;
    const run = m[0];
    let count = 0;
    let i = 0;
    while (i < run.length) {
      const cp = run.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      if (count >= max && !JOINS_PREVIOUS.test(run.slice(i, i + 2)) && run[i - 1] !== '\u200D') {
        pieces.push(text.slice(from, start + i));
        from = start + i;
        count = 0;
      }
      count++;
      i += width;
    }
  }
  pieces.push(text.slice(from));
  return pieces;
}
