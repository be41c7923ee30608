import type { ContactCentre } from '../centre/centre.ts';
import { invalidState } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';
import { type ConnectionRecord, type ContactRecord, type ContactStateType, type Endpoint, agentEndpoint, isAbandonedOffer, isLive } from '../centre/records.ts';
import type { QuickConnect } from '../centre/directory.ts';
import type { ChannelLifecycle } from '../cti/operations.ts';
import { type MonitorSession, Monitoring } from '../centre/monitoring.ts';
import { CONTENT_TYPE } from './transcript.ts';
import { ChatTransfers } from './chat-transfer.ts';
import { type ChatRoom, type ChatStore, type ChatSubtype, type Participant, SUBTYPES } from './chat-store.ts';

/**
 * Chat contacts in the contact centre, following Amazon Connect: an offered chat rings at the agent (routed
 * with the CHAT concurrency), accepting connects the agent after set-up and the agent joins the chat, an
 * unaccepted offer is missed, the customer or the agent leaving ends the chat (the agent's contact goes to
 * after-contact work as 'ended') and clearing removes it. The snapshot carries chatMediaInfo with the agent's
 * participant token; CTI CreateTransport `chat_token` gives the agent's connection token.
 */

export interface NewChat {
  agent: string;
  customerName: string;
  subtype: ChatSubtype;
  authenticated: boolean;
  /** The instance's multi-party chat: a quick connect adds a participant (the agent stays) instead of transferring. */
  multiparty?: boolean;
  from?: string;
  queue?: string;
  attributes?: Record<string, string>;
  ringTimeoutMs?: number;
}

const CONNECTION_EXPIRY_MS = 24 * 3600e3;

export class ChatContacts implements ChannelLifecycle {
  /** Transfers through quick connects (CTI CreateAdditionalConnection), and the control API's answers to them. */
  readonly transfers: ChatTransfers;

  constructor(
    private readonly centre: ContactCentre,
    private readonly store: ChatStore,
  ) {
    this.transfers = new ChatTransfers(centre, store);
    centre.monitorHooks.set('chat', {
      joined: (s) => this.supervisorJoined(s),
      modeChanged: (s) => this.supervisorMode(s),
      left: (s) => this.supervisorLeft(s),
    });
  }

  private supervisorOf(s: MonitorSession): { room: ChatRoom; p: Participant } | undefined {
    if (!this.store.has(s.contact.contactId)) return undefined;
    const room = this.store.room(s.contact.contactId);
    const p = room.participants.find((x) => x.participantId === s.connection.connectionId);
    return p ? { room, p } : undefined;
  }

  /**
   * A supervisor joins the chat room as a SUPERVISOR participant (their own leg's id, as streams tells chatjs), with
   * a participant token in their leg's chatMediaInfo. Silent, they receive everything and nobody sees them.
   */
  private supervisorJoined(s: MonitorSession) {
    const room = this.store.room(s.contact.contactId);
    const p = this.store.addParticipant(room, s.connection.connectionId, 'SUPERVISOR', this.centre.agent(s.supervisor).profile.name, s.supervisor);
    p.monitorMode = s.mode;
    s.connection.chatMediaInfo = { chatAutoAccept: false, connectionData: JSON.stringify({ ConnectionAuthenticationToken: p.participantToken }), customerName: room.customerName };
    if (s.mode === 'BARGE') this.store.joined(room, p);
  }

  /** Barging in makes the supervisor a visible participant; going silent again takes them out of sight. */
  private supervisorMode(s: MonitorSession) {
    const found = this.supervisorOf(s);
    if (!found) return;
    found.p.monitorMode = s.mode;
    if (s.mode === 'BARGE') this.store.joined(found.room, found.p);
    else this.store.event(found.room, found.p, CONTENT_TYPE.left);
  }

  private supervisorLeft(s: MonitorSession) {
    const found = this.supervisorOf(s);
    if (!found || found.p.left) return;
    if (found.p.monitorMode === 'BARGE' && !found.room.ended) this.store.left(found.room, found.p);
    else found.p.left = true;
  }

  addConnection(c: ContactRecord, endpoint: Endpoint, qc?: QuickConnect) {
    return this.transfers.start(c, endpoint, qc);
  }

  private setContact(c: ContactRecord, type: ContactStateType) {
    c.state = { type, timestamp: this.centre.now() };
  }

  private setConn(k: ConnectionRecord, type: ConnectionRecord['state']['type']) {
    k.state = { type, timestamp: this.centre.now() };
  }

  agentConnection(c: ContactRecord) {
    return c.connections.find((k) => k.role === 'agent')!;
  }

  /** A record in either list (a chat waits in its queue until its agent can take it). */
  record(contactId: string): ContactRecord | undefined {
    return this.centre.contacts.find((x) => x.contactId === contactId) ?? this.centre.queued.find((x) => x.contactId === contactId);
  }

