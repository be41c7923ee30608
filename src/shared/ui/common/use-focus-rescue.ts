import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside a region when the control that had it disappears (a removed party's card, a button
 * that a state change takes away): after a render that removed it, focus goes to the region's fallback control
 * instead of falling to the page body.
 */
export function useFocusRescue(region: RefObject<HTMLElement | null>, fallback: (region: HTMLElement) => HTMLElement | null) {
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const onFocusIn = (e: FocusEvent) => {
      lastFocused.current = e.target as HTMLElement;
    };
    el.addEventListener('focusin', onFocusIn);
    return () => el.removeEventListener('focusin', onFocusIn);
  }, [region]);
  // Runs after every render: the only moment a control of this region can have been removed by it.
  useEffect(() => {
    const el = region.current;
    const gone = lastFocused.current;
    if (!el || !gone || gone.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    fallback(el)?.focus();
  });
}
