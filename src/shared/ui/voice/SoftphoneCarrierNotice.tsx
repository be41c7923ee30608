import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Banner } from '../common/Banner';
import { Button } from '../common/Button';
import './softphone-carrier.css';

/**
 * Where the agent's softphone calls ring and play: this window, or another of their panel windows, with the way to
 * move them here between calls; and, when the window that carried a live call went away, that its audio was lost.
 * The live region exists before its text so each change is announced.
 */
export function SoftphoneCarrierNotice() {
  const model = useModel();
  const intl = useIntl();
  const store = model.softphoneCarrier;
  const notice = useValue(store.notice);
  const taking = useValue(store.taking);
  const takeFailed = useValue(store.takeFailed);
  const here = useRef<HTMLParagraphElement>(null);
  const took = useRef(false);
  const t = (id: string) => intl.formatMessage({ id });

  // After the take the button is gone: focus goes to the line that says calls now ring here.
  useEffect(() => {
    if (notice === 'here' && took.current) {
      took.current = false;
      here.current?.focus();
    }
  }, [notice]);

  const take = () => {
    took.current = true;
    void store.takeCalls().catch(() => (took.current = false));
  };

  return (
    <div className="alerts softphone-carrier" role="status">
      {notice === 'here' && (
        <p className="softphone-carrier-here" ref={here} tabIndex={-1}>
          {t('sound.carrier.here')}
        </p>
      )}
      {notice === 'elsewhere' && (
        <Banner
          severity="info"
          title={t('sound.carrier.elsewhere')}
          detail={takeFailed ? t('sound.carrier.takeFailed') : t('sound.carrier.elsewhereDetail')}
          actions={
            <Button variant="primary" onClick={take} disabled={taking}>
              {t('sound.carrier.take')}
            </Button>
          }
        />
      )}
      {notice === 'elsewhere-in-call' && <Banner severity="info" title={t('sound.carrier.inCallElsewhere')} detail={t('sound.carrier.inCallElsewhereDetail')} />}
      {notice === 'audio-lost' && <Banner severity="error" title={t('sound.carrier.audioLost')} detail={t('sound.carrier.audioLostDetail')} />}
    </div>
  );
}
