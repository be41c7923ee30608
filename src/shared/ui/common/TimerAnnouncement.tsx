import { useIntl } from 'react-intl';
import { announcedSecond, formatDuration } from '../../rules/timers';

/**
 * A timer's words for screen readers (voice §9): a polite live region, present from the start, that says the time
 * at 1 s, every 10 minutes and every hour, and is empty in between. The role="timer" beside it is never read out.
 */
export function TimerAnnouncement({ durationMs, messageId }: { durationMs: number; messageId: string }) {
  const intl = useIntl();
  const second = announcedSecond(durationMs / 1000);
  return (
    <span className="visually-hidden timer-announcement" aria-live="polite" aria-atomic="true">
      {second === null ? '' : intl.formatMessage({ id: messageId }, { duration: formatDuration(second * 1000) })}
    </span>
  );
}
