import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AgentWebSocket } from '../agent-websocket.ts';
import type { ContactCentre } from '../centre/centre.ts';
import { ChatContacts } from './chat-contacts.ts';
import { ChatStore } from './chat-store.ts';
import type { Faults } from '../cti/faults.ts';
import { chatControl } from './control-routes.ts';
import { customerChatRoute } from './customer-page.ts';
import { createParticipantService, isParticipantServicePath } from './participant-service.ts';
import { ParticipantWebSocket } from './participant-websocket.ts';
import { chatTransferRoutes } from './transfer-routes.ts';

/**
 * Connect Local's chat channel, wired together: chat contacts in the contact centre, the participant service
 * and its websocket (for chatjs), `aws/chat` pushes on the agent's streams websocket, the control API's chat
 * verbs, and the customer chat page. server.ts mounts what this returns.
 */
export function createChat(opts: { centre: ContactCentre; agentWebSocket: AgentWebSocket; baseUrl: () => string; distDir: string; faults?: Faults }) {
  let sockets!: ParticipantWebSocket;
  const store = new ChatStore({
    toParticipant: (p, item) => sockets.push(p, item),
    // The agent's chatjs session (streams' ChatMediaController) listens on the agent websocket, relayed by streams' worker.
    toAgent: (agent, item) => opts.agentWebSocket.push('aws/chat', item, agent),
  });
  sockets = new ParticipantWebSocket(store);
  const contacts = new ChatContacts(opts.centre, store);
  const service = createParticipantService({ store, sockets, baseUrl: opts.baseUrl, disconnect: (room, p) => contacts.disconnect(room, p), ...(opts.faults ? { faults: opts.faults } : {}) });
  const verbs = chatControl({ centre: opts.centre, store, contacts, sockets });
  const control = { ...verbs, routes: { ...verbs.routes, ...chatTransferRoutes({ centre: opts.centre, contacts }) } };
  const page = customerChatRoute(opts.distDir);

  // A reset world forgets every chat and closes their sockets.
  opts.centre.events.on('change', (reason: string) => {
    if (reason !== 'reset') return;
    store.clear();
    sockets.closeAll();
  });

  return {
    /** The CTI side: accept, reject, clear, destroy and CreateTransport chat_token for chat contacts. */
    lifecycle: contacts,
    control,
    /** Answers the request if it is the participant service's or the customer page's; answers whether it did. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      if (isParticipantServicePath(path)) {
        await service.handle(req, res, path);
        return true;
      }
      return page(req, res, path);
    },
    upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => sockets.upgrade(req, socket, head),
    close: () => sockets.closeAll(),
  };
}
