import parsePhoneNumberFromString from 'libphonenumber-js/min';
import type { ContactCentre } from './centre.ts';
import type { AgentRuntime } from './agents.ts';
import type { QuickConnect } from './directory.ts';
import { invalidState, ServiceError, badRequest } from './errors.ts';
import { newId } from './ids.ts';
import { dialledNumber, EMERGENCY_SHORT_CODES } from './dialled-number.ts';
import { RECORDING_STATUS_ATTRIBUTE } from '../../backends/recording/status-attribute.ts';
import {
  type ConnectionRecord,
  type ConnectionStateType,
  type ContactRecord,
  type ContactStateType,
  type Endpoint,
  agentEndpoint,
  isAbandonedOffer,
  isVideoCall,
  isLive,
  phoneEndpoint,
} from './records.ts';

/**
 * Voice contacts and their connections, following what Amazon Connect does: an offered call rings with the
 * customer already connected, accepting connects the agent after media set-up, an unanswered offer is missed,
 * a dialled customer or third party answers (or not) after a while, and hanging up leaves the agent in ACW.
 */

/** Amazon Connect allows at most this many parties on one call (agent, customer and up to four more). */
export const MAX_CONNECTIONS = 6;

const E164 = /^\+[1-9]\d{6,14}$/;

export class Voice {
  constructor(private readonly centre: ContactCentre) {}

  private get now() {
    return this.centre.now();
  }

  private setContact(c: ContactRecord, type: ContactStateType) {
    c.state = { type, timestamp: this.now };
  }

  private setConn(k: ConnectionRecord, type: ConnectionStateType) {
    k.state = { type, timestamp: this.now };
  }

  private connection(c: ContactRecord, connectionId: string) {
    const k = c.connections.find((x) => x.connectionId === connectionId);
    if (!k) throw invalidState(`Connection ${connectionId} is not part of contact ${c.contactId}`);
    return k;
  }

  /** CreateTransport for a voice contact: a video call's meeting (web_rtc); nothing else is the contact's. */
  transport(transportType: string, c: ContactRecord) {
    return transportType === 'web_rtc' && isVideoCall(c) ? this.centre.videoTransport?.(c) : undefined;
  }

  agentConnection(c: ContactRecord) {
    return c.connections.find((k) => k.role === 'agent')!;
  }

  customerConnection(c: ContactRecord) {
    return c.connections.find((k) => k.role === 'customer')!;
  }

  private newConnection(role: ConnectionRecord['role'], type: ConnectionRecord['type'], endpoint: Endpoint, state: ConnectionStateType, initial = false): ConnectionRecord {
    return { connectionId: newId(), type, role, initial, endpoint, state: { type: state, timestamp: this.now }, mute: false, quickConnectName: null, digits: '' };
  }

  /** The agent's leg; a softphone agent's carries the media info its softphone client sets the call up with. */
  private newAgentConnection(agent: string, state: ConnectionStateType): ConnectionRecord {
    const k = this.newConnection('agent', 'agent', agentEndpoint(), state);
    const a = this.centre.agent(agent);
    if (a.softphoneEnabled) k.softphoneMediaInfo = this.centre.softphoneMediaInfo(a.softphoneAutoAccept, agent);
    return k;
  }

  private newContact(agent: string, type: ContactRecord['type'], initiationMethod: ContactRecord['initiationMethod'], customer: Endpoint, queueArn?: string, attributes: Record<string, string> = {}): ContactRecord {
    const a = this.centre.agent(agent);
    const queues = this.centre.queuesOf(a);
    const queue = queues.find((q) => q.queueARN === queueArn || q.name === queueArn) ?? queues[0]!;
    const id = newId();
    return {
      contactId: id,
      initialContactId: id,
      relatedContactId: null,
      type,
      initiationMethod,
      state: { type: 'connecting', timestamp: this.now },
      queue,
      queueTimestamp: this.now,
      attributes,
      customerEndpoint: customer,
      connections: [],
      agent,
      createdAt: this.now,
      issues: [],
    };
  }

