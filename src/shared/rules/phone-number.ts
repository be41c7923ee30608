// Bundle size: the default "min" metadata (83 kB of JSON; about 120 kB minified with the parser) is enough
// here. It parses, finds the country and checks possible lengths and validity; "max" (157 kB of JSON) would
// only add number types (mobile, fixed line...) and stricter per-type validity, which the panel never asks for.
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, dialCodeOf, specialDialCode, isDialableCountry, normalizeCountry } from './countries';
import { isEmergencyNumber } from './emergency-numbers';
import { normalizeFullWidthDigits } from './full-width';

/** E.164: a plus, a non-zero first digit, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** A message the view localises: a key from the message catalogue and its parameters. */
export interface MessageRef {
  key: string;
  values?: Record<string, string>;
}

/** '{incorrectNumber} number is not in E.164 format' (§5). */
export const NOT_E164_MESSAGE_KEY = 'voice.numberNotE164';

export function notE164Message(incorrectNumber: string): MessageRef {
  return { key: NOT_E164_MESSAGE_KEY, values: { incorrectNumber } };
}

/**
 * What an agent types, ready to parse: full-width numerals (and the full-width plus U+FF0B) made ASCII;
 * spaces, dashes, dots and brackets dropped.
 */
export function cleanPhoneInput(text: string): string {
  return normalizeFullWidthDigits(text).replace(/\uFF0B/g, '+').replace(/[\s\-.()]/g, '');
}

/** The text (after cleaning) has E.164 shape; says nothing about whether the number exists. */
export function isE164Format(text: string): boolean {
  return E164_PATTERN.test(cleanPhoneInput(text));
}

function parseE164(text: string): PhoneNumber | undefined {
  const clean = cleanPhoneInput(text);
  return E164_PATTERN.test(clean) ? parsePhoneNumberFromString(clean) : undefined;
}

/** E.164 shape and a valid number by libphonenumber-js (right length and number range for its country). */
export function isValidE164(text: string): boolean {
  return parseE164(text)?.isValid() ?? false;
}

/** E.164 shape and a possible length for its calling code: the looser check the Call button uses (§5). */
export function isPossibleNumber(text: string): boolean {
  return parseE164(text)?.isPossible() ?? false;
}

export type DialableNumber =
  | { ok: true; /** E.164, or the bare digits of an emergency number. */ number: string; emergency: boolean }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'country_not_dialable'; country: string }
  | { ok: false; reason: 'not_e164'; message: MessageRef };

/** A number may be dialled if its country is dialable; numbers libphonenumber-js cannot place go by calling code. */
function numberIsDialable(phone: PhoneNumber, dialableCountries: readonly string[]): boolean {
  if (phone.country && isDialableCountry(phone.country, dialableCountries)) return true;
  return dialableCountries.some((c) => {
    const value = normalizeCountry(c);
    const unplaced = !phone.country || specialDialCode(value) !== undefined;
    return unplaced && dialCodeOf(value) === phone.countryCallingCode;
  });
}

/**
 * Builds the number to dial from the selected country (default US) and what the agent typed (§5).
 * - An emergency number (universal or the selected country's) is dialled as typed, whatever the country list.
 * - Text starting with + is taken as international and the country picker is ignored.
 * - Otherwise the text is a national number of the selected country, which must be dialable; the special
 *   dial codes (Ascension, Netherlands Antilles, Antarctica, Diego Garcia) are prefixed as they are.
 * The result must be a possible E.164 number whose country the agent may dial.
 */
export function buildDialableNumber(input: {
  country: string | null | undefined;
  typed: string;
  dialableCountries: readonly string[];
}): DialableNumber {
  const { typed, dialableCountries } = input;
  const clean = cleanPhoneInput(typed);
  if (clean === '') return { ok: false, reason: 'empty' };
  const country = normalizeCountry(input.country || DEFAULT_COUNTRY);
  if (isEmergencyNumber(clean, country)) return { ok: true, number: clean, emergency: true };

  const notE164: DialableNumber = { ok: false, reason: 'not_e164', message: notE164Message(typed.trim()) };
  let phone: PhoneNumber | undefined;
  if (clean.startsWith('+')) {
    phone = parseE164(clean);
  } else {
    const dial = dialCodeOf(country);
    if (!dial || !isDialableCountry(country, dialableCountries)) return { ok: false, reason: 'country_not_dialable', country };
    if (!/^\d+$/.test(clean) || !/^[a-z]{2}$/.test(country)) return notE164;
    phone =
      specialDialCode(country) !== undefined
        ? parseE164(`+${dial}${clean.replace(/^0+/, '')}`)
        : parsePhoneNumberFromString(clean, country.toUpperCase() as CountryCode);
  }
  if (!phone || !E164_PATTERN.test(phone.number) || !phone.isPossible()) return notE164;
  if (!numberIsDialable(phone, dialableCountries)) {
    return { ok: false, reason: 'country_not_dialable', country: phone.country?.toLowerCase() ?? country };
  }
  return { ok: true, number: phone.number, emergency: false };
}

/** The national significant number of an E.164 number (no plus, no calling code), or null if it does not parse. */
export function nationalNumberOf(e164: string): string | null {
  return parsePhoneNumberFromString(cleanPhoneInput(e164))?.nationalNumber ?? null;
}
