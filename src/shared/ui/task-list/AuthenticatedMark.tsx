import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOOLTIP_DELAY_MS } from '../../rules/tooltip';
import { Icon } from '../common/Icon';

/** Space between the mark and its popover, and between the popover and the window's edge. */
const GAP_PX = 4;

/**
 * The authenticated customer's mark (task list §2): a shield; pointing at it or focusing it opens a popover with
 * the customer's name and that they are authenticated. Escape or a click anywhere else closes it; it stays open
 * while the pointer is on it, so it can be read at any zoom. The popover sits in the page's top layer beside the
 * mark (below it when there is no room beside), so the task list's scroll box never clips it and it never lies
 * over the row below (issue 28).
 */
export function AuthenticatedMark({ customerName }: { customerName: string }) {
  const intl = useIntl();
  const popoverId = useId();
  const [open, setOpenNow] = useState(false);
  const mark = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLSpanElement>(null);
  const openBeforePress = useRef(false);
  // Pointing opens it after the tooltip delay, so a pointer passing over does not flash it; focus opens it at once.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setOpen = (next: boolean) => {
    clearTimeout(pending.current);
    setOpenNow(next);
  };
  const openSoon = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => setOpenNow(true), TOOLTIP_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(pending.current), []);

  // Placed from the mark's place on the screen, again as the list scrolls or the window resizes.
  useLayoutEffect(() => {
    const el = popover.current;
    const anchor = trigger.current;
    if (!open || !el || !anchor) return;
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    const place = () => {
      const a = anchor.getBoundingClientRect();
      const { width, height } = el.getBoundingClientRect();
      const rtl = getComputedStyle(anchor).direction === 'rtl';
      const room = rtl ? a.left - GAP_PX : window.innerWidth - a.right - GAP_PX;
      let left: number;
      let top: number;
      if (room >= width + GAP_PX) {
        left = rtl ? a.left - GAP_PX - width : a.right + GAP_PX;
        top = Math.min(a.top, window.innerHeight - height - GAP_PX);
      } else {
        left = rtl ? a.left : a.right - width;
        top = a.bottom + GAP_PX + height <= window.innerHeight ? a.bottom + GAP_PX : a.top - GAP_PX - height;
      }
      el.style.left = `${Math.max(GAP_PX, Math.min(left, window.innerWidth - width - GAP_PX))}px`;
      el.style.top = `${Math.max(GAP_PX, top)}px`;
    };
    place();
    const close = (e: Event) => {
      if (!mark.current?.contains(e.target as Node) || popover.current?.contains(e.target as Node)) setOpen(false);
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', close, true);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', close, true);
    };
  }, [open]);

  const label = intl.formatMessage({ id: 'taskList.authenticated' });
  return (
    <span ref={mark} className="authenticated-mark" onMouseEnter={openSoon} onMouseLeave={() => setOpen(false)}>
      <button
        ref={trigger}
        type="button"
        className="btn btn-icon authenticated-trigger"
        aria-label={label}
        aria-describedby={open ? popoverId : undefined}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A press focuses the mark (which opens it) before its click: the click toggles what was before the press.
        onPointerDown={() => (openBeforePress.current = open)}
        onClick={(e) => setOpen(!(e.detail > 0 ? openBeforePress.current : open))}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <Icon name="authenticated" />
      </button>
      {open && (
        <span ref={popover} role="tooltip" id={popoverId} className="authenticated-popover" popover="manual">
          <bdi className="authenticated-name">{customerName}</bdi>
          <span>{intl.formatMessage({ id: 'taskList.authenticatedMessage' })}</span>
        </span>
      )}
    </span>
  );
}
