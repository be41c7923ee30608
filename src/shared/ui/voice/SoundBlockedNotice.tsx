import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Banner } from '../common/Banner';
import { Button } from '../common/Button';
import { useSoundBlocked } from './use-sound-blocked';

/**
 * Tells a softphone agent, in the window that rings their calls, that the browser blocks sound (calls would ring
 * unheard, the customer would not be heard) and turns it on with one click: the click itself is what the browser waits for. The live region exists
 * before its text so the notice is announced.
 */
export function SoundBlockedNotice() {
  const model = useModel();
  const intl = useIntl();
  const { blocked, recheck } = useSoundBlocked(useValue(model.softphoneCarrier.ringsHere));
  return (
    <div className="alerts" role="status">
      {blocked && (
        <Banner
          severity="warning"
          title={intl.formatMessage({ id: 'sound.blocked.title' })}
          detail={intl.formatMessage({ id: 'sound.blocked.detail' })}
          actions={<Button variant="primary" onClick={recheck}>{intl.formatMessage({ id: 'sound.blocked.enable' })}</Button>}
        />
      )}
    </div>
  );
}
