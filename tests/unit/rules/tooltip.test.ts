import { describe, expect, it } from 'vitest';
import { tooltipPlacement } from '../../../src/shared/rules/tooltip';

const view = { width: 400, height: 600 };
const size = { width: 100, height: 20 };
const trigger = (left: number, top: number, w = 32, h = 32) => ({ left, top, right: left + w, bottom: top + h });

describe('tooltipPlacement', () => {
  it('centres the tooltip under its trigger, 4 px below', () => {
    expect(tooltipPlacement(trigger(184, 100), size, view)).toEqual({ left: 150, top: 136 });
  });

  it('goes above the trigger where there is no room below', () => {
    expect(tooltipPlacement(trigger(184, 570, 32, 24), size, view)).toEqual({ left: 150, top: 546 });
  });

  it('stays below when there is no room above either (a window shorter than trigger and tooltip)', () => {
    expect(tooltipPlacement(trigger(184, 2, 32, 24), size, { width: 400, height: 40 })).toEqual({ left: 150, top: 30 });
  });

  it('is pulled inside the window by a trigger at either edge', () => {
    expect(tooltipPlacement(trigger(0, 100), size, view).left).toBe(4);
    expect(tooltipPlacement(trigger(368, 100), size, view).left).toBe(296);
  });
});
