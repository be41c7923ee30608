import { randomUUID } from 'node:crypto';
import type { ContactCentre } from '../centre/centre.ts';
import type { ContactRecord } from '../centre/records.ts';
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
  agent: string;
  reply: Reply;
  bridged: boolean;
}

const error = (id: string | undefined, code: number, message: string): JsonRpc => ({ jsonrpc: '2.0', id, error: { code, message } });

export class SoftphoneSignalling {
  private calls = new Map<string, Call>();

  constructor(
    private readonly centre: ContactCentre,
    private readonly customers: CustomerMedia,
    /** The region whose agent websocket this is: under global resiliency only the active one sets calls up. */
    private readonly region: string,
  ) {
    centre.events.on('change', () => this.follow());
  }

  /** One `aws/softphone` frame from `agent`. */
  async receive(agent: string, msg: JsonRpc, reply: Reply) {
    const contactId = String(msg.params?.contactId ?? '');
    if (msg.method === 'invite') return this.invite(agent, msg, contactId, reply);
    if (msg.method === 'accept') return reply({ jsonrpc: '2.0', id: msg.id, result: {} });
    if (msg.method === 'bye') {
      reply({ jsonrpc: '2.0', id: msg.id, result: {} });
      return this.end(contactId);
    }
    // Anything else is the agent's answer to our own bye, or a method this emulator does not know.
    if (msg.method) reply(error(msg.id, 400, `Connect Local does not handle the softphone method ${msg.method}`));
  }

  private async invite(agent: string, msg: JsonRpc, contactId: string, reply: Reply) {
    const c = this.centre.contacts.find((x) => x.contactId === contactId && x.agent === agent);
    const info = c?.connections.find((k) => k.role === 'agent')?.softphoneMediaInfo;
    if (!c || !info || !carriesCallMedia(this.centre.resiliency, this.region)) return reply(error(msg.id, 404, `There is no softphone call ${contactId} for this agent in this region`));
    if (msg.params?.callContextToken !== info.callContextToken) return reply(error(msg.id, 403, 'The call context token does not match the call'));
    const offer = onThisMachine({ sdp: String(msg.params?.sdp ?? ''), candidates: Array.isArray(msg.params?.candidates) ? msg.params.candidates : [] });
    if (!offer.sdp.startsWith('v=0')) return reply(error(msg.id, 400, 'The invite carries no SDP offer'));
    try {
      this.calls.set(contactId, { agent, reply, bridged: false });
      const answer = onThisMachine(await this.customers.answer(contactId, offer));
      if (!this.calls.has(contactId)) return reply(error(msg.id, 404, `The call ${contactId} ended while it was being set up`));
      reply({ jsonrpc: '2.0', id: msg.id, result: answer });
      this.follow();
    } catch (e) {
      this.calls.delete(contactId);
      void this.customers.hangUp(contactId);
      reply(error(msg.id, 500, `The simulated customer could not answer: ${(e as Error).message.split('\n')[0]}`));
    }
  }

  /** After every change: audio flows only while agent and customer are both on the call; an ended call hangs up. */
  private follow() {
    for (const [contactId, call] of this.calls) {
      const c = this.centre.contacts.find((x) => x.contactId === contactId);
      if (!c || c.state.type === 'ended' || c.state.type === 'error' || c.state.type === 'missed' || c.state.type === 'rejected') {
        call.reply({ jsonrpc: '2.0', method: 'bye', params: {}, id: randomUUID() });
        void this.end(contactId);
        continue;
      }
      const bridged = isBridged(c);
      if (bridged !== call.bridged) {
        call.bridged = bridged;
        void this.customers.setBridged(contactId, bridged).catch(() => {});
      }
    }
  }

  private async end(contactId: string) {
    this.calls.delete(contactId);
    await this.customers.hangUp(contactId);
  }

  async closeAll() {
    this.calls.clear();
    await this.customers.closeAll();
  }
}

/** The media server joins agent and customer only while both connections are connected (not held, not ringing). */
export function isBridged(c: ContactRecord): boolean {
  const agent = c.connections.find((k) => k.role === 'agent');
  const customer = c.connections.find((k) => k.role === 'customer');
  return c.state.type === 'connected' && agent?.state.type === 'connected' && customer?.state.type === 'connected';
}
