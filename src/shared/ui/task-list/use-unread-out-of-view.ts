import { useCallback, useEffect, useState, type RefObject } from 'react';
import { nearestOutOfView, unreadOutOfView, type Span } from '../../rules/task-list';

/**
 * Watches the task list for rows with unread chats (rows mark themselves with data-unread) that are scrolled out of
 * sight above or below, and brings the nearest one into view. Work happens on scroll, resize and when a row's
 * unread mark or the rows change, never per message elsewhere.
 */
export function useUnreadOutOfView(listRef: RefObject<HTMLUListElement | null>) {
  const [state, setState] = useState({ above: false, below: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return { rows: [] as (Span & { el: HTMLElement })[], view: { top: 0, bottom: 0 } };
    const box = list.getBoundingClientRect();
    const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-unread="true"]')).map((el) => {
      const r = el.getBoundingClientRect();
      return { el, top: r.top, bottom: r.bottom };
    });
    return { rows, view: { top: box.top, bottom: box.bottom } };
  }, [listRef]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const { rows, view } = measure();
        const next = unreadOutOfView(rows, view);
        setState((s) => (s.above === next.above && s.below === next.below ? s : next));
      });
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    const mutations = new MutationObserver(update);
    mutations.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-unread'] });
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', update);
      resize.disconnect();
      mutations.disconnect();
    };
  }, [listRef, measure]);

  const jump = useCallback(
    (direction: 'above' | 'below') => {
      const { rows, view } = measure();
      const target = nearestOutOfView(rows, view, direction);
      // Focus goes to the row's link, which also scrolls it into view; the button may vanish under the pointer.
      const link = target?.el.querySelector<HTMLElement>('a');
      link?.scrollIntoView({ block: 'nearest' });
      link?.focus({ preventScroll: true });
    },
    [measure],
  );

  return { ...state, jump };
}
