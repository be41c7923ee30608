import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VideoConnectionInfo } from '../shared/model/video/types';
import { viewMessage, type ContactSummary, type PanelMessage } from '../shared/screen-sharing/messages';
import type { Link } from './links';
import { Button } from '../shared/ui/common/Button';
import { Banner } from '../shared/ui/common/Banner';
import { Icon } from '../shared/ui/common/Icon';
import { StatusDot } from '../shared/ui/common/Status';
import './screen-sharing.css';

/**
 * The screen-sharing view for one contact: the contact, Start/Stop sharing (the browser's getDisplayMedia) and
 * the state messages the panel sends, with a live preview of what is shared, in the panel's look (tokens, Open Sans). For a video call the panel's init info carries the meeting: the captured
 * screen goes into it as Chime content share, which the customer receives (the Chime SDK loads only then).
 */
export function ScreenSharingView({ contactId, initial, link }: { contactId: string; initial: ContactSummary | null; link: Link }) {
  const [contact, setContact] = useState<ContactSummary | null>(initial);
  const [notes, setNotes] = useState<PanelMessage['type'][]>([]);
  const intl = useIntl();
  const [ended, setEnded] = useState(false);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null | false>(false);
  const [video, setVideo] = useState<VideoConnectionInfo | null>(null);
  const [shared, setShared] = useState(false);
  const [onHold, setOnHold] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  streamRef.current = stream;
  const stopShare = useRef<(() => Promise<void>) | null>(null);

  const stop = () => {
    void stopShare.current?.().catch(() => undefined);
    stopShare.current = null;
    for (const t of streamRef.current?.getTracks() ?? []) t.stop();
    setStream(null);
    setShared(false);
  };

  useEffect(() => {
    link.listen((msg) => {
      if (msg.contactId !== contactId) return;
      if (msg.type === 'init-info') {
        setContact(msg.contact);
        setEnded(msg.state.ended);
        setVideo(msg.video ?? null);
        setOnHold(msg.state.onHold);
        setNotes((n) => [...n, 'init-info', ...(msg.state.onHold ? (['hold'] as const) : [])]);
        return;
      }
      setNotes((n) => [...n, msg.type]);
      if (msg.type === 'hold' || msg.type === 'resume') setOnHold(msg.type === 'hold');
      if (msg.type === 'contact-ended') {
        setEnded(true);
        stop();
      }
    });
    link.send(viewMessage(contactId, 'loaded'));
    const unload = () => link.send(viewMessage(contactId, 'unloaded'));
    window.addEventListener('pagehide', unload);
    return () => window.removeEventListener('pagehide', unload);
  }, []);

  // Privacy: while the call is on hold the customer must not see the agent's screen (they may open anything meanwhile),
  // so the captured track is paused (a disabled track sends black frames) and the same share goes on at resume.
  const paused = onHold && !!stream && !ended;
  useEffect(() => {
    for (const t of stream?.getVideoTracks() ?? []) t.enabled = !paused;
  }, [paused, stream]);

  const start = async () => {
    setError(false);
    try {
      const s = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      // The browser's own "Stop sharing" ends the track; follow it.
      s.getVideoTracks()[0]?.addEventListener('ended', stop);
      setStream(s);
      if (video) {
        const { chimeEngine } = await import('../standalone/video/chime-engine');
        stopShare.current = await chimeEngine.shareContent(video, s, () => setShared(false));
        setShared(true);
      }
    } catch (e) {
      stop();
      setError(e instanceof Error ? e.message : null);
    }
  };
  const statusText = ended ? 'screenSharing.ended' : paused ? 'screenSharing.pausedOnHold' : !stream ? 'screenSharing.notSharing' : !video ? 'screenSharing.sharing' : shared ? 'screenSharing.sharingWithCustomer' : 'screenSharing.connecting';

  const sharing = stream !== null;
  return (
    <main className="screen-sharing">
      <header className="screen-sharing-header">
        <h1>
          <Icon name="screenSharing" size="medium" />
          <FormattedMessage id="screenSharing.title" />
        </h1>
        {/* The agent knows the call by whom it is with; the contact id is the panel's business, not theirs. */}
        <p className="screen-sharing-call">
          {contact?.customer ? (
            <FormattedMessage id="screenSharing.callWith" values={{ customer: <bdi>{contact.customer}</bdi> }} />
          ) : (
            <FormattedMessage id="screenSharing.currentCall" />
          )}
        </p>
      </header>
      <p className="screen-sharing-status">
        <StatusDot kind={ended ? 'not-routable' : sharing ? 'routable' : 'pending'} />
        <span role="status">
          <FormattedMessage id={statusText} />
        </span>
      </p>
      <SharePreview stream={stream} />
      <div className="screen-sharing-actions">
        {sharing ? (
          <Button variant="danger" icon="stopSharing" onClick={stop}>
            <FormattedMessage id="screenSharing.stop" />
          </Button>
        ) : (
          <Button variant="primary" icon="screenSharing" disabled={ended} onClick={() => void start()}>
            <FormattedMessage id="screenSharing.start" />
          </Button>
        )}
      </div>
      {error !== false && (
        <div role="alert">
          <Banner severity="error" title={intl.formatMessage({ id: 'screenSharing.failed' }, { reason: error ?? '' })} />
        </div>
      )}
      <h2 id="messages">
        <FormattedMessage id="screenSharing.messages" />
      </h2>
      {/* The log wraps the list: role="log" on the <ul> itself would take away its list semantics. */}
      <div role="log" aria-labelledby="messages" className="screen-sharing-log">
        <ul>
          {notes.map((n, i) => (
            <li key={i}>
              <FormattedMessage id={`screenSharing.note.${n}`} />
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

/** What the customer sees: the captured screen, live and silent, or a frame saying nothing is shared yet. */
function SharePreview({ stream }: { stream: MediaStream | null }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className="screen-sharing-preview">
      {stream ? (
        <video ref={video} autoPlay muted playsInline aria-label={intl.formatMessage({ id: 'screenSharing.preview' })} />
      ) : (
        <div className="screen-sharing-preview-empty">
          <Icon name="screenSharing" size="big" />
          <FormattedMessage id="screenSharing.previewEmpty" />
        </div>
      )}
    </figure>
  );
}
