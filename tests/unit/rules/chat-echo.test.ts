import { describe, expect, it } from 'vitest';
import { echoedLocalIds, ECHO_CLOCK_SKEW_MS } from '../../../src/shared/rules/chat-echo';
import { ourMessage as item } from './support/our-message';

const failed = (id: string, data: string, sentTime = 1000) => item(id, data, { status: 'SendFailed', error: { kind: 'send', retry: true }, sentTime });

describe('our own message coming back stands for its unsent local copy (chat §3, §8)', () => {
  it('drops a failed or still-sending copy with the same content', () => {
    expect(echoedLocalIds([failed('local-1', 'hi')], [item('srv-1', 'hi', { sentTime: 5000 })])).toEqual(['local-1']);
    expect(echoedLocalIds([item('local-1', 'hi', { status: 'Sending' })], [item('srv-1', 'hi')])).toEqual(['local-1']);
  });
  it('one echo stands for one copy, the oldest first', () => {
    const current = [failed('local-2', 'ok', 2000), failed('local-1', 'ok', 1000)];
    expect(echoedLocalIds(current, [item('srv-1', 'ok', { sentTime: 3000 })])).toEqual(['local-1']);
    expect(echoedLocalIds(current, [item('srv-1', 'ok', { sentTime: 3000 }), item('srv-2', 'ok', { sentTime: 3100 })])).toEqual(['local-1', 'local-2']);
  });
  it('leaves copies alone for other content, the customer, a known id, an attachment failure, or a much older message', () => {
    const current = [failed('local-1', 'hi', 200_000), item('srv-1', 'hi')];
    expect(echoedLocalIds(current, [item('srv-2', 'hello')])).toEqual([]);
    expect(echoedLocalIds(current, [item('srv-2', 'hi', { direction: 'Incoming', sentTime: 200_000 })])).toEqual([]);
    expect(echoedLocalIds(current, [item('srv-1', 'hi', { sentTime: 200_000 })])).toEqual([]);
    expect(echoedLocalIds([item('local-1', '', { type: 'ATTACHMENT', status: 'SendFailed', error: { kind: 'attachment-failed', retry: true } })], [item('srv-2', '')])).toEqual([]);
    expect(echoedLocalIds(current, [item('srv-3', 'hi', { sentTime: 200_000 - ECHO_CLOCK_SKEW_MS - 1 })])).toEqual([]);
  });
  it('leaves a sent copy alone: it is already the message', () => {
    expect(echoedLocalIds([item('local-1', 'hi')], [item('srv-1', 'hi')])).toEqual([]);
  });
});
