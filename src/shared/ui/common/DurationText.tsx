import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ReadonlySignal } from '../../model/signals';
import { formatDuration } from '../../rules/timers';
import { visibleWrites } from './visible-writes';
import './DurationText.css';

/**
 * A running time in whole seconds (MM:SS or HH:MM:SS). React renders it once; each later second is written into its
 * own text node (and its accessible name) straight from the signal, only when the text changes and only while it can
 * be seen, so a ticking timer never re-renders the panel around it (issue 33: nine timers made a React commit a
 * second in an idle panel).
 *
 * With `labelId` it is a role="timer" named by that message (`{duration}`); without, it is hidden from screen
 * readers (a row beside a panel whose own timer speaks).
 */
export const DurationText = memo(function DurationText({ ms, labelId, className }: { ms: ReadonlySignal<number>; labelId?: string; className?: string }) {
  const intl = useIntl();
  const node = useRef<HTMLSpanElement>(null);
  const label = (text: string) => (labelId ? intl.formatMessage({ id: labelId }, { duration: text }) : undefined);
  useEffect(() => {
    const el = node.current!;
    const writes = visibleWrites(el, () => {
      const text = formatDuration(ms.peek());
      // The characters of the one text node change, not the node: replacing it (textContent) removed and inserted a
      // node each second, which restyled the page's :has() ancestors and laid out more than the timer.
      const box = el.firstChild as HTMLElement;
      const digits = box.firstChild!;
      const shown = digits.firstChild;
      if (shown && shown.nodeType === Node.TEXT_NODE && !shown.nextSibling) {
        if ((shown as Text).data === text) return;
        (shown as Text).data = text;
      } else {
        if (el.textContent === text) return;
        digits.textContent = text;
      }
      const width = widthOf(text);
      if (box.dataset.width !== width) box.dataset.width = width;
      const name = label(text);
      if (name !== undefined) el.setAttribute('aria-label', name);
    });
    // subscribe() calls back at once too: a second that passed between the render and this effect is written.
    const stop = ms.subscribe(() => writes.update());
    return () => {
      stop();
      writes.dispose();
    };
    // `label` follows intl and labelId.
  }, [ms, intl, labelId]);
  // Read without subscribing: the effect keeps it current.
  const text = formatDuration(ms.peek());
  // The box inside the timer: the aria-label changing each second on the timer restyles nothing in it.
  const box = (
    <span className="duration-text" data-width={widthOf(text)}>
      <span className="duration-text-digits">{text}</span>
    </span>
  );
  return labelId ? (
    <span ref={node} role="timer" className={className} aria-label={label(text)}>
      {box}
    </span>
  ) : (
    <span ref={node} className={className} aria-hidden="true">
      {box}
    </span>
  );
});

/** The time with every digit a 0: as wide as the time in tabular digits, and the same until it grows a digit. */
const widthOf = (text: string) => text.replace(/\d/g, '0');
