import { isAgentReplyEmail } from '../../domain/contact-list';
import type { Contact } from '../../domain/contact';

/**
 * Agent-reply contacts are never list entries (email §4): their inbound email carries them instead, so its view
 * knows a reply is being written (a draft, connected) or was sent (ended). Adapters run a whole snapshot through
 * this; the newest reply of an email wins.
 */
export function withEmailReplies(snapshot: readonly Contact[]): Contact[] {
  const replies = new Map<string, Contact>();
  for (const c of snapshot) {
    if (!isAgentReplyEmail(c) || !c.originalContactId) continue;
    const seen = replies.get(c.originalContactId);
    if (!seen || c.stateTimestamp >= seen.stateTimestamp) replies.set(c.originalContactId, c);
  }
  if (replies.size === 0) return [...snapshot];
  return snapshot.map((c) => {
    const reply = replies.get(c.contactId);
    return reply ? { ...c, replyContactId: reply.contactId, email: { ...c.email, reply: { contactId: reply.contactId, state: reply.state } } } : c;
  });
}
