import { describe, expect, it } from 'vitest';
import { afterSendFailure, isQueued, nextToSend, sendFailure, sendsMayGo } from '../../../src/shared/rules/chat-send-queue';
import { CcpError } from '../../../src/shared/domain/errors';
import { orderTranscript } from '../../../src/shared/rules/chat-transcript';
import { ourMessage } from './support/our-message';
import type { TranscriptItem } from '../../../src/shared/domain/chat';

const item = (id: string, over: Partial<TranscriptItem> = {}) => ourMessage(id, id, over);

describe('why a chat send failed (issue 42)', () => {
  it('the service answered with an error: refused (chatjs passes the SDK error as type, message, statusCode)', () => {
    expect(sendFailure({ type: 'AccessDeniedException', message: 'The participant is no longer part of this chat', statusCode: 403 })).toBe('refused');
    expect(sendFailure({ type: 'ValidationException', message: 'Content is required', statusCode: 400 })).toBe('refused');
    expect(sendFailure({ type: 'ThrottlingException', statusCode: 429 })).toBe('refused');
    expect(sendFailure({ type: 'InternalServerException', statusCode: 500 })).toBe('refused');
    // Even a status next to a network-sounding message: an answer came.
    expect(sendFailure({ type: 'TypeError', message: 'Failed to fetch', statusCode: 502 })).toBe('refused');
  });

  it("the browser's fetch failed (no network): unreached, in each browser's words", () => {
    expect(sendFailure({ type: 'TypeError', message: 'Failed to fetch', statusCode: undefined })).toBe('unreached');
    expect(sendFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('unreached');
    expect(sendFailure(new TypeError('Load failed'))).toBe('unreached');
    expect(sendFailure({ name: 'NetworkingError', message: 'socket hang up' })).toBe('unreached');
    expect(sendFailure('Failed to fetch')).toBe('unreached');
  });

  it("no answer within the panel's call timeout: timed out", () => {
    expect(sendFailure(new CcpError('request_timed_out'))).toBe('timed-out');
    expect(sendFailure({ type: 'TimeoutError', message: 'Request timed out' })).toBe('timed-out');
  });

  it("anything else is told as before, 'Failed to send! ' with Retry", () => {
    expect(sendFailure(new Error('boom'))).toBe('refused');
    expect(sendFailure(new CcpError('invalid_state_transition'))).toBe('refused');
    expect(sendFailure('Failed to call sendMessage, No active connection')).toBe('refused');
    expect(sendFailure(undefined)).toBe('refused');
  });
});

describe('what becomes of a failed send', () => {
  it('only a refusal needs Retry; a send that found no network waits in the queue', () => {
    expect(afterSendFailure('refused', true)).toBe('fail');
    expect(afterSendFailure('refused', false)).toBe('fail');
    expect(afterSendFailure('unreached', true)).toBe('queue');
    expect(afterSendFailure('unreached', false)).toBe('queue');
  });
  it('a timeout is an outage while the connection is lost, a stalled service (told, with Retry) while it is up', () => {
    expect(afterSendFailure('timed-out', false)).toBe('queue');
    expect(afterSendFailure('timed-out', true)).toBe('fail');
  });
  it('sends wait only while the connection is lost', () => {
    expect(sendsMayGo('broken')).toBe(false);
    for (const state of ['connecting', 'connected', 'closed', 'unavailable', 'ended'] as const) expect(sendsMayGo(state)).toBe(true);
  });
});

describe('the queue', () => {
  it('holds our messages still sending, in flight or waiting, and nothing else', () => {
    expect(isQueued(item('local-1', { status: 'Sending' }))).toBe(true);
    expect(isQueued(item('local-1', { status: 'Sending', awaitingConnection: true }))).toBe(true);
    expect(isQueued(item('local-1', { status: 'SendFailed', error: { kind: 'send', retry: true } }))).toBe(false);
    expect(isQueued(item('srv-1'))).toBe(false);
    expect(isQueued(item('local-2', { status: 'Sending', type: 'ATTACHMENT' }))).toBe(false);
    expect(isQueued(item('local-3', { status: 'Sending', direction: 'Incoming' }))).toBe(false);
  });

  it('sends the oldest first, in the order written, whatever came in since', () => {
    const items = orderTranscript([
      item('local-b', { status: 'Sending', sentTime: 2000, awaitingConnection: true }),
      item('srv-1', { sentTime: 9000 }),
      item('local-a', { status: 'Sending', sentTime: 1000, awaitingConnection: true }),
      item('local-x', { status: 'SendFailed', sentTime: 500, error: { kind: 'send', retry: true } }),
      item('local-c', { status: 'Sending', sentTime: 2000 }),
    ]);
    expect(nextToSend(items)?.id).toBe('local-a');
    expect(nextToSend(items.filter((x) => x.id !== 'local-a'))?.id).toBe('local-b');
    expect(nextToSend(items.filter((x) => x.id !== 'local-a' && x.id !== 'local-b'))?.id).toBe('local-c');
    expect(nextToSend([item('srv-1')])).toBeUndefined();
  });
});