  /** A customer calls in (or a queued callback is offered): the call rings at the agent until accepted or missed. */
  inbound(opts: { agent: string; from: string; attributes?: Record<string, string>; queue?: string; callback?: boolean; ringTimeoutMs?: number; record?: boolean; video?: boolean; screenShare?: boolean }) {
    const customer = phoneEndpoint(opts.from);
    const c = this.newContact(opts.agent, opts.callback ? 'queue_callback' : 'voice', opts.callback ? 'callback' : 'inbound', customer, opts.queue, opts.attributes);
    if (opts.callback) this.setContact(c, 'incoming');
    // The contact flow records calls by default, as a "Set recording behavior" block would.
    c.recording = opts.record === false ? 'stopped' : 'recording';
    // A flow that does not record says so where the recording back end reads it (backends/recording/status-attribute.ts).
    if (opts.record === false) c.attributes[RECORDING_STATUS_ATTRIBUTE] = 'stopped';
    c.connections.push(
      this.newAgentConnection(opts.agent, 'connecting'),
      // For a callback the customer is dialled only once the agent accepts.
      this.newConnection('customer', opts.callback ? 'outbound' : 'inbound', customer, opts.callback ? 'init' : 'connected', true),
    );
    // An in-app or web call (subtype connect:WebRTC): a video call has both legs' video capability; screen sharing
    // (on by default for a video call) is the agent's leg's, as the snapshot carries them.
    const screenShare = opts.screenShare ?? !!opts.video;
    if (opts.video || screenShare) {
      c.segmentAttributes = { ...c.segmentAttributes, 'connect:Subtype': { ValueString: 'connect:WebRTC' } };
      for (const k of c.connections) {
        const agentLeg = k.role === 'agent';
        k.capabilities = { ...(opts.video ? { Video: 'SEND' as const } : {}), ...(screenShare && agentLeg ? { ScreenShare: 'SEND' as const } : {}) };
      }
    }
    this.centre.offer(c, (routed) => this.ring(routed, opts.ringTimeoutMs ?? this.centre.settings.ringTimeoutMs));
    this.centre.change(`inbound ${c.type} ${c.contactId} from ${opts.from}`, c.agent);
    return c;
  }

  private ring(c: ContactRecord, timeoutMs: number) {
    this.setContact(c, c.type === 'queue_callback' ? 'incoming' : 'connecting');
    this.setConn(this.agentConnection(c), 'connecting');
    this.centre.later(timeoutMs, () => this.missIfStillRinging(c));
    // A softphone agent with auto-accept takes the call without acting, as Amazon Connect connects it by itself.
    const a = this.centre.agent(c.agent);
    if (c.type === 'voice' && a.softphoneEnabled && a.softphoneAutoAccept) this.accept(c);
  }

  private missIfStillRinging(c: ContactRecord) {
    if (!this.centre.contacts.includes(c)) return;
    // An offer whose caller hung up and that nobody cleared just goes away: nobody missed anything.
    if (isAbandonedOffer(c)) return this.clear(c);
    const agentConn = this.agentConnection(c);
    if (agentConn.state.type !== 'connecting' || !['connecting', 'incoming'].includes(c.state.type)) return;
    // Amazon Connect shows a missed call as a contact in error, customer still connected, agent disconnected,
    // and puts the agent in the MissedCallAgent error state until they pick a state.
    this.setContact(c, 'error');
    this.setConn(agentConn, 'disconnected');
    const a = this.centre.agent(c.agent);
    a.error = { name: c.type === 'queue_callback' ? 'Default' : 'MissedCallAgent', startTimestamp: this.now };
    this.centre.change(`missed ${c.contactId}`, c.agent);
  }

