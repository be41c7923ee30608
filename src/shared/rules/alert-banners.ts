import type { Alert } from '../domain/alert';

/** Banners shown at once before the rest fold behind a button: enough for a problem and its cause, not a wall. */
export const MAX_BANNERS_SHOWN = 2;

const RANK: Record<Alert['level'], number> = { info: 0, warning: 1, error: 2, critical: 3 };

/**
 * Which alert banners show (issue 12: three banners pushed the call controls off a small screen): the most severe
 * first and, within a level, the newest first (it is what the agent just did, and what is announced); beyond
 * `max` they fold away unless the agent expanded them. `hidden` counts the folded ones.
 */
export function bannersToShow<T extends Pick<Alert, 'level' | 'createdAt'>>(alerts: readonly T[], expanded: boolean, max = MAX_BANNERS_SHOWN): { shown: T[]; hidden: number } {
  const ordered = alerts
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => RANK[b.alert.level] - RANK[a.alert.level] || b.alert.createdAt - a.alert.createdAt || b.index - a.index)
    .map((x) => x.alert);
  if (expanded || ordered.length <= max) return { shown: ordered, hidden: 0 };
  return { shown: ordered.slice(0, max), hidden: ordered.length - max };
}
