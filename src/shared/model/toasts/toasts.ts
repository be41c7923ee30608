import type { AlertLevel, MessageParams } from '../alerts/alerts';
import type { Clock } from '../../domain/clock';
import { signal, type ReadonlySignal } from '../signals';
import { TOAST_TIMEOUT_MS, TOAST_TIMEOUT_SECOND_CALL_MS } from '../../rules/toasts';

export { TOAST_TIMEOUT_MS, TOAST_TIMEOUT_SECOND_CALL_MS };

export type ToastInput =
  | { kind: 'incoming-contact'; contactId: string; timeoutMs?: number }
  | { kind: 'notice'; level: AlertLevel; type: string; messageParams?: MessageParams; timeoutMs?: number };

export type Toast = ToastInput & { id: string; timeoutMs: number; createdAt: number };

export interface ToastsStore {
  readonly list: ReadonlySignal<readonly Toast[]>;
  show(input: ToastInput): string;
  dismiss(id: string): void;
  /** Closes the toast of a contact, e.g. once the contact leaves incoming. */
  dismissForContact(contactId: string): void;
  hasToastFor(contactId: string): boolean;
  dispose(): void;
}

export function createToastsStore(clock: Clock): ToastsStore {
  const items = signal<readonly Toast[]>([]);
  const timers = new Map<string, () => void>();
  let nextId = 1;

  const dismiss = (id: string): void => {
    timers.get(id)?.();
    timers.delete(id);
    if (items.value.some((t) => t.id === id)) items.value = items.value.filter((t) => t.id !== id);
  };

  return {
    list: items,
    show(input) {
      if (input.kind === 'incoming-contact') {
        // One toast per contact: a second show for it is the same toast.
        const existing = items.value.find((t) => t.kind === 'incoming-contact' && t.contactId === input.contactId);
        if (existing) return existing.id;
      }
      const id = `toast-${nextId++}`;
      const toast = { ...input, id, timeoutMs: input.timeoutMs ?? TOAST_TIMEOUT_MS, createdAt: clock.now() } as Toast;
      items.value = [...items.value, toast];
      timers.set(id, clock.setTimeout(() => dismiss(id), toast.timeoutMs));
      return id;
    },
    dismiss,
    dismissForContact(contactId) {
      for (const t of items.value) if (t.kind === 'incoming-contact' && t.contactId === contactId) dismiss(t.id);
    },
    hasToastFor(contactId) {
      return items.value.some((t) => t.kind === 'incoming-contact' && t.contactId === contactId);
    },
    dispose() {
      for (const cancel of timers.values()) cancel();
      timers.clear();
    },
  };
}
