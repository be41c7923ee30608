import type { RecordingStatus } from '../../shared/model';
import type { RecordingClient } from './recording-client';

/** How often recording status is re-read: a supervisor or the contact flow can change it too. */
const POLL_MS = 10_000;

/**
 * Keeps the recording status of the connected voice calls, read from the recording back end, and says when it
 * changed so the adapter can push fresh contacts into the model.
 */
export class RecordingStatuses {
  private statuses = new Map<string, RecordingStatus>();
  private tracked = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly client: RecordingClient,
    private readonly onChange: () => void,
  ) {}

  get(contactId: string): RecordingStatus | undefined {
    return this.statuses.get(contactId);
  }

  /** The connected voice calls now; new ones are read at once, gone ones forgotten. */
  track(contactIds: readonly string[]) {
    const next = new Set(contactIds);
    for (const id of next) if (!this.tracked.has(id)) void this.refresh(id);
    for (const id of this.tracked) if (!next.has(id)) this.statuses.delete(id);
    this.tracked = next;
    if (next.size > 0 && !this.timer) this.timer = setInterval(() => this.tracked.forEach((id) => void this.refresh(id)), POLL_MS);
    if (next.size === 0 && this.timer) (clearInterval(this.timer), (this.timer = null));
  }

  async refresh(contactId: string) {
    try {
      const status = await this.client.status(contactId);
      if (!this.tracked.has(contactId) || this.statuses.get(contactId) === status) return;
      this.statuses.set(contactId, status);
      this.onChange();
    } catch {
      // An unreachable back end hides the toggle (no status), rather than showing a wrong one.
    }
  }
}
