import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ContactRecord } from '../centre/records.ts';
import type { CustomerMedia } from './customer-media.ts';

/**
 * The small meeting back end a video call needs (what Amazon Chime's media services are to Amazon Connect): the
 * meeting and attendee that CreateTransport(web_rtc) hands the agent, and the signalling websocket the Chime SDK
 * speaks (subprotocols `_aws_wt_session` + join token; each frame is 0x05 + a protobuf SdkSignalFrame, encoded with
 * the SDK's own generated SignalingProtocol.js). The simulated customer's browser page answers the SDK's offers:
 * it sends a test-pattern camera and receives the agent's camera; a content-share attendee (`<attendee>#content`)
 * gets its own page connection, so the customer receives the screen share.
 */

const require = createRequire(import.meta.url);
// The SDK ships its protobuf code as CommonJS; loaded on the first meeting only.
type Protocol = typeof import('amazon-chime-sdk-js/build/signalingprotocol/SignalingProtocol.js');
let protocol: Protocol | null = null;
const P = () => (protocol ??= require('amazon-chime-sdk-js/build/signalingprotocol/SignalingProtocol.js') as Protocol);

/** The customer's camera in the meeting index; the agent's tile for it is bound to the customer attendee. */
const CUSTOMER_VIDEO_STREAM = 100;

export interface Meeting {
  meetingId: string;
  contactId: string;
  agent: { attendeeId: string; externalUserId: string; joinToken: string };
  customer: { attendeeId: string; externalUserId: string };
}

export interface MeetingOptions {
  customers: CustomerMedia;
  /** ws:// base of Connect Local's instance origin, e.g. ws://127.0.0.1:4200. */
  baseUrl: () => string;
  /** A TURN credential for one attendee's connection (`user` names the contact and the attendee). */
  turn: (user: string) => { username: string; credential: string; urls: string[]; ttl: number } | undefined;
}

export class Meetings {
  private byContact = new Map<string, Meeting>();
  /** Meetings whose media service takes the connection and then never answers (the 15 s start failure, §4). */
  private silent = new Set<string>();
  /** Meetings whose media service is unreachable: connections dropped, new ones refused, until it is back. */
  private down = new Set<string>();
  private socketsOf = new Map<WebSocket, string>();
  private wss = new WebSocketServer({ noServer: true, handleProtocols: (protocols) => (protocols.has('_aws_wt_session') ? '_aws_wt_session' : false) });
  private sockets = new Set<WebSocket>();

  constructor(private readonly options: MeetingOptions) {}

  /** The meeting of a video contact, made on first use. */
  meetingOf(c: ContactRecord): Meeting {
    let m = this.byContact.get(c.contactId);
    if (!m) {
      m = {
        meetingId: randomUUID(),
        contactId: c.contactId,
        agent: { attendeeId: randomUUID(), externalUserId: `agent-${c.agent}`, joinToken: randomBytes(24).toString('base64url') },
        customer: { attendeeId: randomUUID(), externalUserId: 'customer' },
      };
      this.byContact.set(c.contactId, m);
    }
    return m;
  }

  /** What CreateTransport({transportType: 'web_rtc', contactId}) answers the agent. */
  webRtcTransport(c: ContactRecord) {
    const m = this.meetingOf(c);
    const base = this.options.baseUrl();
    const signal = `${base.replace(/^http/, 'ws')}/emulator/meetings/${m.meetingId}/signal`;
    return {
      webRTCTransport: {
        meeting: {
          meetingId: m.meetingId,
          mediaRegion: 'connect-local',
          mediaPlacement: { audioHostUrl: `${base}/emulator/meetings/${m.meetingId}/audio`, audioFallbackUrl: signal, signalingUrl: signal, turnControlUrl: `${base}/emulator/meetings/${m.meetingId}/turn`, eventIngestionUrl: '' },
        },
        attendee: { attendeeId: m.agent.attendeeId, joinToken: m.agent.joinToken },
      },
    };
  }

  /** The meeting's state as the control API shows it. */
  describe(contactId: string) {
    const m = this.byContact.get(contactId);
    return m ? { meetingId: m.meetingId, agentAttendeeId: m.agent.attendeeId, customerAttendeeId: m.customer.attendeeId } : null;
  }

  /** Forgets the meetings of contacts that are gone. */
  endAllBut(live: Set<string>) {
    for (const id of this.byContact.keys()) if (!live.has(id)) this.byContact.delete(id);
    for (const id of this.silent) if (!live.has(id)) this.silent.delete(id);
    for (const id of this.down) if (!live.has(id)) this.down.delete(id);
  }

  /** From now on the contact's meeting accepts the SDK's signalling connection but answers nothing on it. */
  makeSilent(contactId: string) {
    this.silent.add(contactId);
  }

