import type { ContactState } from '../domain/contact-state';
import type { CrmContact, CrmContactEvent, CrmPhase } from './crm-contact';

/** A contact as the host sees it at one refresh: its CRM facts, its state, and whether the customer reached out. */
export interface CrmContactSighting {
  contact: CrmContact;
  state: ContactState;
  isInbound: boolean;
}

/** The phase a state means; null while nothing the CRM cares about happened (an outbound call still dialling). */
export function phaseOf(state: ContactState, isInbound: boolean): CrmPhase | null {
  switch (state) {
    case 'incoming':
    case 'pending':
    case 'connecting':
      // An outbound call is dialling, not offered: the agent started it.
      return isInbound ? 'offered' : null;
    case 'connected':
    case 'paused':
      return 'connected';
    case 'init':
      return null;
    default:
      return 'ended';
  }
}

const ORDER: Record<CrmPhase, number> = { offered: 0, connected: 1, ended: 2 };

/**
 * Turns the host's refreshes (each the whole list of contacts) into events, each phase once per contact and in
 * order: a contact that vanished from the list without ending is ended; a contact first seen connected is not
 * offered after the fact. Remembers only contacts in the list and not yet ended.
 */
export function createContactPhases(): (sightings: readonly CrmContactSighting[]) => CrmContactEvent[] {
  const seen = new Map<string, { phase: CrmPhase | null; contact: CrmContact }>();
  return (sightings) => {
    const events: CrmContactEvent[] = [];
    const present = new Set<string>();
    for (const { contact, state, isInbound } of sightings) {
      present.add(contact.contactId);
      const phase = phaseOf(state, isInbound);
      const before = seen.get(contact.contactId);
      if (before?.phase === 'ended') continue;
      if (phase !== null && (before?.phase == null || ORDER[phase] > ORDER[before.phase])) events.push({ phase, contact });
      seen.set(contact.contactId, { phase: phase ?? before?.phase ?? null, contact });
    }
    for (const [id, { phase, contact }] of seen) {
      if (present.has(id)) continue;
      if (phase !== null && phase !== 'ended') events.push({ phase: 'ended', contact });
      seen.delete(id);
    }
    return events;
  };
}
