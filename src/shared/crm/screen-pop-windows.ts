import { signal, type ReadonlySignal } from '../model/signals';
import type { ScreenPop } from './screen-pop';

type Opener = Pick<Window, 'open'>;

/** Cuts the blank popup's opener, then loads the URL from inside it with no referrer. */
function loadWithoutOpener(popup: Window, url: string) {
  popup.opener = null;
  const link = popup.document.createElement('a');
  link.href = url;
  link.rel = 'noopener noreferrer';
  popup.document.body.append(link);
  link.click();
}

export interface ScreenPopWindows {
  /** Pops the browser blocked, newest last, one per rule (a later pop of the same rule replaces it). */
  readonly blocked: ReadonlySignal<readonly ScreenPop[]>;
  /** Opens a pop in a window of its own, with no opener and no referrer; a blocked one is kept for the agent to retry. */
  open(pop: ScreenPop): void;
  /** The agent's click: opens the pop again (the click lets the browser allow it). */
  retry(pop: ScreenPop): void;
  dismiss(pop: ScreenPop): void;
}

/**
 * Opens screen pops, each in a window of its own that cannot reach the panel, and keeps what the popup blocker
 * stopped (one per rule), for the agent to open with one click.
 */
export function createScreenPopWindows(win: Opener): ScreenPopWindows {
  const blocked = signal<readonly ScreenPop[]>([]);
  const without = (pop: ScreenPop) => blocked.value.filter((p) => p.rule !== pop.rule);
  // A popped page must not reach the panel: with an opener it can navigate the panel's tab (reverse tab-nabbing).
  // window.open(url, name, 'noopener') would cut it, but always answers null, so a blocked pop could not be told; so
  // a blank window is opened (null: blocked), its opener cut, and the pop loaded from inside it by a noreferrer link.
  // Chromium then no longer lets the panel find or navigate that window by name (verified), so each pop opens a
  // window of its own: safety over reuse.
  const tryOpen = (pop: ScreenPop) => {
    const popup = win.open('about:blank', '_blank');
    if (popup === null) return false;
    loadWithoutOpener(popup, pop.url);
    return true;
  };
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
