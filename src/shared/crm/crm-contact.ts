/**
 * What the CRM integration knows of a contact: the facts a screen-pop template or an embedding page may use, read
 * by the host's adapter from its library (streams in the standalone page). Plain data, no library types.
 */
export type CrmChannel = 'voice' | 'chat' | 'task' | 'email';

/** The moments the integration reacts to: offered (ringing or waiting to be accepted), connected, ended. */
export type CrmPhase = 'offered' | 'connected' | 'ended';

export interface CrmContact {
  contactId: string;
  channel: CrmChannel;
  /** The queue's name, '' when the host does not tell it. */
  queue: string;
  /** The customer's address: a phone number for calls, SMS and WhatsApp chats, an email address; '' when none. */
  customer: string;
  /** Every contact attribute the host read; rules and events pass on only the ones the admin named. */
  attributes: Readonly<Record<string, string>>;
}

export interface CrmContactEvent {
  phase: CrmPhase;
  contact: CrmContact;
}

/** Only the named attributes, and only those the contact has. */
export function pickAttributes(attributes: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => Object.hasOwn(attributes, n)).map((n) => [n, attributes[n]!]));
}
