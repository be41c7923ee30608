import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { formatDuration } from '../../rules/timers';
import { TimerAnnouncement } from '../common/TimerAnnouncement';

/** How long the agent has been in a not-routable state; shown only then. */
export function StatusTimer() {
  const model = useModel();
  const intl = useIntl();
  const shows = useValue(model.agent.showsStatusTimer);
  const duration = useValue(model.agent.statusDurationMs);
  if (!shows) return null;
  return (
    <>
      <span role="timer" className="status-timer" aria-label={intl.formatMessage({ id: 'header.status.timer' }, { duration: formatDuration(duration) })}>
        {formatDuration(duration)}
      </span>
      <TimerAnnouncement durationMs={duration} messageId="header.status.timer" />
    </>
  );
}
