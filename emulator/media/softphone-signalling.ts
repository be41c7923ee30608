import { randomUUID } from 'node:crypto';
import type { ContactCentre } from '../centre/centre.ts';
import { type ContactRecord, isLive } from '../centre/records.ts';
import type { CustomerMedia } from './customer-media.ts';
import { carriesCallMedia } from '../centre/resiliency-state.ts';
import { onThisMachine } from './loopback.ts';

export { onThisMachine };

/**
 * The softphone signalling Amazon Connect runs over the agent websocket (topic `aws/softphone`): JSON-RPC 2.0
 * `invite` (the agent's offer with all its candidates) → answer, `accept`, and `bye` from either side.
 * Error codes are the ones the softphone client maps: 400, 403, 404 (call not found), 500.
 */

export interface JsonRpc {
  jsonrpc: '2.0';
  id?: string;
  method?: string;
  params?: Record<string, any>;
  result?: unknown;
  error?: { code: number; message: string };
}

/** Sends one JSON-RPC message back on the socket the agent used, as `{connectionId, jsonRpcMsg}`. */
export type Reply = (jsonRpcMsg: JsonRpc) => void;

interface Call {
  contactId: string;
  /** The agent of the call, or a supervisor monitoring it (their own leg, mixed in by the customer's page). */
  agent: string;
  supervisor: boolean;
  reply: Reply;
  /** Agent: whether audio flows; supervisor: the mode last applied. */
  bridged: boolean;
  barge?: boolean;
}

const error = (id: string | undefined, code: number, message: string): JsonRpc => ({ jsonrpc: '2.0', id, error: { code, message } });

/** A call leg's key: the agent's leg is the contact's, a supervisor's is theirs on it. */
const legKey = (contactId: string, agent: string, supervisor: boolean) => (supervisor ? `${contactId}/${agent}` : contactId);

export class SoftphoneSignalling {
  private calls = new Map<string, Call>();
  /** Invite → answer of each contact's agent leg, in ms (the last 100 calls): what the benchmark reads. */
  private answerTimes = new Map<string, number>();

  constructor(
    private readonly centre: ContactCentre,
    private readonly customers: CustomerMedia,
    /** The region whose agent websocket this is: under global resiliency only the active one sets calls up. */
    private readonly region: string,
  ) {
    centre.events.on('change', this.onChange);
  }

  private readonly onChange = () => this.follow();

  /** One `aws/softphone` frame from `agent`. */
  async receive(agent: string, msg: JsonRpc, reply: Reply) {
    const contactId = String(msg.params?.contactId ?? '');
    if (msg.method === 'invite') return this.invite(agent, msg, contactId, reply);
    if (msg.method === 'accept') return reply({ jsonrpc: '2.0', id: msg.id, result: {} });
    if (msg.method === 'bye') {
      reply({ jsonrpc: '2.0', id: msg.id, result: {} });
      const key = [legKey(contactId, agent, true), legKey(contactId, agent, false)].find((k) => this.calls.get(k)?.agent === agent);
      return key ? this.end(key) : undefined;
    }
    // Anything else is the agent's answer to our own bye, or a method this emulator does not know.
    if (msg.method) reply(error(msg.id, 400, `Connect Local does not handle the softphone method ${msg.method}`));
  }

  /** The caller's leg of a softphone call: the call's agent, or a supervisor monitoring it with a softphone. */
  private leg(agent: string, contactId: string) {
    const c = this.centre.contacts.find((x) => x.contactId === contactId);
    if (!c) return null;
    // A call that is over (refused, hung up, discarded while its media was set up) is not found, as in the service:
    // streams only logs that (no handshake failure), and no customer page is spent on it.
    if (isOver(c)) return null;
    if (c.agent === agent) return { c, supervisor: false, info: c.connections.find((k) => k.role === 'agent')?.softphoneMediaInfo };
    const session = this.centre.monitors.find((s) => s.contact === c && s.supervisor === agent && isLive(s.connection));
    return session ? { c, supervisor: true, info: session.connection.softphoneMediaInfo } : null;
  }

