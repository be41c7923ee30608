import { useIntl } from 'react-intl';
import type { Alert } from '../../model';
import { Banner, type Severity } from '../common/Banner';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { isAlertShown } from '../../model/alerts/contact-alerts';

const SEVERITY: Record<Alert['level'], Severity> = { info: 'info', warning: 'warning', error: 'error', critical: 'error' };

/**
 * Alerts, highest level first, as severity banners. The two live regions are always in the page, empty when there
 * is nothing to say, so screen readers announce a banner when its text arrives: errors interrupt (alert), the
 * rest wait their turn (status).
 */
export function AlertBanners() {
  const model = useModel();
  const intl = useIntl();
  const shown = useValue(model.view.shownContactId);
  const listed = useValue(model.contacts.ids);
  // Another contact's alerts wait until the agent opens that contact.
  const alerts = useValue(model.alerts.list).filter((a) => isAlertShown(a.context, shown, listed));
  const text = (type: string, values?: Record<string, string>) => {
    const id = `alert.${type}`;
    return intl.messages[id] ? intl.formatMessage({ id }, values) : intl.formatMessage({ id: 'alert.default' });
  };
  const banner = (a: Alert) => (
    <Banner
      key={a.id}
      severity={SEVERITY[a.level]}
      title={text(a.type, a.messageParams as Record<string, string> | undefined)}
      // The detail line where the catalogue explains the title (e.g. a failed session extension).
      detail={intl.messages[`alert.${a.type}.detail`] ? intl.formatMessage({ id: `alert.${a.type}.detail` }) : undefined}
      onDismiss={a.dismissible ? () => model.alerts.dismiss(a.id) : undefined}
    />
  );
  const urgent = (a: Alert) => a.level === 'error' || a.level === 'critical';
  return (
    <>
      <div className="alerts" role="alert">
        {alerts.filter(urgent).map(banner)}
      </div>
      <div className="alerts" role="status">
        {alerts.filter((a) => !urgent(a)).map(banner)}
      </div>
    </>
  );
}
