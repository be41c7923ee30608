import type { ChatConnection, TranscriptItem } from '../domain/chat';
import { isCcpError, toPortFailure } from '../domain/errors';

/**
 * Chat messages typed while the connection is down wait for it, and go by themselves, one at a time, in the order
 * they were written (issue 42). Every message keeps its client token (SendMessage's ClientToken), so a send repeated
 * after an answer that never came is the same request: the service keeps the message once.
 */

/**
 * How long a send that found no network waits before it is tried again while the chat still counts as connected
 * (the browser and the websocket may not have noticed the outage yet, and then no reconnection would wake it).
 */
export const QUEUE_RETRY_MS = 5_000;

/**
 * Why a send failed. refused: the service (or the panel's host) answered with an error, e.g. AccessDeniedException,
 * ValidationException; sending the same again would only be refused again. timed-out: no answer within the panel's
 * call timeout (the request may still arrive). unreached: the request never reached the service (the browser's
 * fetch failed: no network).
 */
export type SendFailure = 'refused' | 'timed-out' | 'unreached';

/** Browsers' and the AWS SDK's names for a request that got no answer at all. */
const NETWORK_NAMES = new Set(['TypeError', 'NetworkingError', 'NetworkError']);
/** Chromium's 'Failed to fetch', Firefox's 'NetworkError when attempting to fetch resource.', Safari's 'Load failed'. */
const NETWORK_MESSAGE = /failed to fetch|networkerror|network error|load failed/i;

export function sendFailure(error: unknown): SendFailure {
  if (isCcpError(error)) return error.errorName === 'request_timed_out' ? 'timed-out' : 'refused';
  const failure = toPortFailure(error);
  // An HTTP status means the service answered: whatever it said, it said no.
  if (failure.statusCode !== undefined) return 'refused';
  if (failure.type === 'TimeoutError') return 'timed-out';
  if ((failure.type !== undefined && NETWORK_NAMES.has(failure.type)) || NETWORK_MESSAGE.test(failure.message ?? '')) return 'unreached';
  // Anything else is told as today: 'Failed to send! ' with Retry.
  return 'refused';
}

/** Whether sends may go now: not while the chat's connection is lost (the panel's websocket, or the network). */
export function sendsMayGo(connection: ChatConnection): boolean {
  return connection !== 'broken';
}

/**
 * What becomes of a message whose send failed: back in the queue, to go by itself when the connection is back, or
 * failed, with Retry. Only a refusal needs the agent. A timeout while the chat is connected is a stalled service,
 * not an outage: the agent is told (the message's echo clears it should the service keep it after all).
 */
export function afterSendFailure(failure: SendFailure, connected: boolean): 'queue' | 'fail' {
  if (failure === 'refused') return 'fail';
  if (failure === 'timed-out') return connected ? 'fail' : 'queue';
  return 'queue';
}

/** One of our messages not sent yet and not failed: in the queue, in flight or waiting for the connection. */
export function isQueued(x: TranscriptItem): boolean {
  return x.id.startsWith('local-') && x.type === 'MESSAGE' && x.direction === 'Outgoing' && x.status === 'Sending';
}

/**
 * The message to send next: the oldest one in the queue. The transcript keeps messages still sending last, in the
 * order they were written (orderTranscript), so it is the first there.
 */
export function nextToSend(items: readonly TranscriptItem[]): TranscriptItem | undefined {
  return items.find(isQueued);
}
