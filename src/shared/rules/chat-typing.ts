/** Typing indicator constants and rules (chat §9). */

/** A typing indicator disappears 12 s after the last typing event of that participant. */
export const TYPING_EXPIRY_MS = 12_000;
/** A typing event older than 10 s (by its AbsoluteTime) is stale and ignored. */
export const TYPING_VALIDITY_MS = 10_000;
/** Sending: at most one typing event per this interval, on the leading edge. */
export const TYPING_SEND_THROTTLE_MS = 10_000;

export function isTypingEventValid(eventTimeMs: number | undefined, nowMs: number): boolean {
  if (eventTimeMs === undefined || Number.isNaN(eventTimeMs)) return true;
  return nowMs - eventTimeMs <= TYPING_VALIDITY_MS;
}

/** Leading-edge throttle: the first call in a window passes, later ones in the same window do not. */
export function leadingThrottle(intervalMs: number, now: () => number): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
