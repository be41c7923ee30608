import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '../../model';
import { useModel } from '../app/model-context';

/** The recording indicator, and its toggle where the agent may control recording on this call. */
export function RecordingControl({ contact, canToggle }: { contact: Contact; canToggle: boolean }) {
  const model = useModel();
  const intl = useIntl();
  const status = contact.recording.status;
  if (!contact.recording.enabled || !status) return null;
  const label = intl.formatMessage({ id: `voice.recording.${status}` });
  if (!canToggle) {
    return (
      <span className={`recording-indicator recording-${status}`} role="status">
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`recording-indicator recording-${status}`}
      aria-pressed={status === 'recording'}
      onClick={() => void model.intents.setRecording(contact.contactId, status !== 'recording').catch(() => undefined)}
    >
      <FormattedMessage id="voice.recording.toggle" />
      <span className="visually-hidden">, {label}</span>
    </button>
  );
}
