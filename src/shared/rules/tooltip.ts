/** A tooltip opens this long after the pointer comes to rest on its trigger (§9 'Tooltip delay 0.3 s'). */
export const TOOLTIP_DELAY_MS = 300;
/** A pointer leaving the trigger has this long to reach the tooltip before it closes (WCAG 1.4.13: hoverable). */
export const TOOLTIP_LEAVE_GRACE_MS = 150;
/** Space between a tooltip and its trigger, and between the tooltip and the window's edge. */
export const TOOLTIP_GAP_PX = 4;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where a tooltip goes: centred under its trigger, above it where there is no room below, and kept inside the
 * window (a trigger at an edge pulls its tooltip in rather than pushing it out of sight).
 */
export function tooltipPlacement(trigger: Rect, size: { width: number; height: number }, view: { width: number; height: number }, gap = TOOLTIP_GAP_PX): { left: number; top: number } {
  const centre = (trigger.left + trigger.right) / 2;
  const left = Math.max(gap, Math.min(centre - size.width / 2, view.width - size.width - gap));
  const below = trigger.bottom + gap;
  const above = trigger.top - gap - size.height;
  const top = below + size.height + gap <= view.height || above < gap ? below : above;
  return { left: Math.round(left), top: Math.round(Math.max(gap, top)) };
}
