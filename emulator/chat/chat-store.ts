import { randomBytes } from 'node:crypto';
import { ServiceError } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import type { StoredAttachment } from './attachments.ts';
import { type Item, type ParticipantRole, type Speaker, CONTENT_TYPE, makeItem } from './transcript.ts';

/**
 * The participant service's memory: one room per chat contact, its participants and their tokens, the
 * transcript and the attachments. Delivery goes through `ChatDelivery`, which knows the sockets.
 */

export type ChatSubtype = 'web' | 'sms' | 'apple' | 'whatsapp';
export const SUBTYPES: Record<ChatSubtype, string> = { web: 'connect:Chat', sms: 'connect:SMS', apple: 'connect:Apple', whatsapp: 'connect:WhatsApp' };

export interface Participant extends Speaker {
  /** What StartChatContact (customer) or chatMediaInfo.connectionData (agent) hands out. */
  participantToken: string;
  /** What CreateParticipantConnection (or CTI CreateTransport chat_token) hands out; bearer of every other call. */
  connectionToken: string;
  /** The agent's username, for pushes on the agent websocket. */
  agent?: string;
  acked: boolean;
  left: boolean;
  /** An agent whose chat was transferred away: nothing more is delivered to them. */
  detached?: boolean;
  /** A supervisor's mode: a silent one reads everything and may not send anything. */
  monitorMode?: 'SILENT_MONITOR' | 'BARGE';
  /** SendMessage's answers by ClientToken: a repeated token gets the same message, never a second one. */
  sentMessages?: Map<string, { Id: string; AbsoluteTime: string }>;
}

export interface ChatRoom {
  contactId: string;
  initialContactId: string;
  subtype: ChatSubtype;
  customerName: string;
  authenticated: boolean;
  participants: Participant[];
  transcript: Item[];
  attachments: Map<string, StoredAttachment>;
  ended: boolean;
  /** The chat was transferred: the receiving side has it, so the first agent's contact no longer ends it. */
  handedOver?: boolean;
}

/** Where items go: a participant's own websockets, and the agent's streams websocket. */
export interface ChatDelivery {
  toParticipant(p: Participant, item: Item): void;
  toAgent(agent: string, item: Item): void;
}

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;

export class ChatStore {
  private rooms = new Map<string, ChatRoom>();
  private byParticipantToken = new Map<string, { room: ChatRoom; p: Participant }>();
  private byConnectionToken = new Map<string, { room: ChatRoom; p: Participant }>();
  readonly attachments = new Map<string, { room: ChatRoom; a: StoredAttachment }>();

  constructor(private readonly delivery: ChatDelivery) {}

  open(room: Omit<ChatRoom, 'participants' | 'transcript' | 'attachments' | 'ended'>): ChatRoom {
    const r: ChatRoom = { ...room, participants: [], transcript: [], attachments: new Map(), ended: false };
    this.rooms.set(r.contactId, r);
    return r;
  }

  room(contactId: string): ChatRoom {
    const r = this.rooms.get(contactId);
    if (!r) throw new ServiceError('ResourceNotFoundException', `Contact ${contactId} is not a chat`, 404);
    return r;
  }

  has(contactId: string) {
    return this.rooms.has(contactId);
  }

  addParticipant(room: ChatRoom, participantId: string, role: ParticipantRole, displayName: string, agent?: string): Participant {
    const p: Participant = { participantId, role, displayName, participantToken: token('pt'), connectionToken: token('ct'), acked: false, left: false, ...(agent ? { agent } : {}) };
    room.participants.push(p);
    this.byParticipantToken.set(p.participantToken, { room, p });
    this.byConnectionToken.set(p.connectionToken, { room, p });
    return p;
  }

  participant(room: ChatRoom, role: ParticipantRole): Participant {
    const p = room.participants.find((x) => x.role === role);
    if (!p) throw new ServiceError('ResourceNotFoundException', `Chat ${room.contactId} has no ${role.toLowerCase()}`, 404);
    return p;
  }

  byParticipant(participantToken: string | undefined) {
    return participantToken ? this.byParticipantToken.get(participantToken) : undefined;
  }

  byConnection(connectionToken: string | undefined) {
    return connectionToken ? this.byConnectionToken.get(connectionToken) : undefined;
  }

  /** Pushes an item to every participant of the room (persisted items also go into the transcript). */
  post(room: ChatRoom, item: Item, opts: { persist?: boolean; only?: Participant } = {}) {
    if (opts.persist !== false) room.transcript.push(item);
    for (const p of opts.only ? [opts.only] : room.participants) {
      if (p.detached) continue;
      this.delivery.toParticipant(p, item);
      if (p.agent) this.delivery.toAgent(p.agent, item);
    }
    return item;
  }

  event(room: ChatRoom, from: Participant | null, contentType: string, persist = true) {
    return this.post(room, makeItem(room, from, { Type: 'EVENT', ContentType: contentType }), { persist });
  }

  joined(room: ChatRoom, p: Participant) {
    this.event(room, p, CONTENT_TYPE.joined);
  }

  left(room: ChatRoom, p: Participant) {
    if (p.left) return;
    p.left = true;
    this.event(room, p, CONTENT_TYPE.left);
  }

  /** Ends the chat for everybody: chatjs waits for chat.ended before it tears a session down. */
  end(room: ChatRoom) {
    if (room.ended) return;
    room.ended = true;
    this.post(room, makeItem(room, null, { Type: 'EVENT', ContentType: CONTENT_TYPE.ended, ParticipantRole: 'SYSTEM', DisplayName: 'SYSTEM' }));
  }

  newAttachmentId() {
    return `att-${newId()}`;
  }

  clear() {
    this.rooms.clear();
    this.byParticipantToken.clear();
    this.byConnectionToken.clear();
    this.attachments.clear();
  }
}
