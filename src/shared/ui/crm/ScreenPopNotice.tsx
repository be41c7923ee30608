import { useIntl } from 'react-intl';
import { useValue } from '../app/use-value';
import { signal } from '../../model/signals';
import { Banner } from '../common/Banner';
import { Button } from '../common/Button';
import { crmFeatures } from './crm-features';
import type { ScreenPop } from '../../crm/screen-pop';

const NONE = signal<readonly ScreenPop[]>([]);

/**
 * Says that the browser blocked a screen pop and opens it with one click (the click is what the popup blocker
 * waits for). The live region exists before its text, so the notice is announced.
 */
export function ScreenPopNotice() {
  const intl = useIntl();
  const windows = useValue(crmFeatures).screenPops;
  const blocked = useValue(windows?.blocked ?? NONE);
  return (
    <div className="alerts" role="status">
      {windows &&
        blocked.map((pop) => (
          <Banner
            key={pop.rule}
            severity="warning"
            title={intl.formatMessage({ id: 'crm.screenPop.blocked.title' })}
            detail={intl.formatMessage({ id: 'crm.screenPop.blocked.detail' }, { host: new URL(pop.url).host })}
            onDismiss={() => windows.dismiss(pop)}
            actions={
              <Button variant="primary" onClick={() => windows.retry(pop)}>
                {intl.formatMessage({ id: 'crm.screenPop.blocked.open' })}
              </Button>
            }
          />
        ))}
    </div>
  );
}
