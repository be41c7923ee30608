import type { RecordingPort, RecordingStatus } from '../../shared/model';
import type { RecordingClient } from './recording-client';

/** How often recording status is re-read: a supervisor or the contact flow can change it too (one small GET per call). */
const POLL_MS = 3_000;

/** Whether the page can be seen, and a call when it is shown again (returns a stop function). */
export interface PageVisibility {
  shown(): boolean;
  onShown(fn: () => void): () => void;
}

/** The document's visibility (a page with no document counts as always shown). */
export const documentVisibility: PageVisibility = {
  shown: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onShown(fn) {
    if (typeof document === 'undefined') return () => undefined;
    const listener = () => void (document.visibilityState !== 'hidden' && fn());
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Keeps the recording status of the connected voice calls, read from the recording back end, and says when it
 * changed so the adapter can push fresh contacts into the model. A call is read when it connects; after that only the
 * call on the agent's screen is re-read, every few seconds: a call on hold behind the chat tab, or any call while the
 * page is hidden (a minimised window, a background tab), shows its status to nobody, and is read again the moment it
 * is shown (issues 33 and 43: an idle panel polls nothing it need not; that GET was a third of a busy panel's requests).
 */
export class RecordingStatuses {
  private statuses = new Map<string, RecordingStatus>();
  private tracked = new Set<string>();
  private onScreen: string | null = null;
  /** When each call was last asked, so a call read as it connects is not asked again as it comes on screen. */
  private askedAt = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopWatchingPage: (() => void) | null = null;

  constructor(
    private readonly client: RecordingClient,
    private readonly onChange: () => void,
    private readonly page: PageVisibility = documentVisibility,
  ) {}

  get(contactId: string): RecordingStatus | undefined {
    return this.statuses.get(contactId);
  }

  /** The connected voice calls now; new ones are read at once, gone ones forgotten. */
  track(contactIds: readonly string[]) {
    const next = new Set(contactIds);
    for (const id of next) if (!this.tracked.has(id)) void this.refresh(id);
    for (const id of this.tracked) if (!next.has(id)) (this.statuses.delete(id), this.askedAt.delete(id));
    this.tracked = next;
    this.poll();
  }

  /** The contact the panel shows now (any channel's, or none): a call among them is read at once and then polled. */
  showing(contactId: string | null) {
    if (contactId === this.onScreen) return;
    this.onScreen = contactId;
    const id = this.shownCall();
    if (id !== null && this.page.shown() && Date.now() - (this.askedAt.get(id) ?? -Infinity) >= 1_000) void this.refresh(id);
    this.poll();
  }

  private shownCall(): string | null {
    return this.onScreen !== null && this.tracked.has(this.onScreen) ? this.onScreen : null;
  }

  /** Polls while a tracked call is on screen, and only then (no timer waking for nothing). */
  private poll() {
    const wanted = this.shownCall() !== null;
    if (wanted && !this.timer) {
      this.timer = setInterval(() => this.page.shown() && this.refreshShown(), POLL_MS);
      this.stopWatchingPage = this.page.onShown(() => this.refreshShown());
    }
    if (!wanted && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      this.stopWatchingPage?.();
      this.stopWatchingPage = null;
    }
  }

  private refreshShown() {
    const id = this.shownCall();
    if (id !== null) void this.refresh(id);
  }

  /** Re-reads one call's status; answers it (undefined when the back end cannot be read). */
  async refresh(contactId: string): Promise<RecordingStatus | undefined> {
    this.askedAt.set(contactId, Date.now());
    try {
      const status = await this.client.status(contactId);
      if (!this.tracked.has(contactId) || this.statuses.get(contactId) === status) return status;
      this.statuses.set(contactId, status);
      this.onChange();
      return status;
    } catch {
      // An unreachable back end hides the toggle (no status), rather than showing a wrong one.
      return undefined;
    }
  }
}

/**
 * The model's recording port over the back end. It re-reads the status before acting: a recording changed
 * elsewhere (a supervisor, the contact flow) since the agent last saw it is shown as it is, not toggled from a
 * state the agent no longer sees; after acting it re-reads, so the view shows what the back end did.
 */
export function recordingPort(client: RecordingClient, statuses: Pick<RecordingStatuses, 'refresh'>): RecordingPort {
  return {
    async setRecording(contactId, target, shown) {
      const fresh = await statuses.refresh(contactId);
      if (shown && fresh && fresh !== shown) return;
      await client.setRecording(contactId, target);
      await statuses.refresh(contactId);
    },
  };
}