  accept(c: ContactRecord) {
    if (isAbandonedOffer(c)) throw invalidState(`Contact ${c.contactId} is no longer available: the customer has hung up`);
    if (!['connecting', 'incoming'].includes(c.state.type) || this.agentConnection(c).state.type !== 'connecting') {
      throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be accepted`);
    }
    if (c.type === 'queue_callback') this.setContact(c, 'connecting');
    this.centre.change(`accept ${c.contactId}`, c.agent);
    this.centre.later(this.centre.settings.connectDelayMs, () => {
      // A caller who hung up during the media set-up leaves nobody to connect to: the offer waits to be cleared.
      if (!this.centre.contacts.includes(c) || this.agentConnection(c).state.type !== 'connecting' || isAbandonedOffer(c)) return;
      this.setConn(this.agentConnection(c), 'connected');
      if (c.type === 'queue_callback') {
        // The agent is connected; now the customer is dialled.
        this.setConn(this.customerConnection(c), 'connecting');
        this.centre.change(`callback ${c.contactId} dialling customer`, c.agent);
        this.dialled(c, this.customerConnection(c));
        return;
      }
      this.setContact(c, 'connected');
      this.centre.change(`connected ${c.contactId}`, c.agent);
    });
  }

  reject(c: ContactRecord) {
    // Declining a call whose caller already hung up leaves nothing to show as rejected.
    if (isAbandonedOffer(c)) return this.clear(c);
    if (!['connecting', 'incoming'].includes(c.state.type)) throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be rejected`);
    this.setContact(c, 'rejected');
    this.setConn(this.agentConnection(c), 'disconnected');
    this.centre.change(`reject ${c.contactId}`, c.agent);
  }

  /**
   * An outbound-campaign preview: the contact arrives already accepted, the customer not yet dialled. The agent
   * reviews it and dials (engage), or discards it if the campaign allows; the panel auto-dials at the timeout.
   */
  preview(opts: { agent: string; to: string; attributes?: Record<string, string>; queue?: string; autoDialTimeoutSeconds: number; canDiscard: boolean }) {
    const customer = phoneEndpoint(opts.to);
    const c = this.newContact(opts.agent, 'voice', 'campaign_preview', customer, opts.queue, opts.attributes);
    c.preview = { autoDialTimeoutSeconds: opts.autoDialTimeoutSeconds, canDiscard: opts.canDiscard };
    c.connections.push(this.newAgentConnection(opts.agent, 'connected'), this.newConnection('customer', 'outbound', customer, 'init', true));
    this.centre.offer(c, (routed) => this.setContact(routed, 'connected'));
    this.centre.change(`preview ${c.contactId} to ${opts.to}`, c.agent);
    return c;
  }

  /** The agent dials the previewed customer. Answers the customer's participant id, as the SDK does. */
  engagePreview(c: ContactRecord): { participantId: string } {
    const customer = this.customerConnection(c);
    if (c.initiationMethod !== 'campaign_preview' || !c.preview) throw invalidState(`Contact ${c.contactId} is not a preview contact`);
    if (customer.state.type !== 'init') throw invalidState(`The customer of contact ${c.contactId} was already dialled`);
    this.setConn(customer, 'connecting');
    this.centre.change(`engage preview ${c.contactId}`, c.agent);
    this.dialled(c, customer);
    return { participantId: customer.connectionId };
  }

  /** The agent dials out. The customer answers by themselves after a while unless autoAnswer is off. */
  outbound(a: AgentRuntime, sent: Endpoint, queueArn: string | undefined) {
    if (!a.profile.permissions.includes('outboundCall')) throw new ServiceError('AccessDeniedException', 'Outbound calls are not permitted for this agent', 403);
    if (this.centre.contactsOf(a.profile.username).some((c) => c.type === 'voice' || c.type === 'queue_callback')) {
      throw invalidState('The agent already has a voice contact');
    }
    const endpoint = this.dialable(a, sent);
    const c = this.newContact(a.profile.username, 'voice', 'outbound', endpoint, queueArn);
    c.recording = 'recording';
    // While the customer's phone rings the agent's leg is still connecting too (agent state CallingCustomer).
    c.connections.push(this.newAgentConnection(a.profile.username, 'connecting'), this.newConnection('customer', 'outbound', endpoint, 'connecting', true));
    this.centre.contacts.push(c);
    this.centre.change(`outbound ${c.contactId} to ${endpoint.phoneNumber ?? endpoint.name}`, c.agent);
    this.dialled(c, this.customerConnection(c));
    return c;
  }

  /**
   * Amazon Connect dials E.164 numbers (written as people write them: dialledNumber) in the countries the agent's
   * profile allows, and emergency short codes. A number of another country is refused as UNDIALABLE (the panel
   * maps that to "unsupported country"). Answers the endpoint with the number as dialled.
   */
  private dialable(a: AgentRuntime, sent: Endpoint): Endpoint {
    if (sent.type !== 'phone_number') return sent;
    const number = dialledNumber(sent.phoneNumber ?? '');
    const endpoint = { ...sent, phoneNumber: number };
    if (EMERGENCY_SHORT_CODES.has(number)) return endpoint;
    if (!E164.test(number)) throw new ServiceError('BadEndpointException', `${sent.phoneNumber} is not a valid E.164 number`);
    const country = parsePhoneNumberFromString(number)?.country?.toLowerCase();
    if (country && !a.profile.dialableCountries.includes(country)) {
      throw new ServiceError('BadEndpointException', `UNDIALABLE: calls to ${country.toUpperCase()} are not allowed for this agent`);
    }
    return endpoint;
  }

