import type { CcpModel, ChatConnection as ChatConnectionState, ChatPort, ChatWireItem } from '../../shared/model';
import { CcpError } from '../../shared/model';
import { ConfigError } from '../config';
import { createMessageBursts } from './message-bursts';

/**
 * One chatjs session per chat contact, reached only through streams' public API:
 * contact.getAgentConnection().getMediaController() (streams' ChatMediaController). chatjs events become model
 * updates; the model's chat port becomes session calls. A lost connection is refilled from GetTranscript.
 */

const TYPING = 'application/vnd.amazonaws.connect.event.typing';
const RECEIPT = { read: 'application/vnd.amazonaws.connect.event.message.read', delivered: 'application/vnd.amazonaws.connect.event.message.delivered' } as const;

type Handler = (e: { data?: ChatWireItem }) => void;
/** The part of chatjs's agent session the panel uses. */
interface Session {
  onMessage(h: Handler): void;
  onTyping(h: Handler): void;
  onReadReceipt(h: Handler): void;
  onDeliveredReceipt(h: Handler): void;
  onEnded(h: Handler): void;
  onConnectionEstablished(h: Handler): void;
  onConnectionBroken(h: Handler): void;
  sendMessage(args: { message: string; contentType: string; clientToken?: string }): Promise<{ data: { Id: string; AbsoluteTime?: string } }>;
  sendEvent(args: { contentType: string; content?: string }): Promise<unknown>;
  sendAttachment(args: { attachment: File }): Promise<unknown>;
  downloadAttachment(args: { attachmentId: string }): Promise<Blob>;
  getTranscript(args: Record<string, unknown>): Promise<{ data: { Transcript?: ChatWireItem[]; NextToken?: string } }>;
}

type ChatConnection = connect.BaseConnection & {
  getMediaController(): Promise<Session>;
  getMediaInfo(): { participantId?: string; originalInfo?: { customerName?: string } } | null;
};

export interface ChatSessions {
  readonly port: Required<ChatPort>;
  /** Starts following chat contacts; call once the model exists (before streams reports contacts). */
  attach(model: CcpModel): void;
}

/**
 * Chat sessions through streams' media controller, once chatjs is on the page (`chatjsReady`, which also sets the
 * participant service's endpoint: chatjs-loader.ts).
 */
