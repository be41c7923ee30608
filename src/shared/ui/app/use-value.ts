import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '../../model/signals';

/**
 * Reads a signal in a component and re-renders it when (and only when) that signal changes. Read signals as
 * deep in the tree as possible so a change repaints only what shows it.
 */
export function useValue<T>(signal: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // subscribe() calls back at once with the current value; React only needs later changes.
      return signal.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [signal],
  );
  return useSyncExternalStore(subscribe, () => signal.value, () => signal.value);
}
