import { describe, expect, it } from 'vitest';
import { TAB_SCROLL_STEP_PX, tabScrollState, tabScrollTarget } from '../../../src/shared/rules/tab-scroll';

describe('tab scroll', () => {
  it('shows no buttons when the tabs fit, even by a fractional pixel', () => {
    expect(tabScrollState({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }).overflowing).toBe(false);
    expect(tabScrollState({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300.6 })).toEqual({ overflowing: false, canScrollBack: false, canScrollForward: false });
  });
  it('at the start of an overflowing strip only scrolling forward does something', () => {
    expect(tabScrollState({ scrollLeft: 0, clientWidth: 300, scrollWidth: 420 })).toEqual({ overflowing: true, canScrollBack: false, canScrollForward: true });
  });
  it('at the end only scrolling back does something', () => {
    expect(tabScrollState({ scrollLeft: 120, clientWidth: 300, scrollWidth: 420 })).toEqual({ overflowing: true, canScrollBack: true, canScrollForward: false });
  });
  it('in the middle both do', () => {
    expect(tabScrollState({ scrollLeft: 60, clientWidth: 300, scrollWidth: 420 })).toEqual({ overflowing: true, canScrollBack: true, canScrollForward: true });
  });
  it('moves one 200 px step, never past either end', () => {
    expect(TAB_SCROLL_STEP_PX).toBe(200);
    expect(tabScrollTarget({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 }, 'forward')).toBe(200);
    expect(tabScrollTarget({ scrollLeft: 500, clientWidth: 300, scrollWidth: 900 }, 'forward')).toBe(600);
    expect(tabScrollTarget({ scrollLeft: 150, clientWidth: 300, scrollWidth: 900 }, 'back')).toBe(0);
    expect(tabScrollTarget({ scrollLeft: 0, clientWidth: 300, scrollWidth: 200 }, 'forward')).toBe(0);
  });
});
