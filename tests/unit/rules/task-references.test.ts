import { describe, expect, it } from 'vitest';
import { referenceDate, referenceHref, toTaskReferences } from '../../../src/shared/rules/task-references';

describe('task reference links', () => {
  it.each([
    ['https://crm.example.com/case/7', 'https://crm.example.com/case/7'],
    ['http://intranet.example/x?y=1', 'http://intranet.example/x?y=1'],
    ['  https://example.com  ', 'https://example.com/'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['ftp://files.example.com/a', null],
    ['/relative/path', null],
    ['not a url', null],
  ])('a URL reference %j links to %j', (value, href) => {
    expect(referenceHref({ name: 'Case', type: 'URL', value })).toBe(href);
  });

  it('only URL references link; strings that look like URLs stay text', () => {
    expect(referenceHref({ name: 'Note', type: 'STRING', value: 'https://example.com' })).toBeNull();
  });

  it('reads the snapshot map in order and drops malformed entries', () => {
    expect(toTaskReferences({ Case: { type: 'URL', value: 'https://a.example' }, Bad: { type: 'URL' }, Note: { type: 'STRING', value: 'hi' }, Null: null })).toEqual([
      { name: 'Case', type: 'URL', value: 'https://a.example' },
      { name: 'Note', type: 'STRING', value: 'hi' },
    ]);
    expect(toTaskReferences(null)).toEqual([]);
    expect(toTaskReferences([1])).toEqual([]);
  });

  it.each([
    ['2026-11-24T09:30:00.000Z', Date.UTC(2026, 10, 24, 9, 30)],
    ['2026-11-24', Date.UTC(2026, 10, 24)],
    ['1795512600000', 1795512600000],
    ['next Tuesday', null],
    ['', null],
    ['2026-13-45T99:00:00Z', null],
    ['99999999999999999999', null],
  ])('a DATE reference %j falls at %j', (value, ms) => {
    expect(referenceDate({ name: 'Due', type: 'DATE', value })).toBe(ms);
  });

  it('only DATE references are dates', () => {
    expect(referenceDate({ name: 'Due', type: 'STRING', value: '2026-11-24T09:30:00Z' })).toBeNull();
  });
});
