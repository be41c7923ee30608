import { describe, expect, it } from 'vitest';
import { DOUBLE_CLICK_WINDOW_MS, isDoubleClick } from '../../../src/shared/rules/quick-connects';

describe('quick connect double click (§9: 500 ms)', () => {
  it('is two clicks on the same item within the window', () => {
    expect(DOUBLE_CLICK_WINDOW_MS).toBe(500);
    expect(isDoubleClick({ key: 'a', at: 1000 }, { key: 'a', at: 1500 })).toBe(true);
    expect(isDoubleClick({ key: 'a', at: 1000 }, { key: 'a', at: 1501 })).toBe(false);
    expect(isDoubleClick({ key: 'a', at: 1000 }, { key: 'b', at: 1100 })).toBe(false);
    expect(isDoubleClick(null, { key: 'a', at: 1100 })).toBe(false);
  });
});
