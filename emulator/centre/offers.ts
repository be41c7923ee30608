import type { ContactCentre } from './centre.ts';
import { invalidState } from './errors.ts';
import { newId } from './ids.ts';
import type { ConnectionRecord, ContactRecord, Endpoint } from './records.ts';

/**
 * How a contact without media (task, email) is offered, accepted and declined: it rings under its channel's
 * concurrency until the agent accepts or rejects it, or it is missed, which puts the agent in the missed state.
 */

export const agentConnection = (c: ContactRecord) => c.connections.find((k) => k.role === 'agent')!;

/** A contact or connection enters a state now. */
export function enterState<S extends string>(centre: ContactCentre, record: { state: { type: S; timestamp: number } }, type: S) {
  record.state = { type, timestamp: centre.now() };
}

export const isRinging = (c: ContactRecord) => c.state.type === 'connecting' && agentConnection(c).state.type === 'connecting';

export function offerWithRingTimeout(centre: ContactCentre, c: ContactRecord, ringTimeoutMs: number) {
  centre.offer(c, (routed) => {
    const now = centre.now();
    routed.state = { type: 'connecting', timestamp: now };
    agentConnection(routed).state = { type: 'connecting', timestamp: now };
    centre.later(ringTimeoutMs, () => {
      if (!centre.contacts.includes(routed) || !isRinging(routed)) return;
      const at = centre.now();
      routed.state = { type: 'missed', timestamp: at };
      agentConnection(routed).state = { type: 'disconnected', timestamp: at };
      centre.agent(routed.agent).error = { name: 'MissedCallAgent', startTimestamp: at };
      centre.change(`missed ${routed.type} ${routed.contactId}`, routed.agent);
    });
  });
}

/** Accepting connects at once: there is no media to set up. */
export function acceptOffer(centre: ContactCentre, c: ContactRecord) {
  if (!isRinging(c)) throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be accepted`);
  const now = centre.now();
  agentConnection(c).state = { type: 'connected', timestamp: now };
  c.state = { type: 'connected', timestamp: now };
  centre.change(`accept ${c.contactId}`, c.agent);
}

export function rejectOffer(centre: ContactCentre, c: ContactRecord) {
  if (!isRinging(c)) throw invalidState(`Contact ${c.contactId} is ${c.state.type} and cannot be rejected`);
  const now = centre.now();
  c.state = { type: 'rejected', timestamp: now };
  agentConnection(c).state = { type: 'disconnected', timestamp: now };
  centre.change(`reject ${c.contactId}`, c.agent);
}

/** A connection of a contact without media: the agent's, or the customer's (inbound and initial). */
export function newConnection(centre: ContactCentre, role: 'agent' | 'customer', endpoint: Endpoint, state: ConnectionRecord['state']['type']): ConnectionRecord {
  return {
    connectionId: newId(),
    type: role === 'agent' ? 'agent' : 'inbound',
    role,
    initial: role === 'customer',
    endpoint,
    state: { type: state, timestamp: centre.now() },
    mute: false,
    quickConnectName: null,
    digits: '',
  };
}
