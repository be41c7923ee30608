import { useCallback, useEffect, useRef, useState } from 'react';
import type { describeState } from '../control/state.ts';

/** The simulator's side of the control API: typed calls, a live copy of the world, and per-action errors. */

/** What `GET /emulator/api/state` answers (plain JSON data, so the server's own type describes it). */
export type World = ReturnType<typeof describeState>;
export type Contact = World['contacts'][number];
export type Party = Contact['connections'][number];
export type Agent = World['agents'][number];
export type Fault = World['faults'][number];

export class ApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Calls the control API on this origin; a refusal becomes an ApiError carrying the server's own message. */
export async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/emulator/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { message: text };
  }
  if (!res.ok) {
    const message = typeof json.message === 'string' && json.message ? json.message : `${method} ${path} failed with HTTP ${res.status}`;
    throw new ApiError(typeof json.__type === 'string' ? json.__type : 'Error', message, res.status);
  }
  return json as T;
}

export const describeError = (e: unknown): string =>
  e instanceof ApiError ? `Connect Local refused: ${e.message}` : `Could not reach Connect Local: ${e instanceof Error ? e.message : String(e)}`;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/**
 * The world, kept live: the event stream sends `change` on every change, and each one refetches /state.
 * Fetches never overlap; changes that arrive during a fetch cause one more fetch after it. On a stream error
 * the stream is closed and reopened a second later (its first event refetches, so nothing is missed).
 */
export function useWorld() {
  const [world, setWorld] = useState<World | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const inFlight = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);

  const refresh = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      do {
        again.current = false;
        try {
          const next = await call<World>('GET', '/state');
          if (alive.current) setWorld(next);
        } catch {
          if (alive.current) setStatus('reconnecting');
        }
      } while (again.current && alive.current);
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource('/emulator/api/events');
      source.addEventListener('change', () => {
        setStatus('live');
        void refresh();
      });
      source.onerror = () => {
        source?.close();
        setStatus('reconnecting');
        clearTimeout(retry);
        retry = setTimeout(open, 1000);
      };
    };
    open();
    return () => {
      alive.current = false;
      source?.close();
      clearTimeout(retry);
    };
  }, [refresh]);

  return { world, status, refresh };
}

/** Runs one control API action at a time, keeping its error (the server's message) to show next to it. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await fn();
    } catch (e) {
      setError(describeError(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}

/** A local time for an ISO timestamp or epoch milliseconds, in a <time> element. */
export const timeText = (at: string | number) => new Date(at).toLocaleTimeString();
