import { initialConnection } from './connections';
import type { Contact } from './contact';

/** A campaign preview waits for the agent: the customer has not been dialled yet. */
export function isPreviewPending(contact: Contact): boolean {
  // A discarded preview goes to after-call work with its customer leg never dialled: it is no longer pending.
  return contact.isCampaignPreview && initialConnection(contact)?.state === 'init' && !FINISHED.has(contact.state);
}

const FINISHED: ReadonlySet<Contact['state']> = new Set(['acw', 'ended', 'missed', 'rejected', 'error', 'destroyed']);
