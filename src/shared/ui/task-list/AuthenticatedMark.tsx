import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOOLTIP_DELAY_MS } from '../../rules/tooltip';
import { Icon } from '../common/Icon';

/**
 * The authenticated customer's mark (task list §2): a shield; pointing at it or focusing it opens a popover with
 * the customer's name and that they are authenticated. Escape closes it; it stays open while the pointer is on it,
 * so it can be read at any zoom.
 */
export function AuthenticatedMark({ customerName }: { customerName: string }) {
  const intl = useIntl();
  const popoverId = useId();
  const [open, setOpenNow] = useState(false);
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
  const label = intl.formatMessage({ id: 'taskList.authenticated' });
  return (
    <span className="authenticated-mark" onMouseEnter={openSoon} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="btn btn-icon authenticated-trigger"
        aria-label={label}
        aria-describedby={open ? popoverId : undefined}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(!open)}
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
        <span role="tooltip" id={popoverId} className="authenticated-popover">
          <bdi className="authenticated-name">{customerName}</bdi>
          <span>{intl.formatMessage({ id: 'taskList.authenticatedMessage' })}</span>
        </span>
      )}
    </span>
  );
}
