import type { AgentStateType } from './agent';
import { agentConnection, hasActiveThirdParty, initialConnection, isContactOnHold, isHeld, isThreeWayConnectionActive } from './connections';
import type { Contact, ContactProgress } from './contact';
import { NO_PROGRESS } from './contact';

/** The status the panel shows, after the spec's derived status rules (§4). */
export type ContactStatus =
  | 'init'
  | 'incoming'
  | 'pending'
  | 'connecting'
  | 'connected'
  | 'hold'
  | 'joined'
  | 'barge'
  | 'paused'
  | 'acw'
  | 'ended'
  | 'missed'
  | 'rejected'
  | 'error'
  | 'destroyed'
  | 'no-longer-available'
  | 'failed-connect-customer'
  | 'failed-connect-agent'
  | 'cancelled-connect-agent'
  | 'missed-callback'
  | 'agent-hungup'
  | 'line-engaged-agent'
  | 'line-engaged-customer'
  | 'missed-call-customer'
  | 'multiple-ccp-windows'
  | 'realtime-communication-error'
  | 'bad-address-customer'
  | 'bad-address-agent';

/** The agent's state matters only for errored contacts: it names what went wrong. */
export interface StatusContext {
  agentState: { type: AgentStateType; name: string } | null;
  progress?: ContactProgress;
}

/** Agent error-state names (as streams spells them) and the contact status each gives. */
const AGENT_ERROR_STATUS: Readonly<Record<string, ContactStatus>> = {
  MissedCallAgent: 'missed',
  FailedConnectCustomer: 'failed-connect-customer',
  FailedConnectAgent: 'failed-connect-agent',
  AgentHungUp: 'agent-hungup',
  // Not named by the mapping rule, but listed as statuses: kept as themselves.
  CancelledConnectAgent: 'cancelled-connect-agent',
  LineEngagedAgent: 'line-engaged-agent',
  LineEngagedCustomer: 'line-engaged-customer',
  MissedCallCustomer: 'missed-call-customer',
  MultipleCcpWindows: 'multiple-ccp-windows',
  RealtimeCommunicationError: 'realtime-communication-error',
  BadAddressCustomer: 'bad-address-customer',
  BadAddressAgent: 'bad-address-agent',
};

/** An agent error state a contact explains (its tab shows it as a status), as opposed to one no contact names. */
export function isContactErrorStateName(name: string): boolean {
  return Object.hasOwn(AGENT_ERROR_STATUS, name);
}

/** missed: in error with the customer connected and the agent disconnected. */
export function isMissed(contact: Contact): boolean {
  return (
    contact.state === 'error' &&
    initialConnection(contact)?.state === 'connected' &&
    agentConnection(contact)?.state === 'disconnected'
  );
}

/** rejected: in error with the customer connected and the agent rejected, or the state says so. */
export function isRejected(contact: Contact): boolean {
  if (contact.state === 'rejected') return true;
  return (
    contact.state === 'error' &&
    initialConnection(contact)?.state === 'connected' &&
    agentConnection(contact)?.state === 'rejected'
  );
}

/** no-longer-available: the agent is still being connected but the customer has gone and no third party is live. */
export function isNoLongerAvailable(contact: Contact): boolean {
  if (contact.state === 'acw' || contact.state === 'ended' || contact.state === 'error') return false;
  const customer = initialConnection(contact);
  return (
    agentConnection(contact)?.state === 'connecting' &&
    customer?.state === 'disconnected' &&
    !hasActiveThirdParty(contact)
  );
}

/** incoming: inbound, connecting, agent media connecting, not a queue callback, not a campaign preview. */
export function isIncoming(contact: Contact): boolean {
  if (contact.type === 'queue_callback' || contact.isCampaignPreview || !contact.isInbound) return false;
  if (contact.state === 'incoming') return true;
  return contact.state === 'connecting' && agentConnection(contact)?.state === 'connecting';
}

/** The status an errored contact shows, named by the agent's error state. */
export function errorStatus(contact: Contact, agentState: StatusContext['agentState']): ContactStatus {
  if (isMissed(contact)) return 'missed';
  if (isRejected(contact)) return 'rejected';
  if (agentState && (agentState.type === 'system' || agentState.type === 'error')) {
    const mapped = AGENT_ERROR_STATUS[agentState.name];
    if (mapped) return mapped;
    if (contact.type === 'queue_callback') return 'missed-callback';
  }
  return 'error';
}

export function deriveContactStatus(contact: Contact, context: StatusContext): ContactStatus {
  const progress = context.progress ?? NO_PROGRESS;
  switch (contact.state) {
    case 'destroyed':
      return 'destroyed';
    case 'error':
      return errorStatus(contact, context.agentState);
    case 'rejected':
      return 'rejected';
    case 'missed':
      return 'missed';
    case 'acw':
    case 'ended':
    case 'paused':
      return contact.state;
    default:
      break;
  }
  if (isNoLongerAvailable(contact)) return 'no-longer-available';
  // Accepted but the library has not caught up yet: show connecting, never incoming again.
  if (isIncoming(contact)) return progress.acceptSuccess ? 'connecting' : 'incoming';
  if (contact.state === 'connected') return connectedStatus(contact);
  return contact.state;
}

/** connected voice reads as joined in a three-way call and as hold when held; a barging supervisor reads barge. */
function connectedStatus(contact: Contact): ContactStatus {
  const agent = agentConnection(contact);
  if (agent?.state === 'barge' || agent?.isBarge) return 'barge';
  // A silent supervisor hears the agent and the customer talk: that is not a conference of their own.
  if (agent?.state === 'silent_monitor') return 'connected';
  if (contact.type !== 'voice' && contact.type !== 'queue_callback') return 'connected';
  if (isThreeWayConnectionActive(contact)) return 'joined';
  if (isContactOnHold(contact)) return 'hold';
  // The heading speaks for the customer: held while the agent talks to another party is still on hold.
  const customer = initialConnection(contact);
  if (customer && isHeld(customer)) return 'hold';
  return 'connected';
}

const ACTIVE: ReadonlySet<ContactStatus> = new Set(['connected', 'connecting', 'paused', 'hold', 'joined', 'barge']);

/** Active means connected, connecting or paused (hold, joined and barge are connected seen differently). */
export function isActiveStatus(status: ContactStatus): boolean {
  return ACTIVE.has(status);
}

/** After-call work applies when the status is ended or acw. */
export function isAfterContactWork(status: ContactStatus): boolean {
  return status === 'ended' || status === 'acw';
}

export function isMissedOrRejected(status: ContactStatus): boolean {
  return status === 'missed' || status === 'rejected' || status === 'missed-callback';
}

/** Failed-connect states and no-longer-available are cleared by the panel, once per contact. */
export function isAutoClearStatus(status: ContactStatus): boolean {
  return status === 'failed-connect-customer' || status === 'failed-connect-agent' || status === 'no-longer-available';
}

/** Chat subtypes have their own connected variants (icons and headers). */
export type ChatVariant = 'connected-sms' | 'connect-apple' | 'connect-whatsapp' | 'connected-web';

export function chatVariant(subtype: string | undefined): ChatVariant {
  switch (subtype) {
    case 'connect:SMS':
      return 'connected-sms';
    case 'connect:Apple':
      return 'connect-apple';
    case 'connect:WhatsApp':
      return 'connect-whatsapp';
    default:
      return 'connected-web';
  }
}
