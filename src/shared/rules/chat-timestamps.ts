/**
 * Which messages show their time (issue 28): a burst sent within one minute reads as one time, under its last
 * message, not as a column of identical times. A message still sending has no time of its own yet.
 */

const MINUTE_MS = 60_000;

export interface Timed {
  readonly sentTime: number;
  readonly status: string;
}

/** For one participant's run of messages, oldest first: whether each one shows its time. */
export function timesShown(items: readonly Timed[]): boolean[] {
  return items.map((item, i) => {
    if (item.status === 'Sending') return false;
    const next = items[i + 1];
    return next === undefined || next.status === 'Sending' || minuteOf(next.sentTime) !== minuteOf(item.sentTime);
  });
}

// Whole minutes since the epoch: the same minutes as any time zone's clock (zone offsets are whole minutes).
const minuteOf = (time: number): number => Math.floor(time / MINUTE_MS);
