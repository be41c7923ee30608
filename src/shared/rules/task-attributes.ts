import { buildDialableNumber, cleanPhoneInput } from './phone-number';

export interface DialableAttribute {
  name: string;
  /** E.164. */
  number: string;
}

/**
 * The task's attributes that hold a number the agent may call (task §2: a dialable phone number in a task's
 * attributes switches to the softphone): an international number (starting with +) that is possible and whose
 * country the agent may dial. National or emergency numbers are left out: a task does not say which country they
 * belong to, and an emergency call is never started from a link.
 */
export function dialableAttributes(attributes: Readonly<Record<string, string>> | undefined, dialableCountries: readonly string[]): DialableAttribute[] {
  return Object.entries(attributes ?? {}).flatMap(([name, value]) => {
    if (typeof value !== 'string' || !cleanPhoneInput(value).startsWith('+')) return [];
    const r = buildDialableNumber({ country: null, typed: value, dialableCountries });
    return r.ok && !r.emergency ? [{ name, number: r.number }] : [];
  });
}

/**
 * An attribute's key as a label an agent reads: words split at '_', '-', '.' and lower-to-upper case changes, the
 * first capitalised ("phone" → "Phone", "customer_phone" → "Customer phone", "mobileNumber" → "Mobile number").
 * Keys are the flow's, in any language: only ASCII case changes split, and a key of no words stays as it is.
 */
export function attributeLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && /^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w));
  if (words.length === 0) return key;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
