import { agentConnection, isBelowConnectionCap, isLiveConnection, thirdPartyConnections } from '../domain/connections';
import type { Connection, Contact } from '../domain/contact';

/**
 * Multi-party chat (chat §2: Manage participants, Add to chat, Leave chat). When the instance turns it on
 * (contactFeatures.multiPartyConferenceEnabled), a quick connect adds a queue or agent to the chat through the same
 * CreateAdditionalConnection a transfer uses, and the agent stays; the agent may then leave while the others go on.
 */

const ownLegConnected = (contact: Contact) => agentConnection(contact)?.state === 'connected';

/** The queues and agents added to the chat that are still in it or still joining. */
export function addedChatParticipants(contact: Contact): Connection[] {
  return contact.type === 'chat' ? thirdPartyConnections(contact).filter(isLiveConnection) : [];
}

/** Add to chat: a multi-party chat the agent is in, below the participant cap, with nobody still joining. */
export function canAddToChat(contact: Contact): boolean {
  return (
    contact.type === 'chat' &&
    contact.isMultiparty &&
    ownLegConnected(contact) &&
    isBelowConnectionCap(contact) &&
    !addedChatParticipants(contact).some((k) => k.state === 'connecting')
  );
}

/** Leave chat instead of End chat: another agent has joined, so the chat goes on without this one. */
export function canLeaveChat(contact: Contact): boolean {
  return contact.type === 'chat' && contact.isMultiparty && ownLegConnected(contact) && addedChatParticipants(contact).some((k) => k.state === 'connected');
}

/** Why Add to chat is shut in a multi-party chat the agent is in, said beside it: the participant cap, or someone still joining. */
export function addToChatBlocker(contact: Contact): 'cap' | 'joining' | null {
  if (contact.type !== 'chat' || !contact.isMultiparty || !ownLegConnected(contact)) return null;
  if (!isBelowConnectionCap(contact)) return 'cap';
  if (addedChatParticipants(contact).some((k) => k.state === 'connecting')) return 'joining';
  return null;
}
