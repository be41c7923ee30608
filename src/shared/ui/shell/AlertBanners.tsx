import { useIntl } from 'react-intl';
import type { Alert } from '../../model';
import { Banner, type Severity } from '../common/Banner';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

const SEVERITY: Record<Alert['level'], Severity> = { info: 'info', warning: 'warning', error: 'error', critical: 'error' };

/**
 * Alerts, highest level first, as severity banners. The two live regions are always in the page, empty when there
 * is nothing to say, so screen readers announce a banner when its text arrives: errors interrupt (alert), the
 * rest wait their turn (status).
 */
export function AlertBanners() {
  const model = useModel();
  const intl = useIntl();
  const alerts = useValue(model.alerts.list);
  const text = (type: string, values?: Record<string, string>) => {
    const id = `alert.${type}`;
    return intl.messages[id] ? intl.formatMessage({ id }, values) : intl.formatMessage({ id: 'alert.default' });
  };
  const banner = (a: Alert) => (
    <Banner
      key={a.id}
      severity={SEVERITY[a.level]}
      title={text(a.type, a.messageParams as Record<string, string> | undefined)}
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
