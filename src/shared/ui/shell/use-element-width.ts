import { useEffect, useState, type RefObject } from 'react';

/** Resizes are followed after 100 ms of quiet (§9), not on every frame of a drag. */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * The element's width as its ResizeObserver reports it: first when it is observed, then after each resize. Read
 * from the observer (after layout) rather than from the element when the header mounts, which would force a layout
 * in the very render that shows the agent's status.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]!;
      const measured = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      clearTimeout(timer);
      if (first) setWidth(measured);
      else timer = setTimeout(() => setWidth(measured), RESIZE_DEBOUNCE_MS);
      first = false;
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
