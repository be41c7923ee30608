/**
 * The panel's half of screen sharing, for either host: it opens the view for a contact through a transport
 * (a popup for the standalone page, a workspace tab for the plugin), answers the view's "loaded" with the
 * contact's init info, and follows the model's contact with hold, resume, mute, unmute, barged in, monitoring and
 * contact ended. A view that says "unloaded" gets nothing until it says "loaded" again.
 */
import type { CcpModel, ScreenSharingPort, VideoConnectionInfo } from '../model';
import { effect, untracked } from '../model/signals';
import { initInfo, shareStateOf, stateMessages, summaryOf, type ContactSummary, type PanelMessage, type ShareState, type ViewMessage } from './messages';

export interface ScreenSharingTransport {
  /** Opens the view for this contact, or brings an open one forward. */
  open(contact: ContactSummary): Promise<void>;
  send(message: PanelMessage): void;
  /** Closes the view, if the transport can. */
  close(contactId: string): Promise<void>;
  /** Delivers only messages that passed the transport's origin/source checks and parseMessage. */
  onMessage(handler: (message: ViewMessage) => void): () => void;
}

interface Session {
  loaded: boolean;
  last: ShareState;
  /** The video call's meeting the view shares into, if the contact is one. */
  video: VideoConnectionInfo | null;
}

export interface ScreenSharingService {
  readonly port: ScreenSharingPort;
  /** Starts following the model; the port exists before the model does, so the model comes in late. */
  attach(model: CcpModel): () => void;
}

export function createScreenSharingService(transport: ScreenSharingTransport): ScreenSharingService {
  const sessions = new Map<string, Session>();
  let model: CcpModel | undefined;

  const current = (contactId: string) => {
    const entry = model?.contacts.get(contactId);
    return { contact: entry?.contact.peek(), state: shareStateOf(entry?.contact.peek(), entry?.status.peek()) };
  };

  const sync = () => {
    for (const [contactId, session] of sessions) {
      if (!session.loaded) continue;
      const { state } = current(contactId);
      for (const msg of stateMessages(contactId, session.last, state)) transport.send(msg);
      session.last = state;
    }
  };

  const onMessage = (msg: ViewMessage) => {
    const session = sessions.get(msg.contactId);
    if (!session) return;
    // Closed or reloading: nothing goes out until it says "loaded" again.
    if (msg.type === 'unloaded') {
      session.loaded = false;
      // The view is gone: the panel takes the video call back (voice §4).
      model?.video.screenSharingClosed(msg.contactId);
      return;
    }
    const { contact, state } = current(msg.contactId);
    // A reload of the view says "loaded" again: it gets the init info afresh.
    session.loaded = true;
    session.last = state;
    transport.send(initInfo(contact ? summaryOf(contact) : { contactId: msg.contactId, channel: 'voice', customer: null }, state, session.video));
  };

  return {
    port: {
      async start(contactId, video) {
        const { contact, state } = current(contactId);
        if (!contact) throw new Error(`no contact ${contactId}`);
        const existing = sessions.get(contactId);
        if (existing) existing.video = video ?? existing.video;
        else sessions.set(contactId, { loaded: false, last: state, video: video ?? null });
        await transport.open(summaryOf(contact));
      },
      async stop(contactId) {
        sessions.delete(contactId);
        await transport.close(contactId);
      },
    },
    attach(m) {
      model = m;
      const stopListening = transport.onMessage(onMessage);
      // Reads every contact's signals, so any change to a shared contact re-runs the comparison.
      const stopEffect = effect(() => {
        for (const id of m.contacts.ids.value) {
          const entry = m.contacts.get(id);
          void entry?.contact.value;
          void entry?.status.value;
        }
        untracked(sync);
      });
      return () => {
        stopListening();
        stopEffect();
      };
    },
  };
}
