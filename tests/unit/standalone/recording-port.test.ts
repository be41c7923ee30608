import { describe, expect, it, vi } from 'vitest';
import type { RecordingStatus } from '../../../src/shared/model';
import type { RecordingClient } from '../../../src/standalone/recording/recording-client';
import { RecordingStatuses, recordingPort } from '../../../src/standalone/recording/recording-status';

/** A recording back end whose status someone else may change; it records the actions asked of it. */
function backEnd(initial: RecordingStatus) {
  let status = initial;
  const actions: RecordingStatus[] = [];
  const client: RecordingClient = {
    status: async () => status,
    setRecording: async (_id, target) => void (actions.push(target), (status = target)),
  };
  const statuses = { refresh: async () => status };
  return { client, statuses, actions, set: (s: RecordingStatus) => (status = s) };
}

describe('the recording toggle acts on the state the agent sees (issue 12)', () => {
  it('acts when the back end still has the shown state', async () => {
    const b = backEnd('recording');
    await recordingPort(b.client, b.statuses).setRecording('c', 'suspended', 'recording');
    expect(b.actions).toEqual(['suspended']);
  });

  it('leaves a recording changed elsewhere as it is', async () => {
    const b = backEnd('recording');
    b.set('stopped');
    await recordingPort(b.client, b.statuses).setRecording('c', 'suspended', 'recording');
    expect(b.actions).toEqual([]);
  });

  it('acts when the shown state is not known', async () => {
    const b = backEnd('suspended');
    await recordingPort(b.client, b.statuses).setRecording('c', 'recording', null);
    expect(b.actions).toEqual(['recording']);
  });
});

describe('recording status is polled only while the page can be seen (issue 33)', () => {
  /** A page whose visibility the test sets; shown() and onShown as the document's. */
  function page() {
    let shown = true;
    const listeners = new Set<() => void>();
    return {
      visibility: { shown: () => shown, onShown: (fn: () => void) => (listeners.add(fn), () => void listeners.delete(fn)) },
      set(next: boolean) {
        shown = next;
        if (next) listeners.forEach((fn) => fn());
      },
      listeners,
    };
  }

  it('reads each call every 3 s while shown, nothing while hidden, and all at once when shown again', async () => {
    vi.useFakeTimers();
    try {
      const reads: string[] = [];
      const client: RecordingClient = { status: async (id) => (reads.push(id), 'recording'), setRecording: async () => undefined };
      const p = page();
      const statuses = new RecordingStatuses(client, () => undefined, p.visibility);
      statuses.track(['call']);
      expect(reads).toEqual(['call']);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(reads).toHaveLength(2);
      p.set(false);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(reads).toHaveLength(2);
      p.set(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(reads).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(reads).toHaveLength(4);
      statuses.track([]);
      expect(p.listeners.size).toBe(0);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(reads).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
