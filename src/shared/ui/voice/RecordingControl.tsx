import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '../../model';
import { useModel } from '../app/model-context';
import { Button } from '../common/Button';

/**
 * The recording indicator and toggle, one control on every call: where the agent may not change the recording (a
 * conference, no permission) it is the same control, unavailable, still saying the state (issue 41: a pill on a
 * call was plain text in a conference). Resuming is immediate; pausing asks first (issue 28: a stray Enter must not
 * stop a recording), with Keep recording focused.
 */
export function RecordingControl({ contact, canToggle }: { contact: Contact; canToggle: boolean }) {
  const model = useModel();
  const intl = useIntl();
  const status = contact.recording.status;
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const back = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (back.current) toggle.current?.focus();
    back.current = false;
  }, [asking]);
  // Paused elsewhere, or a conference began, meanwhile: nothing left to confirm.
  useEffect(() => {
    if (status !== 'recording' || !canToggle) setAsking(false);
  }, [status, canToggle]);
  if (!contact.recording.enabled || !status) return null;
  const label = intl.formatMessage({ id: `voice.recording.${status}` });
  const set = (on: boolean) => void model.intents.setRecording(contact.contactId, on).catch(() => undefined);
  const cancel = () => {
    back.current = true;
    setAsking(false);
  };
  if (asking) {
    return (
      <div
        className="recording-confirm"
        role="group"
        aria-labelledby={`recording-confirm-${contact.contactId}`}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            cancel();
          }
        }}
      >
        <span className="recording-indicator recording-recording" id={`recording-confirm-${contact.contactId}`}>
          <span className="recording-dot" aria-hidden="true" />
          <FormattedMessage id="voice.recording.confirmPause" />
        </span>
        <Button
          variant="normal"
          onClick={() => {
            back.current = true;
            setAsking(false);
            set(false);
          }}
        >
          <FormattedMessage id="voice.recording.pause" />
        </Button>
        <Button variant="primary" ref={keep} onClick={cancel}>
          <FormattedMessage id="voice.recording.keep" />
        </Button>
      </div>
    );
  }
  // One name ("Recording") and the state as pressed or not; a paused recording also says so in its description.
  return (
    <button
      ref={toggle}
      type="button"
      className={`btn recording-toggle recording-indicator recording-${status}`}
      disabled={!canToggle}
      aria-pressed={status === 'recording'}
      aria-description={status === 'suspended' ? label : undefined}
      onClick={() => (status === 'recording' ? setAsking(true) : set(true))}
    >
      <span className="recording-dot" aria-hidden="true" />
      <span aria-hidden={status !== 'recording' || undefined}>{status === 'recording' ? <FormattedMessage id="voice.recording.toggle" /> : label}</span>
      {status !== 'recording' && <span className="visually-hidden"><FormattedMessage id="voice.recording.toggle" /></span>}
    </button>
  );
}