  /** The media service of the contact's meeting goes away (its connections drop, new ones are refused) or comes back. */
  setDown(contactId: string, down: boolean) {
    if (!down) return void this.down.delete(contactId);
    this.down.add(contactId);
    for (const [ws, id] of this.socketsOf) if (id === contactId) ws.terminate();
  }

  /** The Chime SDK's signalling websocket: ws://…/emulator/meetings/<meetingId>/signal. Answers whether it took the upgrade. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const match = /^\/emulator\/meetings\/([\w-]+)\/signal$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (!match) return false;
    const meeting = [...this.byContact.values()].find((m) => m.meetingId === match[1]);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((s) => s.trim());
    // The join token travels as the second subprotocol; a wrong one is refused like a wrong meeting.
    const token = meeting && offered.find((o) => o === meeting.agent.joinToken || o === `${meeting.agent.joinToken}#content`);
    if (!meeting || !token) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return true;
    }
    if (this.down.has(meeting.contactId)) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return true;
    }
    // The content-share attendee (the screen) joins with the agent's token + '#content'.
    this.wss.handleUpgrade(req, socket, head, (ws) => this.session(ws, meeting, token.endsWith('#content') ? 'content' : 'camera'));
    return true;
  }

  private session(ws: WebSocket, m: Meeting, kind: 'camera' | 'content') {
    this.sockets.add(ws);
    this.socketsOf.set(ws, m.contactId);
    const p = P();
    const T = p.SdkSignalFrame.Type;
    const send = (fields: Record<string, unknown>) => {
      const body = p.SdkSignalFrame.encode(p.SdkSignalFrame.create({ timestampMs: Date.now(), ...fields } as Parameters<typeof p.SdkSignalFrame.create>[0])).finish();
      const frame = Buffer.alloc(body.length + 1);
      frame[0] = 0x05;
      Buffer.from(body).copy(frame, 1);
      if (ws.readyState === ws.OPEN) ws.send(frame);
    };
    ws.on('message', async (data: Buffer) => {
      if (this.silent.has(m.contactId)) return;
      let msg: ReturnType<typeof p.SdkSignalFrame.decode>;
      try {
        msg = p.SdkSignalFrame.decode(new Uint8Array(data).subarray(1));
      } catch {
        return ws.close(1003, 'Not a signal frame');
      }
      try {
        if (msg.type === T.JOIN) {
          const turn = this.options.turn(`${m.contactId}.${kind}`);
          send({ type: T.JOIN_ACK, joinack: { wantsCompressedSdp: false, ...(turn ? { turnCredentials: { username: turn.username, password: turn.credential, ttl: turn.ttl, uris: turn.urls } } : {}) } });
          send({ type: T.INDEX, index: { atCapacity: false, numParticipants: 2, sources: kind === 'camera' ? [this.customerSource(m)] : [] } });
        } else if (msg.type === T.SUBSCRIBE && msg.sub?.sdpOffer) {
          const answer = await this.options.customers.answerMeeting(m.contactId, kind, msg.sub.sdpOffer);
          send({ type: T.SUBSCRIBE_ACK, suback: { duplex: msg.sub.duplex, sdpAnswer: answer.sdp, allocations: [], tracks: answer.trackLabel ? [{ streamId: CUSTOMER_VIDEO_STREAM, ssrc: answer.ssrc, trackLabel: answer.trackLabel }] : [] } });
          send({
            type: T.AUDIO_STREAM_ID_INFO,
            audioStreamIdInfo: {
              streams: [
                { audioStreamId: 1, attendeeId: m.agent.attendeeId, externalUserId: m.agent.externalUserId },
                { audioStreamId: 2, attendeeId: m.customer.attendeeId, externalUserId: m.customer.externalUserId },
              ],
            },
          });
        } else if (msg.type === T.PING_PONG && msg.pingPong?.type === p.SdkPingPongType.PING) {
          send({ type: T.PING_PONG, pingPong: { type: p.SdkPingPongType.PONG, pingId: msg.pingPong.pingId } });
        } else if (msg.type === T.LEAVE) {
          send({ type: T.LEAVE_ACK, leaveAck: {} });
          void this.options.customers.leaveMeeting(m.contactId, kind);
        }
      } catch {
        ws.close(1011, 'The simulated customer could not answer');
      }
    });
    ws.on('close', () => {
      this.sockets.delete(ws);
      this.socketsOf.delete(ws);
      void this.options.customers.leaveMeeting(m.contactId, kind);
    });
    ws.on('error', () => ws.terminate());
  }

  private customerSource(m: Meeting) {
    return { streamId: CUSTOMER_VIDEO_STREAM, groupId: CUSTOMER_VIDEO_STREAM, attendeeId: m.customer.attendeeId, externalUserId: m.customer.externalUserId, mediaType: P().SdkStreamMediaType.VIDEO, trackLabel: 'customer-camera', framerate: 15, maxBitrateKbps: 1500, avgBitrateBps: 1_000_000 };
  }

  close() {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    this.byContact.clear();
  }
}
