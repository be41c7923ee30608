import type { Channel } from './agent';
import { agentConnection } from './connections';
import type { Contact, ContactType } from './contact';

/** A queue callback is a voice contact as far as channels and tabs go. */
export function channelOf(type: ContactType): Channel {
  return type === 'queue_callback' ? 'voice' : type;
}

/** Agent-reply email contacts belong to their inbound email; they are never list entries of their own. */
export function isAgentReplyEmail(contact: Contact): boolean {
  return contact.type === 'email' && contact.initiationMethod === 'agent_reply';
}

export function isOutboundSoftphoneCall(contact: Contact): boolean {
  return contact.type === 'voice' && !contact.isInbound && contact.isSoftphone;
}

export function statusDuration(contact: Contact, now: number): number {
  return Math.max(0, now - contact.stateTimestamp);
}

/** Longest in its state first; ties keep a stable order by id so the list never jitters. */
export function sortByDurationDesc(contacts: readonly Contact[], now: number): Contact[] {
  return [...contacts].sort(
    (a, b) => statusDuration(b, now) - statusDuration(a, now) || a.contactId.localeCompare(b.contactId),
  );
}

/** Contacts of a snapshot that become list entries: no destroyed ones, no agent replies. */
export function listable(snapshot: readonly Contact[]): Contact[] {
  return snapshot.filter((c) => c.state !== 'destroyed' && !isAgentReplyEmail(c));
}

export interface ListMerge {
  ids: string[];
  added: string[];
  removed: string[];
}

/**
 * The new list order. Contacts already listed keep their place (tabs must not jump under the agent's
 * pointer); new ones are sorted by duration, descending, and appended; gone or destroyed ones are removed.
 */
export function mergeContactOrder(previousIds: readonly string[], snapshot: readonly Contact[], now: number): ListMerge {
  const present = new Map(listable(snapshot).map((c) => [c.contactId, c] as const));
  const kept = previousIds.filter((id) => present.has(id));
  const keptSet = new Set(kept);
  const fresh = sortByDurationDesc(
    [...present.values()].filter((c) => !keptSet.has(c.contactId)),
    now,
  );
  const added = fresh.map((c) => c.contactId);
  const removed = previousIds.filter((id) => !present.has(id));
  return { ids: [...kept, ...added], added, removed };
}

/**
 * Which contact is active after a merge: a new outbound softphone call always (the agent just dialled it);
 * otherwise the current one while it exists; otherwise the first contact.
 */
export function pickActiveContact(
  previousActiveId: string | null,
  ids: readonly string[],
  added: readonly Contact[],
): string | null {
  const dialled = added.find(isOutboundSoftphoneCall);
  if (dialled) return dialled.contactId;
  if (previousActiveId !== null && ids.includes(previousActiveId)) return previousActiveId;
  return ids[0] ?? null;
}

/**
 * A softphone mute event applies to connected softphone voice contacts whose agent connection disagrees.
 * Returns only the contacts that change, already updated.
 */
export function applyMuteEvent(contacts: readonly Contact[], muted: boolean): Contact[] {
  const changed: Contact[] = [];
  for (const contact of contacts) {
    if (contact.type !== 'voice' || !contact.isSoftphone || contact.state !== 'connected') continue;
    const agent = agentConnection(contact);
    if (!agent || agent.isMute === muted) continue;
    changed.push({
      ...contact,
      connections: contact.connections.map((c) => (c === agent ? { ...c, isMute: muted } : c)),
    });
  }
  return changed;
}

/**
 * Where focus goes when a contact closes: the previous contact of the same channel, else the next one;
 * in channel view any channel counts. null means none is left and the view clears.
 */
export function neighbourAfterClose(
  ordered: readonly Contact[],
  closedId: string,
  options: { channelView: boolean },
): string | null {
  const index = ordered.findIndex((c) => c.contactId === closedId);
  if (index < 0) return null;
  const closed = ordered[index]!;
  const eligible = (c: Contact): boolean =>
    c.contactId !== closedId && (options.channelView || channelOf(c.type) === channelOf(closed.type));
  for (let i = index - 1; i >= 0; i--) {
    const c = ordered[i]!;
    if (eligible(c)) return c.contactId;
  }
  for (let i = index + 1; i < ordered.length; i++) {
    const c = ordered[i]!;
    if (eligible(c)) return c.contactId;
  }
  return null;
}
