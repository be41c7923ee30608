import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from './Button';
import { Icon, type IconName } from './Icon';
import './Banner.css';

export type Severity = 'info' | 'success' | 'warning' | 'error';

const SEVERITY_ICON: Record<Severity, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/**
 * A message by severity: a coloured icon and edge, one line of title and one of detail, and a close button unless
 * the message must stay (pass onDismiss only when the agent may dismiss it).
 *
 *   <Banner severity="warning" title="Connection lost" detail="Trying again…" onDismiss={() => dismiss(id)} />
 *
 * A banner is not a live region itself: put banners inside a container that is one and that exists before its
 * text does (see AlertBanners), or screen readers may not announce them.
 */
export function Banner({ severity, title, detail, onDismiss, actions, className }: { severity: Severity; title: ReactNode; detail?: ReactNode; onDismiss?: () => void; actions?: ReactNode; className?: string }) {
  const intl = useIntl();
  return (
    <div className={`banner banner-${severity}${className ? ` ${className}` : ''}`}>
      <Icon name={SEVERITY_ICON[severity]} className="banner-icon" />
      <div className="banner-text">
        <p className="banner-title">{title}</p>
        {detail && <p className="banner-detail">{detail}</p>}
      </div>
      {actions && <div className="banner-actions">{actions}</div>}
      {onDismiss && <IconButton icon="close" className="banner-dismiss" label={intl.formatMessage({ id: 'alert.dismiss' })} onClick={onDismiss} />}
    </div>
  );
}
