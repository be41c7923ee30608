import { useIntl } from 'react-intl';
import { formatDuration } from '../../rules/timers';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** How long the contact has been in its status, named for screen readers by the channel's own message. */
export function ContactDuration({ contactId, labelId }: { contactId: string; labelId: string }) {
  const model = useModel();
  const intl = useIntl();
  const duration = useValue(model.contacts.get(contactId)!.statusDurationMs);
  return (
    <span role="timer" aria-label={intl.formatMessage({ id: labelId }, { duration: formatDuration(duration) })}>
      {formatDuration(duration)}
    </span>
  );
}
