/** An alert as the panel keeps it: its level, what it says (message ids the views localise) and where it shows. */

export type AlertLevel = 'info' | 'warning' | 'error' | 'critical';

const RANK: Record<AlertLevel, number> = { info: 0, warning: 1, error: 2, critical: 3 };

export type MessageParams = Readonly<Record<string, string | number>>;

export interface AlertInput {
  level: AlertLevel;
  /** An ErrorName from the catalogue, or another stable alert type (e.g. channel_access_added). */
  type: string;
  /** Where it shows: 'global', a channel, or a contact id. */
  context?: string;
  /** Message ids; views localise them. Default: derived from type. */
  title?: string;
  message?: string;
  titleParams?: MessageParams;
  messageParams?: MessageParams;
  /** Defaults to level below critical; a persistent alert sets false. */
  dismissible?: boolean;
}

export interface Alert extends AlertInput {
  id: string;
  context: string;
  dismissible: boolean;
  createdAt: number;
}

export function isDismissibleLevel(level: AlertLevel): boolean {
  return RANK[level] < RANK.critical;
}

/** Highest level first; equal levels keep the order they arrived in. */
export function sortAlerts(alerts: readonly Alert[]): Alert[] {
  return alerts
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => RANK[b.alert.level] - RANK[a.alert.level] || a.index - b.index)
    .map((x) => x.alert);
}