export function createChatSessions(streams: typeof connect, chatjsReady: () => Promise<void>): ChatSessions {

  const sessions = new Map<string, Promise<Session>>();
  let model: CcpModel | null = null;
  const incoming = createMessageBursts<ChatWireItem>((contactId, items) => model?.chat.applyItems(contactId, items, { live: true }));

  const findContact = (contactId: string): connect.Contact | undefined => {
    try {
      return new streams.Agent().getContacts().find((c) => c.getContactId() === contactId);
    } catch {
      return undefined;
    }
  };

  const open = (c: connect.Contact): Promise<Session> => {
    const contactId = c.getContactId();
    const existing = sessions.get(contactId);
    if (existing) return existing;
    const connection = c.getAgentConnection() as ChatConnection;
    const info = connection.getMediaInfo();
    const data = (c.toSnapshot() as { contactData?: { contactFeatures?: { attachmentsEnabled?: boolean; messagingMarkdownEnabled?: boolean } } }).contactData;
    model?.chat.applyInfo(contactId, {
      features: { attachmentsEnabled: !!data?.contactFeatures?.attachmentsEnabled, markdownEnabled: !!data?.contactFeatures?.messagingMarkdownEnabled },
      ...(info?.originalInfo?.customerName ? { customerName: info.originalInfo.customerName } : {}),
      ...(info?.participantId ? { selfParticipantId: info.participantId } : {}),
    });
    // Handlers go on at once: items pushed before a handler exists would only be in the transcript, which the refill
    // below brings; those sent since the session was asked for (chatjs loading, the session connecting) count as
    // live there, so a transfer that failed meanwhile still alerts.
    const openedAt = Date.now();
    const promise = chatjsReady().then(() => controllerOf(connection)).then((s) => {
      // Messages are applied a burst at a time; any other event first applies those held, to keep the order.
      const chat = () => (incoming.flush(), model?.chat);
      s.onMessage((e) => e.data && incoming.add(contactId, e.data));
      s.onTyping((e) => e.data && chat()?.applyTyping(contactId, e.data));
      s.onReadReceipt((e) => e.data && chat()?.applyReceipt(contactId, 'read', e.data));
      s.onDeliveredReceipt((e) => e.data && chat()?.applyReceipt(contactId, 'delivered', e.data));
      s.onEnded(() => chat()?.applyConnection(contactId, 'ended'));
      s.onConnectionBroken(() => chat()?.applyConnection(contactId, 'closed'));
      s.onConnectionEstablished(() => {
        chat()?.applyConnection(contactId, 'connected');
        void chat()?.refill(contactId);
      });
      chat()?.applyConnection(contactId, 'connected');
      void chat()?.refill(contactId, { liveSince: openedAt });
      return s;
    });
    promise.catch(() => sessions.delete(contactId));
    sessions.set(contactId, promise);
    return promise;
  };

  /**
   * The connection's chatjs session. streams builds a chat controller as soon as it meets a live chat (at start-up,
   * possibly before chatjs is on the page) and keeps it, failed or not, for the connection's life: a failed one is
   * dropped through streams' media factory and built again, once, so a chat recovers from it.
   */
  const controllerOf = async (connection: ChatConnection): Promise<Session> => {
    try {
      return await connection.getMediaController();
    } catch (e) {
      const factory = (streams.core as unknown as { mediaFactory?: { destroy(connectionId: string): void } }).mediaFactory;
      if (!factory) throw e;
      factory.destroy(connection.getConnectionId());
      // destroy forgets the failed controller once that promise has settled: a task later.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return connection.getMediaController();
    }
  };

  const session = (contactId: string): Promise<Session> => {
    const existing = sessions.get(contactId);
    if (existing) return existing;
    const c = findContact(contactId);
    if (!c) return Promise.reject(new CcpError('invalid_state_transition', { message: `Contact ${contactId} is no longer there` }));
    return open(c);
  };

  const port: Required<ChatPort> = {
    async sendMessage({ contactId, content, contentType, clientToken }) {
      // chatjs passes clientToken on as SendMessage's ClientToken (else it makes a new one per call).
      const r = await (await session(contactId)).sendMessage({ message: content, contentType, ...(clientToken ? { clientToken } : {}) });
      return { id: r.data.Id, ...(r.data.AbsoluteTime ? { absoluteTime: r.data.AbsoluteTime } : {}) };
    },
    sendTyping: async (contactId) => void (await (await session(contactId)).sendEvent({ contentType: TYPING })),
    sendReceipt: async (contactId, messageId, kind) =>
      void (await (await session(contactId)).sendEvent({ contentType: RECEIPT[kind], content: JSON.stringify({ messageId }) })),
    sendAttachment: async (contactId, file) => void (await (await session(contactId)).sendAttachment({ attachment: file as File })),
    downloadAttachment: async (contactId, attachmentId) => (await session(contactId)).downloadAttachment({ attachmentId }),
    async loadTranscript(contactId, request) {
      const r = await (await session(contactId)).getTranscript({
        scanDirection: 'BACKWARD',
        sortOrder: 'ASCENDING',
        maxResults: request.maxResults,
        ...(request.nextToken ? { nextToken: request.nextToken } : {}),
      });
      return { items: r.data.Transcript ?? [], nextToken: r.data.NextToken ?? null };
    },
  };

  return {
    port,
    attach(m) {
      model = m;
      const follow = (c: connect.Contact) => {
        if (c.getType() !== 'chat' || sessions.has(c.getContactId())) return;
        const contactId = c.getContactId();
        // chatjs that could not be loaded is said as such; the next call for the chat tries to load it again.
        open(c).catch((e: unknown) => m.chat.applyConnection(contactId, e instanceof ConfigError ? 'unavailable' : 'closed'));
        c.onDestroy(() => sessions.delete(contactId));
      };
      streams.contact(follow);
      // streams started before the panel (main.tsx): chats it already had are followed too.
      streams.agent((a) => a.getContacts().forEach(follow));
      // The agent's websocket carries the chat: after it comes back, every chat refills its gap.
      let socketLost = false;
      const lost = () => {
        for (const id of sessions.keys()) m.chat.applyConnection(id, 'broken');
      };
      const back = (only?: ChatConnectionState) => {
        for (const id of sessions.keys()) {
          if (only && m.chat.get(id).connection.peek() !== only) continue;
          m.chat.applyConnection(id, 'connected');
          void m.chat.refill(id);
        }
      };
      streams.agent((a) => a.onWebSocketConnectionGained(() => ((socketLost = false), back())));
      streams.agent((a) => a.onWebSocketConnectionLost(() => ((socketLost = true), lost())));
      // The browser knows first that the network went: messages typed from then on wait for it rather than fail
      // (the websocket notices only when its heartbeat goes unanswered). Back online, the chats it held back go on,
      // unless the websocket is still down, whose return says so itself.
      globalThis.addEventListener?.('offline', lost);
      globalThis.addEventListener?.('online', () => socketLost || back('broken'));
    },
  };
}
