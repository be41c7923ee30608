import type { Clock } from '../../domain/clock';
import { computed, signal, type ReadonlySignal } from '../signals';
import { isDismissibleLevel, sortAlerts, type Alert, type AlertInput } from '../../domain/alert';

export { isDismissibleLevel, sortAlerts, type Alert, type AlertInput, type AlertLevel, type MessageParams } from '../../domain/alert';

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
