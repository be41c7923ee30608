/** Timer text: HH:MM:SS once there are hours, otherwise MM:SS (§9). Negative input reads as zero. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * Whether a screen reader should hear the timer at this whole second: at 1 s, then every 10 minutes,
 * then every hour once past the first hour (so an 8-hour shift is not read out 48 times).
 */
export function isTimerAnnouncement(elapsedSeconds: number): boolean {
  if (elapsedSeconds === 1) return true;
  if (elapsedSeconds <= 0) return false;
  if (elapsedSeconds < 3600) return elapsedSeconds % 600 === 0;
  return elapsedSeconds % 3600 === 0;
}

/** How long an announced time stays in its live region, so it is read once and then goes. */
export const TIMER_ANNOUNCEMENT_HOLD_SECONDS = 5;

/**
 * The whole second whose time a timer's live region says now: the latest announcement second (see
 * isTimerAnnouncement) within the last few seconds, or null when there is nothing to say.
 */
export function announcedSecond(elapsedSeconds: number): number | null {
  for (let s = Math.floor(elapsedSeconds); s > Math.floor(elapsedSeconds) - TIMER_ANNOUNCEMENT_HOLD_SECONDS && s > 0; s--) {
    if (isTimerAnnouncement(s)) return s;
  }
  return null;
}

/**
 * A connected chat's idle time: since its last message, or since the agent connected when nothing was said since
 * (the timer runs from connection, not only once the first message comes).
 */
export function chatIdleMs(now: number, lastMessageAt: number | undefined, connectedAt: number): number {
  return Math.max(0, now - Math.max(lastMessageAt ?? connectedAt, connectedAt));
}
