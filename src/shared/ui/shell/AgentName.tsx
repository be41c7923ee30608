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

function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(el.getBoundingClientRect().width), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
