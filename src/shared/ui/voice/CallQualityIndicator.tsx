import { FormattedMessage, useIntl } from 'react-intl';
import type { CallQualityFigures } from '../../domain/call-quality';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** The figures in the agent's words and number format: loss, jitter and round trip. */
export function useQualityFigures() {
  const intl = useIntl();
  return (f: CallQualityFigures) =>
    intl.formatMessage(
      { id: 'voice.quality.figures' },
      {
        loss: intl.formatNumber(f.lossPercent, { maximumFractionDigits: 1 }),
        jitter: intl.formatNumber(f.jitterMs),
        rtt: f.roundTripMs === null ? intl.formatMessage({ id: 'voice.quality.notMeasured' }) : intl.formatNumber(f.roundTripMs),
      },
    );
}

/**
 * A live call's quality, quietly (a line under the controls, no announcement as the figures move), and a warning
 * in the status region while the figures pass the thresholds that predict bad audio; it goes when they recover.
 */
export function CallQualityIndicator({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const quality = useValue(model.callQuality.of(contactId));
  // The line under the controls in plain words (the report keeps the engineering terms support reads).
  const ms = (n: number) => intl.formatNumber(n, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  const plain = (f: CallQualityFigures) =>
    intl.formatMessage(
      { id: 'voice.quality.plainFigures' },
      { loss: intl.formatNumber(f.lossPercent, { maximumFractionDigits: 1 }), delay: f.roundTripMs === null ? intl.formatMessage({ id: 'voice.quality.notMeasured' }) : ms(f.roundTripMs), jitter: ms(f.jitterMs) },
    );
  return (
    <>
      {quality && (
        <p className={`call-quality call-quality-${quality.level}`} data-testid="call-quality">
          <span className="call-quality-dot" aria-hidden="true" />
          <FormattedMessage id="voice.quality.label" values={{ level: intl.formatMessage({ id: `voice.quality.${quality.level}` }) }} />{' '}
          <span className="call-quality-figures">{plain(quality.figures)}</span>
        </p>
      )}
      <div role="status" className="call-quality-status">
        {quality?.level === 'poor' && (
          <p className="call-quality-warning">
            <FormattedMessage
              id="voice.quality.warning"
              values={{
                problems: intl.formatList(
                  quality.poor.map((k) => intl.formatMessage({ id: `voice.quality.problem.${k}` })),
                  { type: 'conjunction' },
                ),
              }}
            />
          </p>
        )}
      </div>
    </>
  );
}
