/// <reference types="amazon-connect-streams" />
import type { CrmChannel, CrmContactEvent } from '../../shared/crm/crm-contact';
import { createContactPhases, type CrmContactSighting } from '../../shared/crm/contact-phases';
import { toContact } from '../streams/to-model';

const CHANNEL: Record<string, CrmChannel> = { voice: 'voice', queue_callback: 'voice', chat: 'chat', task: 'task', email: 'email' };

/** The customer's address: the customer's phone number (calls, SMS, WhatsApp) or email address, '' when none. */
function customerOf(contact: ReturnType<typeof toContact>): string {
  if (contact.email?.customerAddress) return contact.email.customerAddress;
  const customer = contact.connections.find((k) => k.type === 'inbound' || k.type === 'outbound');
  return customer?.endpoint.phoneNumber ?? '';
}

/** Contact attributes as name → value, whatever the channel (the model keeps them for tasks only). */
function attributesOf(c: connect.Contact): Record<string, string> {
  try {
    const raw = c.getAttributes() as Record<string, { value?: unknown } | null> | undefined;
    return Object.fromEntries(Object.entries(raw ?? {}).flatMap(([k, v]) => (v && typeof v.value === 'string' ? [[k, v.value]] : [])));
  } catch {
    return {};
  }
}

function sighting(c: connect.Contact): CrmContactSighting | null {
  const contact = toContact(c);
  const channel = CHANNEL[contact.type];
  if (!channel) return null;
  let queue = '';
  try {
    queue = c.getQueue()?.name ?? '';
  } catch {
    // A contact without a queue (an agent's outbound call before it is routed): ''.
  }
  return { contact: { contactId: contact.contactId, channel, queue, customer: customerOf(contact), attributes: attributesOf(c) }, state: contact.state, isInbound: contact.isInbound };
}

/**
 * Streams' contacts, as the CRM integration sees them: on every agent refresh the whole list is read and turned
 * into offered / connected / ended events (contact-phases says when each is told).
 */
export function followCrmContacts(streams: typeof connect, onEvent: (e: CrmContactEvent) => void) {
  const phases = createContactPhases();
  streams.agent((agent) => {
    const refresh = () => {
      const sightings = agent.getContacts().flatMap((c) => sighting(c) ?? []);
      for (const e of phases(sightings)) onEvent(e);
    };
    refresh();
    agent.onRefresh(refresh);
  });
}
