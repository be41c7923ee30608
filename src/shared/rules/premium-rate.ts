// The full metadata (number types) is large: this module is imported only where a number from outside the panel is
// checked (dial route, embedding API), in a chunk of its own.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Whether an E.164 number is a premium-rate one (libphonenumber's PREMIUM_RATE type); anything else is not. */
export function isPremiumRate(number: string): boolean {
  if (!number.startsWith('+')) return false;
  return parsePhoneNumberFromString(number)?.getType() === 'PREMIUM_RATE';
}
