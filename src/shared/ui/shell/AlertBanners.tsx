import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** Alerts, highest level first. Errors interrupt (role alert); the rest are announced politely. */
export function AlertBanners() {
  const model = useModel();
  const intl = useIntl();
  const alerts = useValue(model.alerts.list);
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
