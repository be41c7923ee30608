import type { CallTranscriptSegment } from '../domain/call-transcript';

/** Segments per block. A full block never changes again, so a view can skip it on every later update. */
export const TRANSCRIPT_BLOCK_SIZE = 50;

/**
 * A call transcript kept as fixed-size blocks of segments. Appending copies only the last block (and the short list
 * of blocks), never the segments before it, so the work per new segment stays the same however long the call runs;
 * a view that renders block by block re-renders only the block that changed.
 */
export interface TranscriptLog {
  readonly blocks: readonly (readonly CallTranscriptSegment[])[];
  /** Segment id → [block, index in block]. */
  readonly positions: ReadonlyMap<string, readonly [number, number]>;
  readonly length: number;
}

export const EMPTY_TRANSCRIPT_LOG: TranscriptLog = { blocks: [], positions: new Map(), length: 0 };

/**
 * The log with `segments` added in the order given. A segment whose id is already in the log replaces it where it
 * stands (the service may send a segment again). Answers the same log when nothing changed. The positions map is
 * updated in place when the log grows: only the newest log is ever read.
 */
export function appendToTranscript(log: TranscriptLog, segments: readonly CallTranscriptSegment[]): TranscriptLog {
  if (segments.length === 0) return log;
  const blocks = log.blocks.slice();
  // The empty log is shared: a log's own map starts with its first segment.
  const positions = (log.length === 0 ? new Map() : log.positions) as Map<string, readonly [number, number]>;
  const copied = new Set<number>();
  const writable = (b: number): CallTranscriptSegment[] => {
    if (!copied.has(b)) {
      blocks[b] = blocks[b]!.slice();
      copied.add(b);
    }
    return blocks[b] as CallTranscriptSegment[];
  };
  let length = log.length;
  let changed = false;
  for (const s of segments) {
    const at = positions.get(s.id);
    if (at) {
      const [b, i] = at;
      if (sameSegment(blocks[b]![i]!, s)) continue;
      writable(b)[i] = s;
      changed = true;
      continue;
    }
    const last = blocks.length - 1;
    if (last < 0 || blocks[last]!.length >= TRANSCRIPT_BLOCK_SIZE) {
      blocks.push([]);
      copied.add(blocks.length - 1);
    }
    const b = blocks.length - 1;
    const block = writable(b);
    positions.set(s.id, [b, block.length]);
    block.push(s);
    length += 1;
    changed = true;
  }
  return changed ? { blocks, positions, length } : log;
}

function sameSegment(a: CallTranscriptSegment, b: CallTranscriptSegment): boolean {
  return a.content === b.content && a.speaker === b.speaker && a.sentiment === b.sentiment && a.beginOffsetMs === b.beginOffsetMs && a.endOffsetMs === b.endOffsetMs;
}

/** 'm:ss' (or 'h:mm:ss' past an hour) of an offset into the call, as the transcript shows each line's time. */
export function formatTranscriptOffset(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
