import { describe, expect, it } from 'vitest';
import type { CallTranscriptSegment } from '../../../src/shared/domain/call-transcript';
import { EMPTY_TRANSCRIPT_LOG, TRANSCRIPT_BLOCK_SIZE, appendToTranscript, formatTranscriptOffset } from '../../../src/shared/rules/transcript-log';

const seg = (n: number, extra: Partial<CallTranscriptSegment> = {}): CallTranscriptSegment => ({ id: `s${n}`, speaker: n % 2 ? 'CUSTOMER' : 'AGENT', content: `line ${n}`, beginOffsetMs: n * 1000, endOffsetMs: n * 1000 + 900, sentiment: null, ...extra });
const all = (log: typeof EMPTY_TRANSCRIPT_LOG) => log.blocks.flat().map((s) => s.content);

describe('the transcript log', () => {
  it('keeps segments in order in blocks of a fixed size', () => {
    const log = appendToTranscript(EMPTY_TRANSCRIPT_LOG, Array.from({ length: TRANSCRIPT_BLOCK_SIZE + 3 }, (_, i) => seg(i)));
    expect(log.length).toBe(TRANSCRIPT_BLOCK_SIZE + 3);
    expect(log.blocks.map((b) => b.length)).toEqual([TRANSCRIPT_BLOCK_SIZE, 3]);
    expect(all(log).slice(0, 3)).toEqual(['line 0', 'line 1', 'line 2']);
  });

  it('leaves full blocks as they were when lines are added, so a view skips them', () => {
    const first = appendToTranscript(EMPTY_TRANSCRIPT_LOG, Array.from({ length: TRANSCRIPT_BLOCK_SIZE * 3 }, (_, i) => seg(i)));
    const next = appendToTranscript(first, [seg(10_000)]);
    expect(next.blocks.slice(0, 3).every((b, i) => b === first.blocks[i])).toBe(true);
    expect(next.blocks).toHaveLength(4);
    expect(next.blocks[3]).toEqual([seg(10_000)]);
  });

  it('replaces a segment sent again under its id where it stands, copying only its block', () => {
    const first = appendToTranscript(EMPTY_TRANSCRIPT_LOG, Array.from({ length: TRANSCRIPT_BLOCK_SIZE * 2 }, (_, i) => seg(i)));
    const next = appendToTranscript(first, [seg(3, { content: 'corrected', sentiment: 'NEGATIVE' })]);
    expect(next.length).toBe(first.length);
    expect(next.blocks[0]![3]!.content).toBe('corrected');
    expect(next.blocks[0]).not.toBe(first.blocks[0]);
    expect(next.blocks[1]).toBe(first.blocks[1]);
  });

  it('answers the same log when nothing is new', () => {
    const log = appendToTranscript(EMPTY_TRANSCRIPT_LOG, [seg(1), seg(2)]);
    expect(appendToTranscript(log, [])).toBe(log);
    expect(appendToTranscript(log, [seg(2)])).toBe(log);
  });

  it('shows offsets as m:ss, and h:mm:ss past an hour', () => {
    expect(formatTranscriptOffset(0)).toBe('0:00');
    expect(formatTranscriptOffset(65_400)).toBe('1:05');
    expect(formatTranscriptOffset(3_725_000)).toBe('1:02:05');
    expect(formatTranscriptOffset(-5)).toBe('0:00');
  });
});
