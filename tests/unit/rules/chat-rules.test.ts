import { describe, expect, it } from 'vitest';
import { attachmentFailureKind, checkAttachment } from '../../../src/shared/rules/chat-attachments';
import { composerKeyAction, isSendable } from '../../../src/shared/rules/chat-composer';
import { parseInline, parseMarkdown, safeHref } from '../../../src/shared/rules/chat-markdown';
import { canSendReceipts } from '../../../src/shared/rules/chat-receipts';
import { orderTranscript, unreadCount } from '../../../src/shared/rules/chat-transcript';
import { isTypingEventValid, leadingThrottle } from '../../../src/shared/rules/chat-typing';
import type { TranscriptItem } from '../../../src/shared/domain/chat';

const item = (id: string, sentTime: number, extra: Partial<TranscriptItem> = {}): TranscriptItem => ({
  id, type: 'MESSAGE', content: { data: id, type: 'text/plain' }, displayName: '', participantId: 'p', participantRole: 'CUSTOMER', direction: 'Incoming', status: 'SendSuccess', sentTime, ...extra,
});

describe('chat attachments (§5)', () => {
  it.each([
    ['notes.txt', 'text/plain', 'ok'],
    ['photo.jfif', 'image/jpeg', 'ok'],
    ['deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'ok'],
    ['clip.mov', 'video/quicktime', 'ok'],
    ['memo.rtf', '', 'ok'],
    ['data.csv', 'application/octet-stream', 'ok'],
    ['setup.exe', 'application/x-msdownload', 'type'],
    ['script.js', 'text/javascript', 'type'],
    ['evil.txt', 'text/html', 'type'],
  ])('%s (%s) is %s', (name, type, verdict) => expect(checkAttachment({ name, type, size: 5 })).toBe(verdict));
  it('must be 1 byte to 20 MB', () => {
    expect(checkAttachment({ name: 'a.txt', type: 'text/plain', size: 0 })).toBe('size');
    expect(checkAttachment({ name: 'a.txt', type: 'text/plain', size: 20 * 1024 * 1024 })).toBe('ok');
    expect(checkAttachment({ name: 'a.txt', type: 'text/plain', size: 20 * 1024 * 1024 + 1 })).toBe('size');
  });
  it('a validation exception is rejected, anything else failed', () => {
    expect(attachmentFailureKind({ type: 'ValidationException' })).toBe('rejected');
    expect(attachmentFailureKind({ error: { type: 'ValidationException' } })).toBe('rejected');
    expect(attachmentFailureKind(new Error('network'))).toBe('failed');
    expect(attachmentFailureKind(undefined)).toBe('failed');
  });
});

describe('composer (§5)', () => {
  it('Enter sends, Shift+Enter is a new line, IME composition is ignored', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('newline');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe('none');
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('none');
  });
  it('whitespace is never sent', () => {
    expect(isSendable(' \n\t ')).toBe(false);
    expect(isSendable(' x ')).toBe(true);
  });
});

describe('safe markdown', () => {
  it('links keep only http and https', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
  });
  it('bold, italics, code and links; HTML stays text', () => {
    expect(parseInline('**b** *i* `c` <b>x</b>')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'i' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' <b>x</b>' },
    ]);
    expect(parseInline('snake_case_name and window.__x=1__y')).toEqual([{ kind: 'text', text: 'snake_case_name and window.__x=1__y' }]);
  });
  it('lists, code blocks and paragraphs', () => {
    expect(parseMarkdown('a\nb\n\n- one\n- two\n1. x\n```\n<script>\n```').map((b) => b.kind)).toEqual(['p', 'ul', 'ol', 'code']);
  });
});

describe('transcript rules', () => {
  it('orders by time with Sending items last', () => {
    const items = [item('s', 5, { status: 'Sending' }), item('b', 2), item('f', 1, { status: 'SendFailed' }), item('a', 1)];
    expect(orderTranscript(items).map((x) => x.id)).toEqual(['f', 'a', 'b', 's']);
  });
  it('counts unread incoming messages after the last read time', () => {
    expect(unreadCount([item('a', 1), item('b', 2), item('c', 3, { direction: 'Outgoing' }), item('e', 4, { type: 'EVENT' })], 1)).toBe(1);
  });
  it('receipts need no monitor mode and two active participants', () => {
    expect(canSendReceipts({ monitorMode: null, activeParticipants: 2 })).toBe(true);
    expect(canSendReceipts({ monitorMode: 'barge', activeParticipants: 3 })).toBe(false);
    expect(canSendReceipts({ monitorMode: null, activeParticipants: 1 })).toBe(false);
  });
  it('typing validity and leading-edge throttle', () => {
    expect(isTypingEventValid(0, 10_000)).toBe(true);
    expect(isTypingEventValid(0, 10_001)).toBe(false);
    let t = 0;
    const pass = leadingThrottle(10_000, () => t);
    expect([pass(), pass()]).toEqual([true, false]);
    t = 10_000;
    expect(pass()).toBe(true);
  });
});
