import { agentConnection, isLiveConnection, thirdPartyConnections } from '../domain/connections';
import type { Contact, ContactProgress } from '../domain/contact';
import type { QuickConnect } from '../domain/port-types';

/**
 * Chat transfer rules (chat §4, §5). A chat is transferred through a quick connect: the queue or agent appears as a
 * third-party connection that is `connecting` until the receiving side takes the chat (the agent then leaves into
 * after-contact work) or does not (the connection drops and a transfer.failed event arrives).
 */

/** Chat transfer addresses are queues and agents; phone numbers cannot take a chat (§5). */
export function isChatTransferAddress(q: Pick<QuickConnect, 'type'>): boolean {
  return q.type === 'queue' || q.type === 'agent';
}

/** The agent is still in the chat and a queue or agent it was transferred to has not answered yet. */
export function hasPendingTransfer(contact: Contact): boolean {
  // In a multi-party chat a joining queue or agent is being added, not taking the chat over.
  if (contact.type !== 'chat' || contact.isMultiparty) return false;
  const own = agentConnection(contact);
  if (!own || !isLiveConnection(own)) return false;
  return thirdPartyConnections(contact).some((k) => k.state === 'connecting');
}

/** Transferring: the transfer request is on its way, or the receiving side has not answered yet. */
export function isChatTransferring(contact: Contact, progress: Pick<ContactProgress, 'transferInProgress'>): boolean {
  return contact.type === 'chat' && (progress.transferInProgress || hasPendingTransfer(contact));
}
