import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { formatDuration } from '../../rules/timers';
import { Dialog } from '../common/Dialog';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/**
 * The host warns that the session will expire for inactivity; any way of dismissing this extends it. The time left
 * is shown and read with the title when the dialog opens (issue 28).
 */
export function InactivityModal() {
  const model = useModel();
  const intl = useIntl();
  const expiresAt = useValue(model.session.expiresAt);
  if (expiresAt === null || !model.can('session')) return null;
  const extend = () => void model.session.extend().catch(() => undefined);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'session.warning.title' })}
      onClose={extend}
      description={
        <>
          <p>
            <FormattedMessage id="session.warning.body" values={{ time: <FormattedTime value={expiresAt} hour="numeric" minute="2-digit" /> }} />
          </p>
          <TimeLeft expiresAt={expiresAt} />
        </>
      }
    >
      <div className="action-bar">
        <button type="button" className="primary" onClick={extend}>
          <FormattedMessage id="session.warning.stay" />
        </button>
      </div>
    </Dialog>
  );
}

/** The time left, ticking; read here so only it repaints each second. */
function TimeLeft({ expiresAt }: { expiresAt: number }) {
  const now = useValue(useModel().now);
  return (
    <p>
      <FormattedMessage id="session.warning.remaining" values={{ duration: formatDuration(expiresAt - now) }} />
    </p>
  );
}
