/** Time as the model sees it. Injected so every duration and timeout rule can be tested without waiting. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs fn once after ms; returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
  /** Runs fn every ms; returns a cancel function. */
  setInterval(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const id = globalThis.setTimeout(fn, ms);
    return () => globalThis.clearTimeout(id);
  },
  setInterval(fn, ms) {
    const id = globalThis.setInterval(fn, ms);
    return () => globalThis.clearInterval(id);
  },
};

/** A clock that only moves when told to; used by tests and benchmarks. */
export class ManualClock implements Clock {
  private time: number;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; fn: () => void; every?: number }>();

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, fn });
    return () => this.timers.delete(id);
  }

  setInterval(fn: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, fn, every: Math.max(1, ms) });
    return () => this.timers.delete(id);
  }

  /** Moves time forward, firing due timers in time order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let dueId: number | undefined;
      let dueAt = Infinity;
      for (const [id, t] of this.timers) {
        if (t.at <= end && t.at < dueAt) {
          dueAt = t.at;
          dueId = id;
        }
      }
      if (dueId === undefined) break;
      const timer = this.timers.get(dueId)!;
      this.time = timer.at;
      if (timer.every !== undefined) timer.at += timer.every;
      else this.timers.delete(dueId);
      timer.fn();
    }
    this.time = end;
  }
}
