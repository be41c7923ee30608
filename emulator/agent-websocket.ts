import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { KeyPair } from './tls.ts';
import { answerControlFrame } from './web/socket-control-frames.ts';
import { guardRequests, guardUpgrades, ownHostNames, ownHostUpgradesOnly, ownHostsOnly, refuseUpgrade, requestUrl, sendHtml } from './web/http.ts';

/**
 * The agent websocket streams' worker opens (amazon-connect-websocket-manager): wss:// only. The client
 * sends `aws/heartbeat` every 10 s and expects it back, and `aws/subscribe` with topics it wants; the server
 * pushes `{topic, content}` frames. A drop closes every socket and refuses new ones for a while, which is
 * how a network loss looks to streams.
 */
export class AgentWebSocket {
  private server: Server;
  private wss: WebSocketServer;
  private sockets = new Set<WebSocket>();
  /** The agent each socket belongs to: the one its credential was issued to. */
  private owners = new WeakMap<WebSocket, string>();
  /**
   * Credentials CreateTransport handed out (as the real service presigns its URL): credential → agent, expiry and
   * the sign-in session it was issued to, so signing out revokes it.
   */
  private credentials = new Map<string, { agent: string; expires: number; session?: string }>();
  /** The sign-in session each socket's credential was issued to. */
  private sessionOf = new WeakMap<WebSocket, string>();
  /** Origins whose pages may open the socket (streams' worker runs on the instance origin); set by the server. */
  allowedOrigins: () => Iterable<string> = () => [];
  /** Frames the agent sends on a topic besides the control ones (emulator/media handles `aws/softphone`). */
  readonly handlers = new Map<string, (agent: string, frame: Record<string, any>, reply: (content: unknown) => void) => void>();
  private refuseUntil = 0;
  /** The host names this server answers to (DNS rebinding); set by listen(). */
  private ownHost = ownHostNames();
  readonly log: { at: number; event: string; topic?: string }[] = [];

  constructor(tls: KeyPair) {
    this.server = createServer(tls, ownHostsOnly((h) => this.ownHost(h), guardRequests((_req, res) => {
      // A developer opens this once to trust the certificate; the panel's websocket then connects.
      sendHtml(res, '<!doctype html><title>Connect Local agent websocket</title><p>The Connect Local certificate is trusted by this browser. You can close this tab.</p>', {
        'Access-Control-Allow-Origin': '*',
      });
    })));
    this.wss = new WebSocketServer({ noServer: true });
    this.server.on('upgrade', ownHostUpgradesOnly((h) => this.ownHost(h), guardUpgrades((req, socket, head) => {
      if (Date.now() < this.refuseUntil) {
        this.record('refused');
        socket.destroy();
        return;
      }
      const url = requestUrl(req);
      if (url?.pathname !== '/agent') return refuseUpgrade(socket, 404, 'Not Found');
      // A browser always names the page's origin; a foreign page is refused even with a stolen URL.
      const origin = req.headers.origin;
      if (origin !== undefined && ![...this.allowedOrigins()].includes(origin)) {
        this.record('refused');
        return refuseUpgrade(socket, 403, 'Forbidden');
      }
      const issued = this.credentialOf(url.searchParams.get('credential'));
      const agent = issued?.agent;
      if (!agent) {
        this.record('refused');
        return refuseUpgrade(socket, 401, 'Unauthorized');
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        this.owners.set(ws, agent);
        if (issued.session) this.sessionOf.set(ws, issued.session);
        this.accept(ws);
      });
    })));
  }

  /**
   * A websocket URL for one agent, valid for `lifetimeSeconds` (what CreateTransport answers) and at most as long
   * as the sign-in `session` it is issued to: see revokeSession.
   */
  issueUrl(base: string, agent: string, lifetimeSeconds: number, session?: string): string {
    const now = Date.now();
    for (const [k, v] of this.credentials) if (v.expires < now) this.credentials.delete(k);
    const credential = randomBytes(24).toString('base64url');
    this.credentials.set(credential, { agent, expires: now + lifetimeSeconds * 1000, ...(session ? { session } : {}) });
    return `${base}?agent=${encodeURIComponent(agent)}&credential=${credential}`;
  }

  private credentialOf(credential: string | null) {
    const found = credential ? this.credentials.get(credential) : undefined;
    return found && found.expires > Date.now() ? found : undefined;
  }

  /** Signing out ends the session's websocket: its credentials stop working and its open sockets close. */
  revokeSession(session: string | undefined) {
    if (!session) return;
    for (const [k, v] of this.credentials) if (v.session === session) this.credentials.delete(k);
    for (const ws of this.sockets) if (this.sessionOf.get(ws) === session) ws.close(4001, 'Signed out');
    this.record('revoke');
  }

  private record(event: string, topic?: string) {
    this.log.push({ at: Date.now(), event, ...(topic ? { topic } : {}) });
    if (this.log.length > 500) this.log.splice(0, this.log.length - 500);
  }

  private accept(ws: WebSocket) {
    this.sockets.add(ws);
    this.record('open');
    ws.on('message', (raw) => {
      const topic = answerControlFrame(ws, raw);
      if (topic) this.record('receive', topic);
      const handler = topic ? this.handlers.get(topic) : undefined;
      // Replies go back on the socket that asked, content as a JSON string like every pushed frame.
      if (handler) handler(this.owners.get(ws)!, JSON.parse(String(raw)), (content) => ws.send(JSON.stringify({ topic, content: JSON.stringify(content) })));
    });
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.record('close');
    });
    ws.on('error', () => ws.terminate());
  }

  async listen(port: number, host = '127.0.0.1', publicHost?: string): Promise<number> {
    this.ownHost = ownHostNames(host, publicHost);
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, resolve);
    });
    return (this.server.address() as AddressInfo).port;
  }

  get connected(): number {
    return this.sockets.size;
  }

  /** Sends a frame to one agent's sockets only: a socket never sees another agent's contacts. */
  push(topic: string, content: unknown, agent: string) {
    const frame = JSON.stringify({ topic, content: typeof content === 'string' ? content : JSON.stringify(content) });
    for (const ws of this.sockets) if (this.owners.get(ws) === agent) ws.send(frame);
  }

  /** Drops every socket and refuses reconnection for `forMs`. */
  drop(forMs: number) {
    this.refuseUntil = Date.now() + forMs;
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.record('drop');
  }

  restore() {
    this.refuseUntil = 0;
  }

  async close() {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
