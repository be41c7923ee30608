import './alert-banners.css';
import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { isAlertShown } from '../../model/alerts/contact-alerts';

/** Alerts, highest level first. Errors interrupt (role alert); the rest are announced politely. */
export function AlertBanners() {
  const model = useModel();
  const intl = useIntl();
  const shown = useValue(model.view.shownContactId);
  const listed = useValue(model.contacts.ids);
  // Another contact's alerts wait until the agent opens that contact.
  const alerts = useValue(model.alerts.list).filter((a) => isAlertShown(a.context, shown, listed));
  if (alerts.length === 0) return null;
  const text = (type: string, values?: Record<string, string>) => {
    const id = `alert.${type}`;
    return intl.messages[id] ? intl.formatMessage({ id }, values) : intl.formatMessage({ id: 'alert.default' });
  };
  return (
    <div className="alerts">
      {alerts.map((a) => (
        <div key={a.id} className={`alert alert-${a.level}`} role={a.level === 'error' || a.level === 'critical' ? 'alert' : 'status'}>
          <span>{text(a.type, a.messageParams as Record<string, string> | undefined)}</span>
          {/* One line of title and one of detail where the catalogue has an explanation (e.g. session extension). */}
          {intl.messages[`alert.${a.type}.detail`] && <span className="alert-detail">{intl.formatMessage({ id: `alert.${a.type}.detail` })}</span>}
          {a.dismissible && (
            <button type="button" className="dismiss" onClick={() => model.alerts.dismiss(a.id)} aria-label={intl.formatMessage({ id: 'alert.dismiss' })}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
