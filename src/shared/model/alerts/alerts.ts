import type { Clock } from '../clock';
import { computed, signal, type ReadonlySignal } from '../signals';

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

/** Two alerts saying the same thing in the same place are one alert. */
function sameMessage(a: AlertInput, b: AlertInput): boolean {
  return (
    a.type === b.type &&
    (a.context ?? 'global') === (b.context ?? 'global') &&
    a.title === b.title &&
    a.message === b.message &&
    JSON.stringify(a.titleParams ?? {}) === JSON.stringify(b.titleParams ?? {}) &&
    JSON.stringify(a.messageParams ?? {}) === JSON.stringify(b.messageParams ?? {})
  );
}

export interface AlertsStore {
  /** Sorted for display. */
  readonly list: ReadonlySignal<readonly Alert[]>;
  /** Returns the new alert's id, or null when an equal alert is already shown. */
  add(input: AlertInput): string | null;
  /** The user's dismissal: refused for alerts that are not dismissible. */
  dismiss(id: string): boolean;
  /** The model's own removal (e.g. on recovery), regardless of dismissibility. */
  remove(id: string): void;
  removeByType(type: string, context?: string): void;
  clear(): void;
}

export function createAlertsStore(clock: Clock): AlertsStore {
  const items = signal<readonly Alert[]>([]);
  let nextId = 1;
  return {
    list: computed(() => sortAlerts(items.value)),
    add(input) {
      if (items.value.some((a) => sameMessage(a, input))) return null;
      const alert: Alert = {
        ...input,
        id: `alert-${nextId++}`,
        context: input.context ?? 'global',
        dismissible: input.dismissible ?? isDismissibleLevel(input.level),
        createdAt: clock.now(),
      };
      items.value = [...items.value, alert];
      return alert.id;
    },
    dismiss(id) {
      const alert = items.value.find((a) => a.id === id);
      if (!alert || !alert.dismissible) return false;
      items.value = items.value.filter((a) => a.id !== id);
      return true;
    },
    remove(id) {
      items.value = items.value.filter((a) => a.id !== id);
    },
    removeByType(type, context) {
      items.value = items.value.filter((a) => !(a.type === type && (context === undefined || a.context === context)));
    },
    clear() {
      items.value = [];
    },
  };
}