  /** A customer starts a chat (StartChatContact): the room opens with the customer in it, then the offer rings. */
  start(o: NewChat): { contact: ContactRecord; room: ChatRoom; customer: Participant } {
    const a = this.centre.agent(o.agent);
    const queues = this.centre.queuesOf(a);
    const queue = queues.find((q) => q.name === o.queue || q.queueARN === o.queue) ?? queues[0]!;
    const now = this.centre.now();
    const id = newId();
    const conn = (role: 'agent' | 'customer'): ConnectionRecord => ({
      connectionId: newId(),
      type: role === 'agent' ? 'agent' : 'inbound',
      role,
      initial: role === 'customer',
      endpoint: role === 'agent' ? agentEndpoint() : { type: 'phone_number', phoneNumber: o.from ?? null, name: o.customerName, endpointARN: null, agentLogin: null, queue: null },
      state: { type: role === 'agent' ? 'connecting' : 'connected', timestamp: now },
      mute: false,
      quickConnectName: null,
      digits: '',
    });
    const agentConn = conn('agent');
    const customerConn = conn('customer');
    const c: ContactRecord = {
      contactId: id,
      initialContactId: id,
      relatedContactId: null,
      type: 'chat',
      initiationMethod: 'api',
      state: { type: 'connecting', timestamp: now },
      queue,
      queueTimestamp: now,
      attributes: o.attributes ?? {},
      customerEndpoint: customerConn.endpoint,
      connections: [agentConn, customerConn],
      agent: o.agent,
      createdAt: now,
      issues: [],
      segmentAttributes: {
        'connect:Subtype': { ValueString: SUBTYPES[o.subtype] },
        // An authenticated customer (a flow's Authenticate Customer block), as streams' isAuthenticated() reads it.
        ...(o.authenticated ? { 'connect:CustomerAuthentication': { ValueMap: { Status: { ValueString: 'AUTHENTICATED' } } } } : {}),
      },
      contactFeatures: { attachmentsEnabled: true, messagingMarkdownEnabled: true, ...(o.multiparty ? { multiPartyConferenceEnabled: true } : {}) },
    };
    const room = this.store.open({ contactId: id, initialContactId: id, subtype: o.subtype, customerName: o.customerName, authenticated: o.authenticated });
    const customer = this.store.addParticipant(room, customerConn.connectionId, 'CUSTOMER', o.customerName);
    // The agent's participant id is the agent's connection id: streams' getMediaInfo() says so to chatjs.
    const agentP = this.store.addParticipant(room, agentConn.connectionId, 'AGENT', a.profile.name, o.agent);
    agentConn.chatMediaInfo = { chatAutoAccept: false, connectionData: JSON.stringify({ ConnectionAuthenticationToken: agentP.participantToken }), customerName: o.customerName };
    this.store.joined(room, customer);
    this.centre.offer(c, (routed) => this.ring(routed, o.ringTimeoutMs ?? this.centre.settings.ringTimeoutMs));
    this.centre.change(`inbound chat ${id} from ${o.customerName}`, c.agent);
    return { contact: c, room, customer };
  }

  private ring(c: ContactRecord, timeoutMs: number) {
    this.setContact(c, 'connecting');
    this.setConn(this.agentConnection(c), 'connecting');
    this.centre.later(timeoutMs, () => {
      if (!this.centre.contacts.includes(c) || c.state.type !== 'connecting' || this.agentConnection(c).state.type !== 'connecting') return;
      // An offer whose customer gave up and that nobody cleared just goes away: nobody missed anything.
      if (isAbandonedOffer(c)) return this.removeAbandoned(c);
      // A missed chat: the contact shows missed, and the agent goes into the missed error state until they pick one.
      this.setContact(c, 'missed');
      this.setConn(this.agentConnection(c), 'disconnected');
      this.centre.agent(c.agent).error = { name: 'MissedCallAgent', startTimestamp: this.centre.now() };
      this.centre.change(`missed chat ${c.contactId}`, c.agent);
    });
  }

  private ringing(c: ContactRecord) {
    return c.state.type === 'connecting' && this.agentConnection(c).state.type === 'connecting';
  }

  private removeAbandoned(c: ContactRecord) {
    this.centre.removeContact(c);
    this.centre.change(`abandoned chat ${c.contactId} gone`, c.agent);
  }

