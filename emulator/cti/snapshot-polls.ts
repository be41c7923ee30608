import type { CentreChange, ContactCentre } from '../centre/centre.ts';

/**
 * GetAgentSnapshot's long polls, one agent at a time. The real service answers a poll when that agent's snapshot
 * changes, so a change wakes only the polls of the agents it touched and whose snapshot it really changed;
 * hundreds of idle agents cost nothing per change. The token is a per-agent version of the snapshot's content.
 */
export class SnapshotPolls {
  private readonly seen = new Map<string, { version: number; fingerprint: string }>();
  private readonly waiting = new Map<string, Set<() => void>>();

  constructor(
    private readonly centre: ContactCentre,
    /** The snapshot's content without its clock fields; equal fingerprints mean nothing to tell the agent. */
    private readonly fingerprint: (username: string) => string,
  ) {
    centre.events.on('change', (_reason: string, change?: CentreChange) => this.wake(change?.agents ?? null));
  }

  /** The token to hand out with a snapshot answered now. */
  token(username: string): string {
    const fingerprint = this.fingerprint(username);
    const last = this.seen.get(username);
    if (!last) this.seen.set(username, { version: 1, fingerprint });
    else if (last.fingerprint !== fingerprint) this.seen.set(username, { version: last.version + 1, fingerprint });
    return String(this.seen.get(username)!.version);
  }

  /** Resolves when the agent's snapshot differs from the one `token` named, or after `ms`, or on `abort`. */
  wait(username: string, token: unknown, ms: number, onAbort: (cancel: () => void) => void): Promise<void> {
    const last = this.seen.get(username);
    if (typeof token !== 'string' || !last || token !== String(last.version) || this.fingerprint(username) !== last.fingerprint) {
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const set = this.waiting.get(username) ?? new Set();
      this.waiting.set(username, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) this.waiting.delete(username);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      onAbort(done);
    });
  }

  private wake(agents: ReadonlySet<string> | null) {
    const names = agents ?? this.waiting.keys();
    for (const username of [...names]) {
      const waiters = this.waiting.get(username);
      if (!waiters) continue;
      if (!this.centre.agents.has(username)) {
        for (const done of [...waiters]) done();
        continue;
      }
      const last = this.seen.get(username);
      if (last && this.fingerprint(username) === last.fingerprint) continue;
      for (const done of [...waiters]) done();
    }
  }

  /** How many polls are held now (for the benchmark's report). */
  get held(): number {
    let n = 0;
    for (const s of this.waiting.values()) n += s.size;
    return n;
  }
}