  /** A dialled party (customer or third party) is ringing: it answers by itself if the world is set to. */
  private dialled(c: ContactRecord, k: ConnectionRecord) {
    if (!this.centre.settings.autoAnswer) return;
    this.centre.later(this.centre.settings.answerDelayMs, () => {
      if (this.centre.contacts.includes(c) && k.state.type === 'connecting') this.answer(c, k);
    });
  }

  /** A dialled party picks up. */
  answer(c: ContactRecord, k: ConnectionRecord) {
    if (k.state.type !== 'connecting') throw invalidState(`Connection ${k.connectionId} is ${k.state.type}, not ringing`);
    this.setConn(k, 'connected');
    const agentConn = this.agentConnection(c);
    if (agentConn.state.type === 'connecting') this.setConn(agentConn, 'connected');
    // A party answering after the agent left (a cold transfer) does not bring the agent's contact back.
    if (c.state.type === 'connecting' || c.state.type === 'incoming') this.setContact(c, 'connected');
    this.centre.change(`answered ${k.role} ${k.connectionId}`, c.agent);
  }

  /**
   * A party hangs up (or a dialled party rejects). The last other party leaving ends the call. The agent leaving
   * ends it for everybody when only the customer is left, but with two or more other parties (a transfer or a
   * conference) they stay on the call together, held parties taken off hold, while the agent goes to ACW.
   */
  hangUp(c: ContactRecord, k: ConnectionRecord, reason: string) {
    if (!isLive(k)) throw invalidState(`Connection ${k.connectionId} is already disconnected`);
    this.setConn(k, 'disconnected');
    const others = c.connections.filter((x) => x.role !== 'agent' && isLive(x));
    if (k.role === 'customer' && others.length === 0 && this.abandonedWhileRinging(c)) return this.centre.change(`customer abandoned call ${c.contactId}`, c.agent);
    if (k.role === 'agent' && others.length >= 2) this.agentLeaves(c, others);
    else if (k.role === 'agent' || others.length === 0) this.end(c);
    this.centre.change(`${reason} ${k.role} ${k.connectionId}`, c.agent);
  }

  /**
   * The caller hung up while the call still rang at the agent. As the service does (and as for a chat), the offer
   * stays with its customer connection disconnected, which streams reads as no longer available, until the agent's
   * panel clears it or the ring time passes; it takes no place under the agent's concurrency and cannot be accepted.
   */
  private abandonedWhileRinging(c: ContactRecord): boolean {
    if (c.initiationMethod === 'outbound' || !this.centre.contacts.includes(c) || !isAbandonedOffer(c)) return false;
    // Nothing was recorded of a call nobody answered.
    if (c.recording === 'recording' || c.recording === 'suspended') c.recording = 'stopped';
    return true;
  }

  private agentLeaves(c: ContactRecord, others: ConnectionRecord[]) {
    for (const x of others) if (x.state.type === 'hold') this.setConn(x, 'connected');
    this.setContact(c, 'ended');
  }

  private end(c: ContactRecord) {
    const ringing = this.agentConnection(c).state.type === 'connecting' && c.initiationMethod !== 'outbound';
    for (const k of c.connections) if (isLive(k)) this.setConn(k, 'disconnected');
    // A call that ends before the agent answers (declined, or the caller gone from the queue) leaves nothing to wrap
    // up: the offer just goes away.
    // Recording stops when the call ends (the agent enters after-call work).
    if (c.recording === 'recording' || c.recording === 'suspended') c.recording = 'stopped';
    if (ringing) this.centre.removeContact(c);
    else if (c.state.type !== 'ended') this.setContact(c, 'ended');
  }

