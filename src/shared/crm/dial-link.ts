/**
 * The number in a click-to-dial link: `…/dial?number=+1 206 555 0100` or, through the browser's tel: handler,
 * `…/dial?number=tel%3A%2B1-206-555-0100`. The tel: prefix, RFC 3966's visual separators and its parameters
 * (;ext=, ;phone-context=) are dropped; anything else but digits, +, * and # makes it malformed (null): a link
 * cannot smuggle letters or a second number into the pad.
 */
export const MAX_DIAL_LINK_LENGTH = 64;

export function numberFromDialLink(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_DIAL_LINK_LENGTH) return null;
  const number = raw.trim().replace(/^tel:/i, '').split(';')[0]!.replace(/[\s\-.()]/g, '');
  return /^\+?[0-9*#]{1,20}$/.test(number) ? number : null;
}
