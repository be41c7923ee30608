import { FormattedMessage, useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Banner } from '../common/Banner';
import { Button } from '../common/Button';
import { Dialog } from '../common/Dialog';

/**
 * The switch to the backup environment (§2, §4): while a failover is pending a banner offers it; the agent confirms
 * in a modal that their active contacts will be disconnected. The banner goes when the host says it completed.
 * Inside a live region that is always there, so the banner is announced when it appears.
 */
export function FailoverBanner() {
  const model = useModel();
  const intl = useIntl();
  const phase = useValue(model.failover.phase);
  const show = model.can('failover') && phase !== 'none';
  return (
    <div className="failover-banner" role="status">
      {show && (
        <Banner
          severity="warning"
          title={<FormattedMessage id="failover.pending.title" />}
          detail={<FormattedMessage id={phase === 'switching' ? 'failover.switching' : 'failover.pending.detail'} />}
          actions={
            <Button variant="primary" disabled={phase === 'switching'} onClick={() => model.failover.askToConfirm()}>
              <FormattedMessage id="failover.switch" />
            </Button>
          }
        />
      )}
      {show && phase === 'confirming' && (
        <Dialog title={intl.formatMessage({ id: 'failover.dialog.title' })} onClose={() => model.failover.cancel()}>
          <p>
            <FormattedMessage id="failover.dialog.body" />
          </p>
          <div className="action-bar">
            <Button onClick={() => model.failover.cancel()} autoFocus>
              <FormattedMessage id="failover.dialog.cancel" />
            </Button>
            <Button variant="danger" onClick={() => void model.failover.confirm().catch(() => undefined)}>
              <FormattedMessage id="failover.dialog.confirm" />
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
