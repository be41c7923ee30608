import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerControlFrame } from '../web/socket-control-frames.ts';
import { requestUrl } from '../web/http.ts';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatStore, Participant } from './chat-store.ts';
import type { Item } from './transcript.ts';

export const PARTICIPANT_WEBSOCKET_PATH = '/connect-local/participant-websocket';

/**
 * The participant websocket chatjs opens from CreateParticipantConnection's `Websocket.Url`. chatjs accepts only
 * `wss://` or `ws://127.0.0.1:`, so Connect Local must advertise 127.0.0.1. The client sends `aws/subscribe`
 * (answered with success), `aws/heartbeat` and `aws/ping` every 10 s (answered, or chatjs reconnects); the
 * server pushes `{topic: "aws/chat", content: "<JSON item>"}`. A drop fault closes sockets and refuses new ones.
 */
export class ParticipantWebSocket {
  private wss = new WebSocketServer({ noServer: true });
  private sockets = new Map<string, Set<WebSocket>>();
  /** Refusals: by contact id, or '*' for every chat, until a time. */
  private refuse = new Map<string, number>();
  readonly stats = { opened: 0, refused: 0, dropped: 0, pushed: 0 };

  constructor(private readonly store: ChatStore) {}

  url(base: string, p: Participant) {
    return `${base.replace(/^http/, 'ws')}${PARTICIPANT_WEBSOCKET_PATH}?token=${encodeURIComponent(p.connectionToken)}`;
  }

  private refused(contactId: string) {
    const now = Date.now();
    return (this.refuse.get('*') ?? 0) > now || (this.refuse.get(contactId) ?? 0) > now;
  }

  /** Takes the upgrade if it is for this path; answers whether it did. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = requestUrl(req);
    if (url?.pathname !== PARTICIPANT_WEBSOCKET_PATH) return false;
    const found = this.store.byConnection(url.searchParams.get('token') ?? undefined);
    if (!found || found.p.left || this.refused(found.room.contactId)) {
      this.stats.refused++;
      socket.end(`HTTP/1.1 ${found ? 503 : 403} ${found ? 'Service Unavailable' : 'Forbidden'}\r\nConnection: close\r\n\r\n`);
      return true;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, found.p.connectionToken));
    return true;
  }

  private accept(ws: WebSocket, token: string) {
    this.stats.opened++;
    let set = this.sockets.get(token);
    if (!set) this.sockets.set(token, (set = new Set()));
    set.add(ws);
    ws.on('message', (raw) => void answerControlFrame(ws, raw));
    ws.on('close', () => set.delete(ws));
    ws.on('error', () => ws.terminate());
  }

  push(p: Participant, item: Item) {
    const frame = JSON.stringify({ topic: 'aws/chat', content: JSON.stringify(item) });
    for (const ws of this.sockets.get(p.connectionToken) ?? []) {
      if (ws.readyState === ws.OPEN) {
        ws.send(frame);
        this.stats.pushed++;
      }
    }
  }

  /** How many sockets are open (for one chat, or all). */
  connected(contactId?: string): number {
    let n = 0;
    for (const [token, set] of this.sockets) {
      if (!contactId || this.store.byConnection(token)?.room.contactId === contactId) n += set.size;
    }
    return n;
  }

  /** Closes the sockets of one chat (or all) and refuses new ones for `forMs`, as a network loss would. */
  drop(contactId: string | undefined, forMs: number) {
    this.refuse.set(contactId ?? '*', Date.now() + forMs);
    for (const [token, set] of this.sockets) {
      if (contactId && this.store.byConnection(token)?.room.contactId !== contactId) continue;
      for (const ws of set) ws.terminate();
      this.stats.dropped += set.size;
      set.clear();
    }
  }

  restore() {
    this.refuse.clear();
  }

  closeAll() {
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
    this.sockets.clear();
    this.refuse.clear();
  }
}
