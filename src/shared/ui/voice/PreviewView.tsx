import { FormattedMessage, useIntl } from 'react-intl';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** A campaign preview: review the customer, then Dial (or Discard if allowed) before the countdown dials. */
export function PreviewView({ contactId }: { contactId: string }) {
  const model = useModel();
  const intl = useIntl();
  const state = useValue(model.preview.state(contactId));
  const seconds = useValue(model.preview.secondsLeft(contactId));
  if (!state) return null;
  const act = (p: Promise<unknown>) => void p.catch(() => undefined);
  return (
    <div className="preview">
      <h3>
        <FormattedMessage id="voice.preview.title" />
      </h3>
      {state.phase === 'counting' && seconds !== null && (
        <p role="timer" aria-label={intl.formatMessage({ id: 'voice.preview.countdown' }, { seconds })}>
          <FormattedMessage id="voice.preview.countdown" values={{ seconds }} />
        </p>
      )}
      {state.phase === 'loading' && (
        <p role="status">
          <FormattedMessage id="voice.preview.loading" />
        </p>
      )}
      <div className="action-bar">
        <button type="button" className="primary" disabled={state.phase === 'dialling' || state.phase === 'loading'} onClick={() => act(model.preview.dial(contactId))}>
          <FormattedMessage id="voice.preview.dial" />
        </button>
        {state.configuration?.canDiscardPreview && (
          <button type="button" disabled={state.phase === 'dialling'} onClick={() => act(model.preview.discard(contactId))}>
            <FormattedMessage id="voice.preview.discard" />
          </button>
        )}
      </div>
    </div>
  );
}
