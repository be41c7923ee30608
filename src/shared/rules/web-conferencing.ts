/**
 * Video calls' web-conferencing status (voice spec §4 "Video and screen sharing"): what a meeting event makes of
 * it, and when a window fetches the call's video connection info. Pure.
 */
export const WEB_CONFERENCING_STATUSES = ['not-started', 'starting', 'started', 'failed-to-start', 'failed', 'ended', 'reconnecting', 'left'] as const;
export type WebConferencingStatus = (typeof WEB_CONFERENCING_STATUSES)[number];

/** What the meeting library reports, in the spec's words. */
export type MeetingEvent =
  | 'succeeded'
  | 'joined-from-another-device'
  | 'ended'
  | 'terminal-failure'
  | 'reconnecting'
  | 'failure'
  | 'left'
  | 'start-failed'
  | 'unknown';

/** Meeting succeeded gives started; joined elsewhere, ended and terminal failure give ended; and so on (§4). */
export function statusAfter(event: MeetingEvent): WebConferencingStatus {
  switch (event) {
    case 'succeeded':
      return 'started';
    case 'joined-from-another-device':
    case 'ended':
    case 'terminal-failure':
      return 'ended';
    case 'reconnecting':
      return 'reconnecting';
    case 'failure':
      return 'failed';
    case 'left':
      return 'left';
    case 'start-failed':
      return 'failed-to-start';
    default:
      return 'not-started';
  }
}

/**
 * Only the master window fetches the connection info, and only when the call is not started, or was left while no
 * screen-sharing view is loading and the contact is not ending (§4).
 */
export function shouldFetchConnectionInfo(o: { isMaster: boolean; status: WebConferencingStatus; screenShareLoading: boolean; ending: boolean }): boolean {
  if (!o.isMaster || o.ending) return false;
  if (o.status === 'not-started') return true;
  return o.status === 'left' && !o.screenShareLoading;
}

/** A video call not initialised within this long raises a failure (§4, §9). */
export const VIDEO_INIT_TIMEOUT_MS = 15_000;

/** Which window carries video calls (streams' video master topic), as a window sees it. */
export interface VideoMaster {
  here: boolean;
  /** An opaque id of the master window; null when no window is. */
  masterId: string | null;
}

/**
 * Whether the video of a live call that another window showed is lost, after the master window changed from
 * `before` to `after`. The window that showed it went away (closed or reloaded: nobody is master now) and took the
 * meeting with it; once another window is master (a reloaded window joins the call's meeting again) it shows there.
 */
export function videoLostElsewhere(lost: boolean, before: VideoMaster, after: VideoMaster): boolean {
  if (!before.here && before.masterId !== null && after.masterId === null) return true;
  if (!after.here && after.masterId !== null) return false;
  return lost;
}
