import type { Connection, ConnectionState, Contact } from './contact';
import { MAX_CONNECTIONS } from './contact';

/** States in which a connection still takes part in the contact. */
const LIVE_STATES: ReadonlySet<ConnectionState> = new Set(['connecting', 'connected', 'hold', 'silent_monitor', 'barge']);

export function isLiveConnection(c: Connection): boolean {
  return LIVE_STATES.has(c.state);
}

export function agentConnection(contact: Contact): Connection | undefined {
  return contact.connections.find((c) => c.type === 'agent' || c.type === 'monitoring');
}

/** The customer's connection: the initial one, else the first non-agent connection. */
export function initialConnection(contact: Contact): Connection | undefined {
  const others = otherConnections(contact);
  return others.find((c) => c.isInitialConnection) ?? others[0];
}

/** Every connection that is not the agent's own. */
export function otherConnections(contact: Contact): Connection[] {
  return contact.connections.filter((c) => c.type !== 'agent' && c.type !== 'monitoring');
}

/** Third-party connections: neither the agent's nor the customer's initial one. */
export function thirdPartyConnections(contact: Contact): Connection[] {
  const initial = initialConnection(contact);
  return otherConnections(contact).filter((c) => c !== initial);
}

/** The non-agent connections that are still live: the ones the agent talks to or holds. */
export function activeConnections(contact: Contact): Connection[] {
  return otherConnections(contact).filter(isLiveConnection);
}

export function numberOfConnections(contact: Contact): number {
  return contact.connections.filter(isLiveConnection).length;
}

export function hasActiveThirdParty(contact: Contact): boolean {
  return thirdPartyConnections(contact).some(isLiveConnection);
}

/** A three-way call exists once two parties besides the agent are live. */
export function isThreeWayConnectionExist(contact: Contact): boolean {
  return activeConnections(contact).length >= 2;
}

/** Joined (conferenced): at least two parties besides the agent are connected and none is held. */
export function isThreeWayConnectionActive(contact: Contact): boolean {
  const active = activeConnections(contact);
  return active.length >= 2 && active.every((c) => c.state === 'connected' && !c.isOnHold);
}

export function isThreeWayConnectionOnHold(contact: Contact): boolean {
  const active = activeConnections(contact);
  return active.length >= 2 && active.every(isHeld);
}

export function isHeld(c: Connection): boolean {
  return c.isOnHold || c.state === 'hold';
}

/** The contact is "on hold" for the agent when the agent is held or every other live party is. */
export function isContactOnHold(contact: Contact): boolean {
  const agent = agentConnection(contact);
  if (agent && isHeld(agent)) return true;
  const active = activeConnections(contact);
  return active.length > 0 && active.every(isHeld);
}

/** Two active participants besides the agent: silent monitor is then disabled (§5). */
export function hasTwoActiveParticipants(contact: Contact): boolean {
  return activeConnections(contact).filter((c) => c.state === 'connected').length >= 2;
}

/** Quick connect and add participant are offered only below the cap (§5, max 6). */
export function isBelowConnectionCap(contact: Contact): boolean {
  return numberOfConnections(contact) < MAX_CONNECTIONS;
}

/** Swap is shown only with exactly two other connections (§5). */
export function canSwap(contact: Contact): boolean {
  return activeConnections(contact).length === 2;
}

/** Resume-all is unavailable until other calls are on hold (§5). */
export function canResumeAll(contact: Contact): boolean {
  return activeConnections(contact).some(isHeld);
}

/** A voice call whose audio has started for the agent: answered (connected, on hold, monitoring), not ringing. */
export function hasAnsweredVoiceCall(contact: Contact): boolean {
  const agent = agentConnection(contact);
  return hasActiveVoiceConnection(contact) && agent !== undefined && agent.state !== 'connecting';
}

/** A voice connection is live for the agent: what the browser-unload warning checks. */
export function hasActiveVoiceConnection(contact: Contact): boolean {
  if (contact.type !== 'voice' && contact.type !== 'queue_callback') return false;
  const agent = agentConnection(contact);
  return agent !== undefined && isLiveConnection(agent);
}
