/**
 * The number Amazon Connect dials for what a client sent in an endpoint's `phoneNumber`. streams passes
 * `connect.Endpoint.byPhoneNumber(n)` through untouched (CreateOutboundContact, CreateAdditionalConnection), and
 * the service is lenient: the separators people write ("+1 (415) 555-0199") are dropped, and a number without a
 * country code is taken as North American, +1 put in front of it (amazon-connect-streams issue #586: 1123456789
 * was dialled as +11123456789). What is left must then be E.164 (or an emergency short code).
 */
export function dialledNumber(sent: string): string {
  const digits = sent.trim().replace(/[\s().\-/]/g, '');
  if (digits === '' || digits.startsWith('+') || EMERGENCY_SHORT_CODES.has(digits) || !/^\d+$/.test(digits)) return digits || sent;
  return `+1${digits}`;
}

/** Short emergency numbers that are dialled as they are. */
export const EMERGENCY_SHORT_CODES = new Set(['911', '933', '999', '995', '000', '112']);
