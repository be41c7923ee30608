import { describe, expect, it } from 'vitest';
import { shownAttributes } from '../../../src/shared/rules/shown-attributes';

describe('shownAttributes', () => {
  it("shows only the named attributes, in the deployment's order", () => {
    expect(shownAttributes({ internalScore: '7', Tier: 'Gold', CustomerRef: 'C-42' }, ['CustomerRef', 'Tier'])).toEqual([
      { name: 'CustomerRef', value: 'C-42' },
      { name: 'Tier', value: 'Gold' },
    ]);
  });

  it('leaves out a named attribute the contact lacks or has empty, and shows none when none is named', () => {
    expect(shownAttributes({ Tier: ' ', toString: 'x' }, ['Tier', 'CustomerRef', 'constructor'])).toEqual([]);
    expect(shownAttributes({ Tier: 'Gold' }, [])).toEqual([]);
    expect(shownAttributes(undefined, ['Tier'])).toEqual([]);
  });
});
