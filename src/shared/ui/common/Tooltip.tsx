import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_GAP_PX, TOOLTIP_LEAVE_GRACE_MS, tooltipPlacement } from '../../rules/tooltip';
import './Tooltip.css';

/** The handlers a control spreads to get a tooltip; each calls the control's own handler of that name too. */
export interface TooltipAnchorProps<E extends HTMLElement> {
  onPointerEnter(e: PointerEvent<E>): void;
  onPointerLeave(e: PointerEvent<E>): void;
  onPointerDown(e: PointerEvent<E>): void;
  onFocus(e: FocusEvent<E>): void;
  onBlur(e: FocusEvent<E>): void;
  onKeyDown(e: KeyboardEvent<E>): void;
}

type Own<E extends HTMLElement> = Partial<TooltipAnchorProps<E>>;

/**
 * The tooltip of an icon-only control (§9 'Tooltip delay 0.3 s'), instead of the browser's own `title`: it opens
 * 0.3 s after the pointer comes to rest on the control (not for touch), at once when the keyboard focuses it, and
 * stays while the pointer moves onto it; Escape closes it without closing what the control sits in (a dialog), as do
 * a press, a key, the pointer leaving and focus leaving. It repeats the control's accessible name (its aria-label,
 * which stays the name's source), so it is not linked as a description: a screen reader would hear the name twice.
 * It lies in the page's top layer, beside the control in the DOM (inside a modal dialog, not inert behind it).
 *
 *   const tip = useTooltip<HTMLButtonElement>(label, rest);
 *   return <><button aria-label={label} {...rest} {...tip.anchorProps}>…</button>{tip.tooltip}</>;
 */
export function useTooltip<E extends HTMLElement>(text: string, own: Own<E> = {}): { anchorProps: TooltipAnchorProps<E>; tooltip: ReactNode } {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (ms: number, then: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(then, ms);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  const keep = () => clearTimeout(timer.current);
  const leave = () => later(TOOLTIP_LEAVE_GRACE_MS, () => setAnchor(null));

  const anchorProps: TooltipAnchorProps<E> = {
    onPointerEnter(e) {
      own.onPointerEnter?.(e);
      if (e.pointerType === 'touch') return;
      const el = e.currentTarget;
      if (anchor === el) keep();
      else later(TOOLTIP_DELAY_MS, () => setAnchor(el));
    },
    onPointerLeave(e) {
      own.onPointerLeave?.(e);
      if (e.currentTarget.contains(document.activeElement) && document.activeElement?.matches(':focus-visible')) return;
      leave();
    },
    onPointerDown(e) {
      own.onPointerDown?.(e);
      hide();
    },
    onFocus(e) {
      own.onFocus?.(e);
      // Only a keyboard focus (a click focuses too, and its tooltip would cover what the click opens).
      if ((e.target as HTMLElement).matches(':focus-visible')) {
        clearTimeout(timer.current);
        setAnchor(e.currentTarget);
      }
    },
    onBlur(e) {
      own.onBlur?.(e);
      hide();
    },
    onKeyDown(e) {
      own.onKeyDown?.(e);
      if (e.key !== 'Escape') hide();
    },
  };
  const tooltip = anchor ? <TooltipBubble anchor={anchor} text={text} onDismiss={hide} onPointerEnter={keep} onPointerLeave={leave} /> : null;
  return { anchorProps, tooltip };
}

function TooltipBubble({ anchor, text, onDismiss, onPointerEnter, onPointerLeave }: { anchor: HTMLElement; text: string; onDismiss(): void; onPointerEnter(): void; onPointerLeave(): void }) {
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!el) return;
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    const place = () => {
      if (!anchor.isConnected) return onDismiss();
      const { width, height } = el.getBoundingClientRect();
      const { left, top } = tooltipPlacement(anchor.getBoundingClientRect(), { width, height }, { width: window.innerWidth, height: window.innerHeight }, TOOLTIP_GAP_PX);
      el.style.left = `${left}px`;
      el.style.top = `${top}px`;
    };
    place();
    // Escape closes the tooltip first, and only the tooltip: a dialog around the control stays open (WCAG 1.4.13).
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      onDismiss();
    };
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, onDismiss]);
  return (
    <span ref={bubble} role="tooltip" className="tooltip" popover="manual" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      {text}
    </span>
  );
}
