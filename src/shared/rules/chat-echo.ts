import type { TranscriptItem } from '../domain/chat';

/** How much older than its local copy a message's echo may look: the service's clock, not the browser's, stamps it. */
export const ECHO_CLOCK_SKEW_MS = 60_000;

/** One of our messages not known to have arrived: still sending, or shown as 'Failed to send!' with Retry. */
const isUnsentLocal = (x: TranscriptItem) =>
  x.id.startsWith('local-') && x.type === 'MESSAGE' && (x.status === 'Sending' || (x.status === 'SendFailed' && x.error?.kind === 'send'));

/**
 * The local copies that our own messages coming back from the service stand for (chat §3, §8). A send that timed out
 * while the service stalled may still have arrived: its echo is then the message, and the 'Failed to send!' copy must
 * go, or the message shows twice and Retry would offer to send it again. An echo is ours (Outgoing), a message, not
 * already in the transcript, and has the same content and content type; it stands for one local copy, the oldest
 * that it is not clearly older than. Answers the ids of the local copies to drop.
 */
export function echoedLocalIds(current: readonly TranscriptItem[], incoming: readonly TranscriptItem[]): string[] {
  const known = new Set(current.map((x) => x.id));
  const echoes = incoming.filter((x) => x.type === 'MESSAGE' && x.direction === 'Outgoing' && !x.id.startsWith('local-') && !known.has(x.id));
  if (echoes.length === 0) return [];
  const locals = current.filter(isUnsentLocal).sort((a, b) => a.sentTime - b.sentTime);
  const dropped: string[] = [];
  for (const echo of echoes) {
    const match = locals.find(
      (x) => !dropped.includes(x.id) && x.content.data === echo.content.data && x.content.type === echo.content.type && echo.sentTime >= x.sentTime - ECHO_CLOCK_SKEW_MS,
    );
    if (match) dropped.push(match.id);
  }
  return dropped;
}
