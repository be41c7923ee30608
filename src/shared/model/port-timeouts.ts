import type { Clock } from '../domain/clock';
import { CcpError } from '../domain/errors';
import type { CcpPort } from './port';

/** How long a port call may go unanswered before the agent is told. */
export const PORT_CALL_TIMEOUT_MS = 10_000;

/** Calls whose length is the agent's or the file's, not the service's: an upload, a download, a screen pick. */
const UNTIMED = new Set(['chat.sendAttachment', 'chat.downloadAttachment', 'email.addAttachment', 'session.downloadLogs', 'session.logout', 'screenSharing.start', 'video.loadEngine', 'setupCheck.listenToMicrophone', 'setupCheck.pingThroughRelay']);

/** Calls the spec gives their own timeout: the template list waits 5 s (task §7, §9). */
const OWN_TIMEOUTS: Record<string, number> = { 'tasks.listTemplates': 5000 };

/** A timed-out call's own answer, should it still come: true when it went through, false when refused. */
const LATE_ANSWERS = new WeakMap<CcpError, Promise<boolean>>();

/**
 * The library's late answer to a call that failed with request_timed_out: true once the action went through after
 * all (so the 'did not answer in time' warning can go). Nothing else acts on it a second time.
 */
export function lateAnswerOf(error: unknown): Promise<boolean> | undefined {
  return error instanceof CcpError ? LATE_ANSWERS.get(error) : undefined;
}

/**
 * Wraps every method of every part of a port so that a call the library never answers (streams drops the
 * callback of a request refused with 401 or 403 while it re-authenticates) rejects with `request_timed_out`
 * instead of leaving the agent waiting. The library's own answer, late or not, is never acted on twice: the
 * first of answer and timeout wins. Nothing else changes: capabilities, and which methods exist, stay as they are.
 */
export function withCallTimeouts(port: CcpPort, clock: Clock, timeoutMs = PORT_CALL_TIMEOUT_MS): CcpPort {
  const wrap = <T extends object>(partName: string, part: T): T => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(part)) {
      const v = (part as Record<string, unknown>)[key];
      const name = `${partName}.${key}`;
      out[key] = typeof v === 'function' && !UNTIMED.has(name) ? timed(name, v.bind(part) as (...a: unknown[]) => unknown, Math.min(OWN_TIMEOUTS[name] ?? timeoutMs, timeoutMs)) : v;
    }
    return out as T;
  };
  const timed =
    (name: string, fn: (...a: unknown[]) => unknown, ms: number) =>
    (...args: unknown[]) => {
      const result = fn(...args);
      if (!(result instanceof Promise)) return result;
      return new Promise((resolve, reject) => {
        const cancel = clock.setTimeout(() => {
          const timedOut = new CcpError('request_timed_out', { message: `${name} was not answered in ${ms} ms` });
          // Settled either way, so a late refusal nobody asks about is no unhandled rejection.
          LATE_ANSWERS.set(timedOut, result.then(() => true, () => false));
          reject(timedOut);
        }, ms);
        result.then(
          (v) => (cancel(), resolve(v)),
          (e) => (cancel(), reject(e)),
        );
      });
    };
  const out: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(port)) {
    out[key] = key !== 'capabilities' && typeof part === 'object' && part !== null ? wrap(key, part) : part;
  }
  return out as unknown as CcpPort;
}
