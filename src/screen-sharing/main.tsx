import { AmazonConnectApp } from '@amazon-connect/app';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SCREEN_SHARING_TOPIC, parseMessage, viewMessage, type ContactSummary, type PanelMessage, type ViewMessage } from '../shared/screen-sharing/messages';

/**
 * The screen-sharing view for one contact. In the standalone setup it is a popup (window.opener is the panel,
 * same origin); in the agent workspace it is a tab (an app with its own SDK provider), and the contact comes in
 * the launch parameters. Capture is the browser's getDisplayMedia; sending the stream anywhere is a transport this
 * project does not have yet (Amazon Connect's own screen sharing is a streams/WebRTC feature).
 */

interface Link {
  send(msg: ViewMessage): void;
  listen(handler: (msg: PanelMessage) => void): void;
}

/** Popup: only our origin, and only the window that opened us, may talk to us. */
function popupLink(opener: Window): Link {
  const origin = location.origin;
  return {
    send: (msg) => opener.postMessage(msg, origin),
    listen: (handler) =>
      window.addEventListener('message', (evt) => {
        if (evt.origin !== origin || evt.source !== opener) return;
        const msg = parseMessage(evt.data, 'panel');
        if (msg) handler(msg);
      }),
  };
}

function workspaceLink(provider: AmazonConnectApp): Link {
  return {
    send: (msg) => provider.publish(SCREEN_SHARING_TOPIC, msg),
    listen: (handler) =>
      provider.subscribe(SCREEN_SHARING_TOPIC, async (data: unknown) => {
        const msg = parseMessage(data, 'panel');
        if (msg) handler(msg);
      }),
  };
}

const NOTES: Record<Exclude<PanelMessage['type'], 'init-info'>, string> = {
  hold: 'Call on hold',
  resume: 'Call resumed',
  mute: 'Agent muted',
  unmute: 'Agent unmuted',
  'contact-ended': 'Contact ended',
  'barged-in': 'A supervisor barged in',
  monitoring: 'A supervisor is monitoring',
};

function ScreenSharing({ contactId, initial, link }: { contactId: string; initial: ContactSummary | null; link: Link }) {
  const [contact, setContact] = useState<ContactSummary | null>(initial);
  const [notes, setNotes] = useState<string[]>([]);
  const [ended, setEnded] = useState(false);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  streamRef.current = stream;

  const stop = () => {
    for (const t of streamRef.current?.getTracks() ?? []) t.stop();
    setStream(null);
  };

  useEffect(() => {
    link.listen((msg) => {
      if (msg.contactId !== contactId) return;
      if (msg.type === 'init-info') {
        setContact(msg.contact);
        setEnded(msg.state.ended);
        setNotes((n) => [...n, 'Contact details received', ...(msg.state.onHold ? [NOTES.hold] : [])]);
        return;
      }
      setNotes((n) => [...n, NOTES[msg.type]]);
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

  const start = async () => {
    setError(null);
    try {
      const s = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      // The browser's own "Stop sharing" ends the track; follow it.
      s.getVideoTracks()[0]?.addEventListener('ended', () => setStream(null));
      setStream(s);
    } catch (e) {
      setError(e instanceof Error ? `Screen sharing did not start: ${e.message}` : 'Screen sharing did not start');
    }
  };

  return (
    <main>
      <h1>Screen sharing</h1>
      <p>
        Contact {contactId}
        {contact?.customer ? ` with ${contact.customer}` : ''}
      </p>
      <p role="status">{ended ? 'The contact has ended' : stream ? 'Sharing your screen' : 'Not sharing'}</p>
      {stream ? (
        <button type="button" onClick={stop}>
          Stop sharing
        </button>
      ) : (
        <button type="button" disabled={ended} onClick={() => void start()}>
          Start sharing
        </button>
      )}
      {error && <p role="alert">{error}</p>}
      <h2 id="messages">Messages</h2>
      <ol role="log" aria-labelledby="messages">
        {notes.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ol>
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);

if (window.opener) {
  const contactId = new URLSearchParams(location.search).get('contactId') ?? '';
  root.render(<ScreenSharing contactId={contactId} initial={null} link={popupLink(window.opener as Window)} />);
} else {
  const { provider } = AmazonConnectApp.init({
    workspace: { connectionTimeout: 10_000 },
    onCreate: async ({ context }) => {
      const p = (context.parameters ?? {}) as Record<string, unknown>;
      const contactId = String(p.contactId ?? (context.scope?.type === 'contact' ? context.scope.contactId : ''));
      const initial: ContactSummary = { contactId, channel: 'voice', customer: typeof p.customer === 'string' && p.customer ? p.customer : null };
      root.render(<ScreenSharing contactId={contactId} initial={initial} link={workspaceLink(provider)} />);
    },
  });
}
