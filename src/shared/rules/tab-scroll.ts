/** Tab scroll step (spec §10): one press of a scroll button moves the tab strip by 200 px. */
export const TAB_SCROLL_STEP_PX = 200;

export interface TabScrollState {
  /** The tabs are wider than their strip: the scroll buttons show. */
  overflowing: boolean;
  /** Tabs hidden before the start / after the end, so that button has something to do. */
  canScrollBack: boolean;
  canScrollForward: boolean;
}

/**
 * Whether the tab strip needs its scroll buttons, from the strip's scroll metrics. A pixel of slack absorbs the
 * fractional widths of zoomed layouts, so a strip that just fits shows no buttons.
 */
export function tabScrollState(m: { scrollLeft: number; clientWidth: number; scrollWidth: number }): TabScrollState {
  const overflowing = m.scrollWidth > m.clientWidth + 1;
  return {
    overflowing,
    canScrollBack: overflowing && m.scrollLeft > 1,
    canScrollForward: overflowing && m.scrollLeft + m.clientWidth < m.scrollWidth - 1,
  };
}

/** Where a press of a scroll button takes the strip: one step, not past either end. */
export function tabScrollTarget(m: { scrollLeft: number; clientWidth: number; scrollWidth: number }, direction: 'back' | 'forward'): number {
  const max = Math.max(0, m.scrollWidth - m.clientWidth);
  const to = m.scrollLeft + (direction === 'forward' ? TAB_SCROLL_STEP_PX : -TAB_SCROLL_STEP_PX);
  return Math.min(max, Math.max(0, to));
}
