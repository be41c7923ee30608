import { signal, type ReadonlySignal } from '../model/signals';
import type { ScreenPop } from './screen-pop';

type Opener = Pick<Window, 'open'>;

export interface ScreenPopWindows {
  /** Pops the browser blocked, newest last, one per rule (a later pop of the same rule replaces it). */
  readonly blocked: ReadonlySignal<readonly ScreenPop[]>;
  /** Opens a pop in its rule's named window; a blocked one is kept for the agent to retry. */
  open(pop: ScreenPop): void;
  /** The agent's click: opens the pop again (the click lets the browser allow it). */
  retry(pop: ScreenPop): void;
  dismiss(pop: ScreenPop): void;
}

/**
 * Opens screen pops, one named window per rule (the next contact's pop replaces the page in it), and keeps what the
 * popup blocker stopped, for the agent to open with one click.
 */
export function createScreenPopWindows(win: Opener): ScreenPopWindows {
  const blocked = signal<readonly ScreenPop[]>([]);
  const without = (pop: ScreenPop) => blocked.value.filter((p) => p.rule !== pop.rule);
  // Not noopener, nor an opener cut afterwards: either loses the window's name to the panel, and the next contact
  // would open another window. The popped page is on an origin the admin listed; the panel takes no message from it.
  const tryOpen = (pop: ScreenPop) => win.open(pop.url, pop.target) !== null;
  return {
    blocked,
    open(pop) {
      blocked.value = tryOpen(pop) ? without(pop) : [...without(pop), pop];
    },
    retry(pop) {
      if (tryOpen(pop)) blocked.value = without(pop);
    },
    dismiss(pop) {
      blocked.value = without(pop);
    },
  };
}
