import { initialConnection } from '../domain/connections';
import type { ContactStatus } from '../domain/contact-status';
import type { Contact } from '../domain/contact';
import { withoutBidiControls } from './bidi-names';

/**
 * How a contact is named in rows, tabs and toasts (chat/task/email §5): the customer description for email, the
 * task name for tasks, the customer's name otherwise. A chat over SMS or WhatsApp has the customer's phone number
 * as its endpoint, so the number is only the fallback when the name is unknown.
 */
export function contactName(contact: Contact): string | undefined {
  const name = rawContactName(contact);
  // A customer chooses their name: shown without bidi controls, 'Bob \u202Egnp.exe' cannot read 'Bob exe.png'.
  return name === undefined ? undefined : withoutBidiControls(name);
}

function rawContactName(contact: Contact): string | undefined {
  if (contact.type === 'email') return contact.participantInfo.description ?? contact.participantInfo.customerName ?? endpointName(contact);
  // The workspace plugin's SDK does not give a task's name: the queue it came through names it there.
  if (contact.type === 'task') return contact.name ?? endpointName(contact) ?? contact.queueName;
  // Where nothing names the customer (a web chat in the workspace plugin), the queue it came through does.
  return contact.participantInfo.customerName ?? endpointName(contact) ?? contact.name ?? contact.queueName;
}

function endpointName(contact: Contact): string | undefined {
  const party = initialConnection(contact)?.endpoint;
  return party?.phoneNumber ?? party?.displayName ?? party?.name;
}

export const INCOMING_NAME_LIMIT = 15;
export const NAME_LIMIT = 20;

/** Cuts text longer than `limit` characters to `limit` plus an ellipsis; a limit of 3 or less cuts nothing. */
export function truncate(text: string, limit: number): string {
  if (limit <= 3) return text;
  const chars = [...text];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : text;
}

/** A row's name: 15 characters while the contact is incoming, 20 otherwise. */
export function rowName(name: string, status: ContactStatus): string {
  return truncate(name, status === 'incoming' ? INCOMING_NAME_LIMIT : NAME_LIMIT);
}

export type ChatSubtypeKind = 'sms' | 'apple' | 'whatsapp' | 'chat';

/** The chat subtype the toast header and the row icon depend on. */
export function chatSubtypeKind(subtype: string | undefined): ChatSubtypeKind {
  if (subtype === 'connect:SMS') return 'sms';
  if (subtype === 'connect:Apple') return 'apple';
  if (subtype === 'connect:WhatsApp') return 'whatsapp';
  return 'chat';
}
