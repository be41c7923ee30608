/**
 * Email address rules (email §5): what the agent types in To and Cc is a list of addresses separated by commas
 * or semicolons, each bare (`pat@example.com`) or with a display name (`Pat Lee <pat@example.com>`). Amazon Connect
 * sends to one To address and up to ten Cc addresses.
 */

export interface ParsedAddress {
  address: string;
  displayName?: string;
}

export const MAX_TO_ADDRESSES = 1;
export const MAX_CC_ADDRESSES = 10;
/** RFC 5321's limit on a forward path. */
const MAX_ADDRESS_LENGTH = 254;

const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\.]+(\.[^\s@<>(),;:"[\]\\.]+)+$/;

export function isEmailAddress(s: string): boolean {
  return s.length <= MAX_ADDRESS_LENGTH && ADDRESS.test(s);
}

export type AddressListError = { kind: 'invalid'; entry: string } | { kind: 'too-many'; max: number } | { kind: 'required' };

export type AddressListResult = { ok: true; addresses: ParsedAddress[] } | { ok: false; error: AddressListError };

/** One entry: `a@b.c` or `Name <a@b.c>` (the name may be quoted). */
function parseEntry(entry: string): ParsedAddress | null {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(entry);
  if (named) {
    const name = named[1]!.replace(/^"(.*)"$/, '$1').trim();
    const address = named[2]!.trim();
    return isEmailAddress(address) ? { address, ...(name ? { displayName: name } : {}) } : null;
  }
  return isEmailAddress(entry) ? { address: entry } : null;
}

/** Splits on commas and semicolons outside quotes and angle brackets (`"Lee, Sam" <sam@x.com>` is one entry). */
function splitEntries(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (const ch of text) {
    if (ch === '"' && !angled) quoted = !quoted;
    else if (ch === '<' && !quoted) angled = true;
    else if (ch === '>' && !quoted) angled = false;
    if ((ch === ',' || ch === ';') && !quoted && !angled) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** Parses a typed list; empty is fine unless required; duplicates (case-insensitive) count once. */
export function parseAddressList(text: string, options: { max: number; required?: boolean }): AddressListResult {
  const entries = splitEntries(text).map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) return options.required ? { ok: false, error: { kind: 'required' } } : { ok: true, addresses: [] };
  const addresses: ParsedAddress[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) return { ok: false, error: { kind: 'invalid', entry } };
    const key = parsed.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(parsed);
  }
  if (addresses.length > options.max) return { ok: false, error: { kind: 'too-many', max: options.max } };
  return { ok: true, addresses };
}

/** How an address shows in a field the agent may edit: the name with the address, or the address alone. */
export function formatAddress(a: ParsedAddress): string {
  if (!a.displayName) return a.address;
  const name = /[,;<>"]/.test(a.displayName) ? `"${a.displayName.replace(/"/g, '')}"` : a.displayName;
  return `${name} <${a.address}>`;
}
