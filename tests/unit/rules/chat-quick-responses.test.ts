import { describe, expect, it } from 'vitest';
import {
  blocksSend,
  findTrigger,
  hidesQuickResponses,
  insertQuickResponse,
  moveActive,
  nextPlaceholderAlertState,
  quickResponsesAllowed,
  quickResponseText,
  remainingPlaceholders,
} from '../../../src/shared/rules/chat-quick-responses';

describe('quick responses: the trigger marker (chat §4)', () => {
  it('finds /# at the start or after whitespace, with the query up to the caret', () => {
    expect(findTrigger('/#ord', 5)).toEqual({ start: 0, end: 5, query: 'ord' });
    expect(findTrigger('Hi /#', 5)).toEqual({ start: 3, end: 5, query: '' });
    expect(findTrigger('Hi\n/#refund policy', 18)).toEqual({ start: 3, end: 18, query: 'refund policy' });
  });
  it('ignores a marker inside a word, on an earlier line, or after the caret', () => {
    expect(findTrigger('http://#x', 9)).toBeNull();
    expect(findTrigger('/#ord\nmore', 10)).toBeNull();
    expect(findTrigger('abc /#x', 3)).toBeNull();
    expect(findTrigger('plain text', 10)).toBeNull();
  });
  it('a query longer than a quick response name is ordinary text', () => {
    expect(findTrigger(`/#${'x'.repeat(101)}`, 103)).toBeNull();
  });
  it('a choice replaces the marker and query and puts the caret after it', () => {
    const draft = 'Hello /#ord and bye';
    const match = findTrigger(draft, 11)!;
    expect(insertQuickResponse(draft, match, 'Your order 42')).toEqual({ draft: 'Hello Your order 42 and bye', caret: 19 });
  });
  it('inserts markdown only where the chat takes markdown', () => {
    expect(quickResponseText({ plainText: 'a', markdown: '**a**' }, true)).toBe('**a**');
    expect(quickResponseText({ plainText: 'a', markdown: '**a**' }, false)).toBe('a');
    expect(quickResponseText({ markdown: '**a**' }, false)).toBe('**a**');
  });
});

describe('quick responses: unfilled placeholders (chat §3, §5)', () => {
  it('counts the placeholders still in the draft', () => {
    expect(remainingPlaceholders('Order {{$.Attributes.orderId}} ships', ['$.Attributes.orderId', '$.Customer.FirstName'])).toEqual(['$.Attributes.orderId']);
    expect(remainingPlaceholders('Order 42 ships', ['$.Attributes.orderId'])).toEqual([]);
  });
  it('the alert is visible while any remain, to_be_removed when the last goes, then hidden', () => {
    expect(nextPlaceholderAlertState('hidden', 2)).toBe('visible');
    expect(nextPlaceholderAlertState('visible', 1)).toBe('visible');
    expect(nextPlaceholderAlertState('visible', 0)).toBe('to_be_removed');
    expect(nextPlaceholderAlertState('to_be_removed', 0)).toBe('hidden');
    expect(nextPlaceholderAlertState('hidden', 0)).toBe('hidden');
  });
  it('only a visible alert holds the message back', () => {
    expect(blocksSend('visible')).toBe(true);
    expect(blocksSend('to_be_removed')).toBe(false);
    expect(blocksSend('hidden')).toBe(false);
  });
});

describe('quick responses: results list and errors', () => {
  it('arrows wrap; Home and End jump; nothing to move in an empty list', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 3, 'End')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
  it('throttling and server errors hide the control (chat §8); others do not', () => {
    expect(hidesQuickResponses({ type: 'ThrottlingException', message: 'Rate exceeded' })).toBe(true);
    expect(hidesQuickResponses({ type: 'InternalServerException' })).toBe(true);
    expect(hidesQuickResponses({ status: 503 })).toBe(true);
    expect(hidesQuickResponses({ type: 'ValidationException', status: 400 })).toBe(false);
    expect(hidesQuickResponses('timeout')).toBe(false);
  });
  it('monitoring supervisors get none', () => {
    expect(quickResponsesAllowed(null)).toBe(true);
    expect(quickResponsesAllowed('silent_monitor')).toBe(false);
    expect(quickResponsesAllowed('barge')).toBe(false);
  });
});
