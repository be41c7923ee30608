import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { computed, type ReadonlySignal } from '../../model/signals';
import { announcedSecond, formatDuration } from '../../rules/timers';
import { useValue } from '../app/use-value';

/**
 * A timer's words for screen readers (voice §9): a polite live region, present from the start, that says the time
 * at 1 s, every 10 minutes and every hour, and is empty in between. The role="timer" beside it is never read out.
 * It renders only when what it says changes, not each second.
 */
export function TimerAnnouncement({ durationMs, messageId }: { durationMs: ReadonlySignal<number>; messageId: string }) {
  const intl = useIntl();
  const second = useValue(useMemo(() => computed(() => announcedSecond(durationMs.value / 1000)), [durationMs]));
  return (
    <span className="visually-hidden timer-announcement" aria-live="polite" aria-atomic="true">
      {second === null ? '' : intl.formatMessage({ id: messageId }, { duration: formatDuration(second * 1000) })}
    </span>
  );
}
