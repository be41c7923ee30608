import { describe, expect, it } from 'vitest';
import { EMAIL_PREVIEW_CHARS, emailBodyPreview, emailSnippet } from '../../../src/shared/rules/email-body';

describe('emailBodyPreview', () => {
  it('keeps a body of ordinary length whole', () => {
    expect(emailBodyPreview('Where is my order?')).toEqual({ content: 'Where is my order?', cut: false });
    const atLimit = 'a'.repeat(EMAIL_PREVIEW_CHARS);
    expect(emailBodyPreview(atLimit)).toEqual({ content: atLimit, cut: false });
  });

  it('shows only the beginning of a long body', () => {
    const preview = emailBodyPreview('a'.repeat(1_000_000));
    expect(preview.cut).toBe(true);
    expect(preview.content).toBe('a'.repeat(EMAIL_PREVIEW_CHARS));
  });

  it('never cuts a surrogate pair in two', () => {
    expect(emailBodyPreview('ab😀cd', 3)).toEqual({ content: 'ab', cut: true });
    expect(emailBodyPreview('ab😀cd', 4)).toEqual({ content: 'ab😀', cut: true });
  });
});

describe('emailSnippet', () => {
  it('keeps a short text whole, its white space collapsed', () => {
    expect(emailSnippet('  Where is\n\n my   order? ')).toBe('Where is my order?');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    expect(emailSnippet('one two three four five', 12)).toBe('one two…');
    expect(emailSnippet('a'.repeat(30), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