  accept(c: ContactRecord) {
    if (isAbandonedOffer(c)) throw invalidState(`Contact ${c.contactId} is no longer available: the customer has left`);
    if (!this.ringing(c)) throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be accepted`);
    this.centre.change(`accept ${c.contactId}`, c.agent);
    // Chat reports connecting until the agent's media (the chat session) is set up.
    this.centre.later(this.centre.settings.connectDelayMs, () => {
      if (!this.centre.contacts.includes(c) || !this.ringing(c) || isAbandonedOffer(c)) return;
      this.setConn(this.agentConnection(c), 'connected');
      this.setContact(c, 'connected');
      const room = this.store.room(c.contactId);
      this.store.joined(room, this.store.participant(room, 'AGENT'));
      this.centre.change(`connected ${c.contactId}`, c.agent);
    });
  }

  reject(c: ContactRecord) {
    if (!this.ringing(c)) throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be rejected`);
    this.setContact(c, 'rejected');
    this.setConn(this.agentConnection(c), 'disconnected');
    this.centre.change(`reject ${c.contactId}`, c.agent);
  }

  /** The agent's connection.destroy(): ends the chat (or declines the offer, or removes a missed one). */
  destroyConnection(c: ContactRecord, connectionId: string) {
    if (!c.connections.some((k) => k.connectionId === connectionId)) throw invalidState(`Connection ${connectionId} is not part of contact ${c.contactId}`);
    if (c.state.type === 'missed' || c.state.type === 'rejected' || c.state.type === 'error' || isAbandonedOffer(c)) return this.clear(c);
    if (this.ringing(c)) return this.reject(c);
    const room = this.store.room(c.contactId);
    const k = c.connections.find((x) => x.connectionId === connectionId)!;
    if (!isLive(k)) throw invalidState(`Connection ${connectionId} is already disconnected`);
    // Multi-party chat: a removed participant leaves alone, and so does the agent while another agent stays.
    if (k.role === 'third_party') return this.transfers.removeParticipant(c, k);
    if (k.role === 'agent' && this.transfers.otherAgentStays(c)) return this.transfers.agentLeaves(c);
    this.store.left(room, this.store.participant(room, k.role === 'agent' ? 'AGENT' : 'CUSTOMER'));
    this.endContact(c, `${k.role} ended chat ${c.contactId}`);
  }

  /** Both sides disconnected, the room ended, the agent's contact in after-contact work. */
  private endContact(c: ContactRecord, reason: string) {
    for (const k of c.connections) if (isLive(k)) this.setConn(k, 'disconnected');
    if (c.state.type !== 'ended') this.setContact(c, 'ended');
    this.store.end(this.store.room(c.contactId));
    this.centre.change(reason, c.agent);
  }

  clear(c: ContactRecord) {
    // A transferred chat goes on with the receiving side after the first agent clears their contact.
    if (this.store.has(c.contactId) && !this.store.room(c.contactId).handedOver) this.store.end(this.store.room(c.contactId));
    this.centre.removeContact(c);
    this.centre.change(`clear ${c.contactId}`, c.agent);
  }

  /** A participant leaves (DisconnectParticipant): the customer leaving, or the agent leaving, ends the chat. */
  disconnect(room: ChatRoom, p: Participant) {
    if (p.left) return;
    if (p.role !== 'SUPERVISOR') this.store.left(room, p);
    const c = this.record(room.contactId);
    if (!c) return this.store.end(room);
    if (p.role === 'SUPERVISOR') {
      const s = this.centre.monitors.find((x) => x.connection.connectionId === p.participantId);
      return s ? new Monitoring(this.centre).leave(s) : undefined;
    }
    if (p.role === 'AGENT' && p.participantId !== this.agentConnection(c).connectionId) {
      // An added agent leaves a multi-party chat: the others go on.
      const k = c.connections.find((x) => x.connectionId === p.participantId);
      if (k && isLive(k)) k.state = { type: 'disconnected', timestamp: this.centre.now() };
      return this.centre.change(`${p.displayName} left chat ${c.contactId}`, c.agent);
    }
    if (p.role === 'AGENT' && this.transfers.otherAgentStays(c)) return this.transfers.agentLeaves(c, { alreadyLeft: true });
    if (p.role === 'AGENT') return this.endContact(c, `agent left chat ${c.contactId}`);
    if (!this.centre.contacts.includes(c)) {
      // The customer gave up while the chat waited in the queue: nothing is left to wrap up.
      this.store.end(room);
      this.centre.removeContact(c);
      return this.centre.change(`customer abandoned chat ${c.contactId}`, c.agent);
    }
    if (this.ringing(c)) {
      // The customer gave up while the chat rang: as the service does, the offer stays with its customer connection
      // disconnected (streams reads it as no longer available) until the agent's panel clears it or the ring time
      // passes. It no longer takes a place under the agent's concurrency.
      this.store.end(room);
      this.setConn(c.connections.find((k) => k.role === 'customer')!, 'disconnected');
      return this.centre.change(`customer abandoned chat ${c.contactId}`, c.agent);
    }
    if (c.state.type === 'missed' || c.state.type === 'rejected') {
      this.store.end(room);
      const customerConn = c.connections.find((k) => k.role === 'customer')!;
      if (isLive(customerConn)) this.setConn(customerConn, 'disconnected');
      return this.centre.change(`customer left chat ${c.contactId}`, c.agent);
    }
    this.endContact(c, `customer left chat ${c.contactId}`);
  }

  /** CTI CreateTransport `chat_token`: the agent's connection token, which chatjs uses as its bearer. */
  transport(transportType: string, c: ContactRecord, participantId: string) {
    if (transportType !== 'chat_token') return undefined;
    const room = this.store.room(c.contactId);
    const p = room.participants.find((x) => x.participantId === participantId && (x.role === 'AGENT' || x.role === 'SUPERVISOR') && !x.left);
    if (!p) throw invalidState(`Participant ${participantId} is not the agent or a supervisor of chat ${c.contactId}`);
    return { chatTokenTransport: { participantToken: p.connectionToken, expiry: new Date(Date.now() + CONNECTION_EXPIRY_MS).toISOString() } };
  }
}
