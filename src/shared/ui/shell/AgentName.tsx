import { useEffect, useState, type RefObject } from 'react';
import { truncate } from '../../rules/contact-name';
import { headerNameLimit } from '../../rules/task-list';

/** Resizes are followed after 100 ms of quiet (§9), not on every frame of a drag. */
const RESIZE_DEBOUNCE_MS = 100;

/**
 * The agent's name in the header, cut to what the header's width allows (5 characters below 220 px up to 40 above
 * 430 px, §9); the whole name is its tooltip and what screen readers read.
 */
export function AgentName({ name, headerRef }: { name: string; headerRef: RefObject<HTMLElement | null> }) {
  const width = useWidth(headerRef);
  const shown = width === null ? name : truncate(name, headerNameLimit(width));
  const cut = shown !== name;
  return (
    <span className="agent-name" title={cut ? name : undefined}>
      <bdi aria-hidden={cut || undefined}>{shown}</bdi>
      {cut && <span className="visually-hidden">{name}</span>}
    </span>
  );
}

/**
 * The element's width as its ResizeObserver reports it: first when it is observed, then after each resize. Read
 * from the observer (after layout) rather than from the element when the header mounts, which would force a layout
 * in the very render that shows the agent's status.
 */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
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
