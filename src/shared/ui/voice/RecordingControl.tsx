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
        <span className="recording-dot" aria-hidden="true" />
        {label}
      </span>
    );
  }
  // One name ("Recording") and the state as pressed or not; a paused recording also says so in its description.
  return (
    <button
      type="button"
      className={`btn btn-inline recording-indicator recording-${status}`}
      aria-pressed={status === 'recording'}
      aria-description={status === 'suspended' ? label : undefined}
      onClick={() => void model.intents.setRecording(contact.contactId, status !== 'recording').catch(() => undefined)}
    >
      <span className="recording-dot" aria-hidden="true" />
      <span aria-hidden={status !== 'recording' || undefined}>{status === 'recording' ? <FormattedMessage id="voice.recording.toggle" /> : label}</span>
      {status !== 'recording' && <span className="visually-hidden"><FormattedMessage id="voice.recording.toggle" /></span>}
    </button>
  );
}
