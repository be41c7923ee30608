import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Alert } from '../../model';
import { Banner, type Severity } from '../common/Banner';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { isAlertShown } from '../../model/alerts/contact-alerts';
import { bannersToShow } from '../../rules/alert-banners';

const SEVERITY: Record<Alert['level'], Severity> = { info: 'info', warning: 'warning', error: 'error', critical: 'error' };

/**
 * Alerts, highest level first (newest first within a level), as severity banners; beyond two, the rest fold behind
 * a button so the contact's controls stay in sight. The two live regions are always in the page, empty when there
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
  const [expanded, setExpanded] = useState(false);
  const { shown: banners } = bannersToShow(alerts, expanded);
  const folded = bannersToShow(alerts, false).hidden;
  // Once nothing would be folded any more, the next pile-up starts folded again.
  useEffect(() => {
    if (expanded && folded === 0) setExpanded(false);
  }, [expanded, folded]);
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
      onDismiss={a.dismissible ? () => dismiss(a.id) : undefined}
    />
  );
  const urgent = (a: Alert) => a.level === 'error' || a.level === 'critical';
  // Focus after a dismissal goes somewhere harmless (issue 28: during a call it fell onto the Recording toggle).
  const dismiss = (id: string) => {
    // Moved before the banner goes, so focus is never lost (the page's focus keeper would pick a control).
    const from = document.activeElement?.closest('.banner');
    if (from) focusAfterDismissal(from);
    model.alerts.dismiss(id);
  };
  return (
    <>
      <div className="alerts" role="alert">
        {banners.filter(urgent).map(banner)}
      </div>
      <div className="alerts" role="status">
        {banners.filter((a) => !urgent(a)).map(banner)}
      </div>
      {folded > 0 && (
        <div className="alerts-fold">
          <button type="button" className="link" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
            {expanded ? intl.formatMessage({ id: 'alert.showFewer' }) : intl.formatMessage({ id: 'alert.showMore' }, { count: folded })}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * Where focus goes as a banner is dismissed: the next banner's dismiss button, else the heading of what the
 * main area shows (made focusable for this, not put in the tab order), else the main area itself: never a control
 * that acts on Enter.
 */
function focusAfterDismissal(dismissed: Element) {
  const next = Array.from(document.querySelectorAll<HTMLElement>('.alerts .banner-dismiss')).find((b) => !dismissed.contains(b));
  if (next) return next.focus();
  const main = document.querySelector<HTMLElement>('main');
  // The shown contact's or page's heading, not the task list's.
  const heading = main?.querySelector<HTMLElement>('h2:not(nav *)') ?? main;
  if (!heading) return;
  if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}
