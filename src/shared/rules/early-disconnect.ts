/** Softphone early-disconnect window (chat/task/email §4, §9: 22000 ms). */
export const EARLY_DISCONNECT_WINDOW_MS = 22_000;

/** The agent's clicks the softphone report carries (chat/task/email §3: accept, reject and hang-up click times). */
export type CallClick = 'accept' | 'reject' | 'hangup';

export type EarlyDisconnect = 'rejected' | 'hung-up-early';

/**
 * How a reject or hang-up click counts (chat/task/email §4): a reject click within 22 s counts as rejected, a
 * hang-up click within 22 s as hung up early; later clicks, and accepts, count as neither. The spec does not say
 * from when: both are timed from the start of the call's state at the click, so a reject from when the call began
 * ringing, a hang-up from when it connected (the talk the agent cut short), or from the dialling while it never did.
 */
export function earlyDisconnect(click: CallClick, clickedAt: number, stateStartedAt: number): EarlyDisconnect | null {
  if (click === 'accept' || clickedAt < stateStartedAt || clickedAt - stateStartedAt > EARLY_DISCONNECT_WINDOW_MS) return null;
  return click === 'reject' ? 'rejected' : 'hung-up-early';
}