  private async invite(agent: string, msg: JsonRpc, contactId: string, reply: Reply) {
    const leg = this.leg(agent, contactId);
    if (!leg?.info || !carriesCallMedia(this.centre.resiliency, this.region)) return reply(error(msg.id, 404, `There is no softphone call ${contactId} for this agent in this region`));
    if (msg.params?.callContextToken !== leg.info.callContextToken) return reply(error(msg.id, 403, 'The call context token does not match the call'));
    const offer = onThisMachine({ sdp: String(msg.params?.sdp ?? ''), candidates: Array.isArray(msg.params?.candidates) ? msg.params.candidates : [] });
    if (!offer.sdp.startsWith('v=0')) return reply(error(msg.id, 400, 'The invite carries no SDP offer'));
    const key = legKey(contactId, agent, leg.supervisor);
    const call: Call = { contactId, agent, supervisor: leg.supervisor, reply, bridged: false };
    // A newer invite for the same leg replaces this one: the agent's window that sent this one closed while the call
    // rang, and the window left sets the call up again. The customer answers the newer offer only.
    const superseded = () => this.calls.has(key) && this.calls.get(key) !== call;
    const invitedAt = performance.now();
    try {
      this.calls.set(key, call);
      const answer = onThisMachine(await (leg.supervisor ? this.customers.answerSupervisor(contactId, offer) : this.customers.answer(contactId, offer)));
      if (superseded()) return reply(error(msg.id, 487, `A newer invite for the call ${contactId} replaced this one`));
      if (!this.calls.has(key)) return reply(error(msg.id, 404, `The call ${contactId} ended while it was being set up`));
      reply({ jsonrpc: '2.0', id: msg.id, result: answer });
      if (!leg.supervisor) this.recordAnswer(contactId, performance.now() - invitedAt);
      this.follow();
    } catch (e) {
      if (superseded()) return reply(error(msg.id, 487, `A newer invite for the call ${contactId} replaced this one`));
      this.calls.delete(key);
      if (leg.supervisor) void this.customers.leaveSupervisor(contactId);
      else void this.customers.hangUp(contactId);
      reply(error(msg.id, 500, `The simulated customer could not answer: ${(e as Error).message.split('\n')[0]}`));
    }
  }

  /**
   * After every change: audio flows only while agent and customer are both on the call; a supervisor hears it while
   * they monitor and is heard only while barged in; an ended call (or a supervisor's left session) hangs up.
   */
  private follow() {
    for (const [key, call] of this.calls) {
      const c = this.centre.contacts.find((x) => x.contactId === call.contactId);
      const session = call.supervisor ? this.centre.monitors.find((s) => s.contact === c && s.supervisor === call.agent && isLive(s.connection)) : undefined;
      const over = !c || isOver(c);
      if (over || (call.supervisor && !session)) {
        call.reply({ jsonrpc: '2.0', method: 'bye', params: {}, id: randomUUID() });
        void this.end(key);
        continue;
      }
      const bridged = isBridged(c);
      if (!call.supervisor && bridged !== call.bridged) {
        call.bridged = bridged;
        void this.customers.setBridged(call.contactId, bridged).catch(() => {});
      }
      const barge = session?.mode === 'BARGE';
      if (call.supervisor && barge !== call.barge) {
        call.barge = barge;
        void this.customers.setSupervisorBarge(call.contactId, barge).catch(() => {});
      }
    }
  }

  private recordAnswer(contactId: string, ms: number) {
    this.answerTimes.set(contactId, Math.round(ms));
    if (this.answerTimes.size > 100) this.answerTimes.delete(this.answerTimes.keys().next().value!);
  }

  answeredInMs(contactId: string): number | undefined {
    return this.answerTimes.get(contactId);
  }

  private async end(key: string) {
    const call = this.calls.get(key);
    this.calls.delete(key);
    if (call?.supervisor) return this.customers.leaveSupervisor(call.contactId);
    // The customer's page goes with the call, and with it any supervisor's leg.
    for (const [k, other] of this.calls) if (other.supervisor && other.contactId === (call?.contactId ?? key)) this.calls.delete(k);
    await this.customers.hangUp(call?.contactId ?? key);
  }

  async closeAll() {
    this.centre.events.off('change', this.onChange);
    this.calls.clear();
    await this.customers.closeAll();
  }
}

/** The call is over: its softphone media goes, and an invite for it finds no call. */
const isOver = (c: ContactRecord) => c.state.type === 'ended' || c.state.type === 'error' || c.state.type === 'missed' || c.state.type === 'rejected';

/** The media server joins agent and customer only while both connections are connected (not held, not ringing). */
export function isBridged(c: ContactRecord): boolean {
  const agent = c.connections.find((k) => k.role === 'agent');
  const customer = c.connections.find((k) => k.role === 'customer');
  return c.state.type === 'connected' && agent?.state.type === 'connected' && customer?.state.type === 'connected';
}
