/** A tooltip opens this long after the pointer comes to rest on its trigger (§9 'Tooltip delay 0.3 s'). */
export const TOOLTIP_DELAY_MS = 300;
