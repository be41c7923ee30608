import { describe, expect, it } from 'vitest';
import { referenceHref, toTaskReferences } from '../../../src/shared/rules/task-references';

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
});
