import { describe, expect, it, vi } from 'vitest';
import type { RecordingStatus } from '../../../src/shared/model';
import { createRecordingClient, type RecordingClient } from '../../../src/standalone/recording/recording-client';
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
      statuses.showing('call');
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

describe('the recording back end is asked about status with a simple request (issue 33)', () => {
  it('sends the status GET with no Content-Type, and a JSON body with one', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ Status: 'recording' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const client = createRecordingClient('https://back.end/recording/', () => ({ instanceId: 'i' }));
      expect(await client.status('c 1')).toBe('recording');
      expect(calls[0]!.url).toBe('https://back.end/recording/status?ContactId=c%201');
      // No header that is not CORS-safelisted: a poll must not cost a preflight each time.
      expect(new Headers(calls[0]!.init?.headers).has('content-type')).toBe(false);
      await client.setRecording('c 1', 'stopped');
      const post = calls.find((c) => c.init?.method === 'POST')!;
      expect(post.url).toBe('https://back.end/recording/stop');
      expect(new Headers(post.init?.headers).get('content-type')).toBe('application/json');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('only the call on screen has its recording status polled (issue 43)', () => {
  it('reads a call as it connects, then polls it only while it is shown, and reads it again when it comes back', async () => {
    vi.useFakeTimers();
    try {
      const reads: string[] = [];
      const client: RecordingClient = { status: async (id) => (reads.push(id), 'recording'), setRecording: async () => undefined };
      const statuses = new RecordingStatuses(client, () => undefined, { shown: () => true, onShown: () => () => undefined });
      statuses.track(['call']);
      statuses.showing('call');
      expect(reads).toEqual(['call']); // asked once, not again for coming on screen
      await vi.advanceTimersByTimeAsync(6_000);
      expect(reads).toHaveLength(3);
      statuses.showing('chat'); // the agent turns to a chat; the call is held behind it
      await vi.advanceTimersByTimeAsync(60_000);
      expect(reads).toHaveLength(3);
      expect(vi.getTimerCount()).toBe(0);
      statuses.showing('call');
      expect(reads).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(reads).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
