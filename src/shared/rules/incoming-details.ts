import { initialConnection } from '../domain/connections';
import type { Contact } from '../domain/contact';
import type { TranscriptItem } from '../domain/chat';
import { withoutBidiControls } from './bidi-names';
import { truncate } from './contact-name';

/** What an incoming contact's view shows under its name, in this order, to help the agent decide (issue 28). */
export type IncomingDetail =
  | { kind: 'number'; value: string }
  | { kind: 'from'; value: string }
  | { kind: 'subject'; value: string }
  | { kind: 'message'; value: string }
  | { kind: 'description'; value: string }
  | { kind: 'queue'; value: string };

/** How much of a task's description or a chat's first message an incoming view shows. */
export const INCOMING_SNIPPET_LIMIT = 140;

/**
 * The details of an offered contact, per channel, leaving out what is unknown and what the heading already says:
 * a call its number and queue; a chat its queue and the customer's first message once known; a task its
 * description and queue; an email its subject, sender and queue. `shownName` is the view's heading.
 */
export function incomingDetails(contact: Contact, shownName: string, transcript: readonly TranscriptItem[] = []): IncomingDetail[] {
  const out: IncomingDetail[] = [];
  const add = (kind: IncomingDetail['kind'], raw: string | undefined, limit?: number) => {
    const text = raw === undefined ? '' : withoutBidiControls(raw).replace(/\s+/g, ' ').trim();
    if (text && text !== shownName) out.push({ kind, value: limit ? truncate(text, limit) : text });
  };
  switch (contact.type) {
    case 'voice':
    case 'queue_callback':
      add('number', initialConnection(contact)?.endpoint.phoneNumber);
      break;
    case 'chat': {
      const first = transcript.find((i) => i.type === 'MESSAGE' && i.participantRole === 'CUSTOMER' && i.content.type.startsWith('text/'));
      add('message', first?.content.data, INCOMING_SNIPPET_LIMIT);
      break;
    }
    case 'task':
      add('description', contact.description, INCOMING_SNIPPET_LIMIT);
      break;
    case 'email': {
      const email = contact.email;
      add('subject', email?.subject);
      const name = email?.customerName;
      const address = email?.customerAddress;
      add('from', name && address && name !== address ? `${name} <${address}>` : (address ?? name));
      break;
    }
  }
  add('queue', contact.queueName);
  return out;
}