  destroyConnection(c: ContactRecord, connectionId: string) {
    const k = this.connection(c, connectionId);
    if (c.state.type === 'error' || c.state.type === 'rejected') {
      this.centre.removeContact(c);
      this.centre.change(`destroy ${c.contactId}`, c.agent);
      return;
    }
    this.hangUp(c, k, 'hang up');
  }

  hold(c: ContactRecord, connectionId: string) {
    const k = this.connection(c, connectionId);
    if (k.state.type !== 'connected') throw invalidState(`Connection ${connectionId} is ${k.state.type} and cannot be held`);
    this.setConn(k, 'hold');
    this.centre.change(`hold ${k.role} ${connectionId}`, c.agent);
  }

  resume(c: ContactRecord, connectionId: string) {
    const k = this.connection(c, connectionId);
    if (k.state.type !== 'hold') throw invalidState(`Connection ${connectionId} is ${k.state.type}, not on hold`);
    this.setConn(k, 'connected');
    this.centre.change(`resume ${k.role} ${connectionId}`, c.agent);
  }

  setMute(c: ContactRecord, connectionId: string, mute: boolean) {
    const k = this.connection(c, connectionId);
    if (!isLive(k)) throw invalidState(`Connection ${connectionId} is disconnected`);
    if (!mute && k.forcedMute) throw invalidState('A manager has muted this connection; only the manager can unmute it');
    k.mute = mute;
    this.centre.change(`${mute ? 'mute' : 'unmute'} ${connectionId}`, c.agent);
  }

  sendDigits(c: ContactRecord, connectionId: string, digits: string) {
    if (!/^[0-9*#+,]+$/.test(digits)) throw badRequest(`Digits may only contain 0-9 * # + and commas: ${digits}`);
    const k = this.connection(c, connectionId);
    if (k.state.type !== 'connected') throw invalidState(`Connection ${connectionId} is ${k.state.type}`);
    const target = c.connections.find((x) => x.role !== 'agent' && x.state.type === 'connected') ?? k;
    target.digits += digits;
    this.centre.change(`digits ${digits}`, c.agent);
  }

  /** Transfer or add participant: the customer is put on hold while the third party is dialled. */
  addConnection(c: ContactRecord, sent: Endpoint, quickConnect?: QuickConnect) {
    if (c.state.type !== 'connected') throw invalidState(`Contact ${c.contactId} is ${c.state.type}`);
    if (c.connections.filter(isLive).length >= MAX_CONNECTIONS) {
      throw new ServiceError('LimitExceededException', `A call can have at most ${MAX_CONNECTIONS} participants`);
    }
    const endpoint = this.dialable(this.centre.agent(c.agent), sent);
    for (const k of c.connections) if (k.role !== 'agent' && k.state.type === 'connected') this.setConn(k, 'hold');
    const k = this.newConnection('third_party', 'outbound', endpoint, 'connecting');
    k.quickConnectName = quickConnect?.name ?? null;
    c.connections.push(k);
    this.centre.change(`add connection ${k.connectionId} to ${endpoint.phoneNumber ?? endpoint.name}`, c.agent);
    this.dialled(c, k);
    return k;
  }

  /** Join: everybody on hold is resumed into one conference. */
  conference(c: ContactRecord) {
    for (const k of c.connections) if (k.state.type === 'hold') this.setConn(k, 'connected');
    this.centre.change(`conference ${c.contactId}`, c.agent);
  }

  /** Swap: with two other parties, the one talking goes on hold and the held one comes back. */
  toggleActive(c: ContactRecord) {
    const others = c.connections.filter((k) => k.role !== 'agent' && (k.state.type === 'connected' || k.state.type === 'hold'));
    if (others.length !== 2) throw invalidState('Swap needs exactly two other parties on the call');
    // Swap alternates between a talking and a held party; in a conference nobody is held, so there is nothing to swap.
    if (!others.some((k) => k.state.type === 'hold') || !others.some((k) => k.state.type === 'connected')) {
      throw invalidState('Swap needs one party talking and one on hold');
    }
    for (const k of others) this.setConn(k, k.state.type === 'hold' ? 'connected' : 'hold');
    this.centre.change(`swap ${c.contactId}`, c.agent);
  }

  clear(c: ContactRecord) {
    this.centre.removeContact(c);
    this.centre.change(`clear ${c.contactId}`, c.agent);
  }
}
