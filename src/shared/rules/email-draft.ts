import { MAX_CC_ADDRESSES, MAX_TO_ADDRESSES, formatAddress, parseAddressList, type AddressListError, type ParsedAddress } from './email-address';

/** Reply and draft rules (email §4, §5): who a reply goes to, its subject, and whether a draft may be sent. */

export interface EmailDraftFields {
  to: string;
  cc: string;
  subject: string;
  body: string;
}

/** The subject of a reply: the original's with one `Re:` in front (never `Re: Re:`). */
export function replySubject(subject: string | undefined): string {
  const s = (subject ?? '').trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`.trimEnd();
}

/**
 * A reply goes to the sender; reply all also copies everyone else the email went to, except the contact
 * centre's own addresses and the sender. Cc is capped at what Amazon Connect sends.
 */
export function replyRecipients(
  original: { from?: ParsedAddress; to: readonly ParsedAddress[]; cc: readonly ParsedAddress[] },
  options: { all: boolean; ownAddresses: readonly string[] },
): { to: string; cc: string } {
  const to = original.from ? formatAddress(original.from) : '';
  if (!options.all) return { to, cc: '' };
  const skip = new Set([...options.ownAddresses, original.from?.address ?? ''].map((a) => a.toLowerCase()));
  const cc: ParsedAddress[] = [];
  for (const a of [...original.to, ...original.cc]) {
    const key = a.address.toLowerCase();
    if (skip.has(key)) continue;
    skip.add(key);
    cc.push(a);
  }
  return { to, cc: cc.slice(0, MAX_CC_ADDRESSES).map(formatAddress).join(', ') };
}

export interface DraftErrors {
  to?: AddressListError;
  cc?: AddressListError;
  subject?: 'required';
}

export interface DraftCheck {
  errors: DraftErrors;
  ok: boolean;
  to: ParsedAddress[];
  cc: ParsedAddress[];
}

/** A draft may be sent with one valid To address, valid Cc addresses (up to ten) and a subject. */
export function checkDraft(d: EmailDraftFields): DraftCheck {
  const errors: DraftErrors = {};
  const to = parseAddressList(d.to, { max: MAX_TO_ADDRESSES, required: true });
  const cc = parseAddressList(d.cc, { max: MAX_CC_ADDRESSES });
  if (!to.ok) errors.to = to.error;
  if (!cc.ok) errors.cc = cc.error;
  if (!d.subject.trim()) errors.subject = 'required';
  return { errors, ok: Object.keys(errors).length === 0, to: to.ok ? to.addresses : [], cc: cc.ok ? cc.addresses : [] };
}

/** Whether the agent has typed anything worth keeping (an untouched draft may be discarded without asking). */
export function isDraftEdited(d: EmailDraftFields, initial: EmailDraftFields): boolean {
  return d.to !== initial.to || d.cc !== initial.cc || d.subject !== initial.subject || d.body.trim() !== initial.body.trim();
}
