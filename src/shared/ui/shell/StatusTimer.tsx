import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { DurationText } from '../common/DurationText';
import { TimerAnnouncement } from '../common/TimerAnnouncement';

/** How long the agent has been in a not-routable state; shown only then. */
export function StatusTimer() {
  const model = useModel();
  const shows = useValue(model.agent.showsStatusTimer);
  if (!shows) return null;
  return (
    <>
      <DurationText ms={model.agent.statusDurationMs} labelId="header.status.timer" className="status-timer" />
      <TimerAnnouncement durationMs={model.agent.statusDurationMs} messageId="header.status.timer" />
    </>
  );
}
