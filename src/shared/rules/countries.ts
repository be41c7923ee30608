// libphonenumber-js with its default "min" metadata: calling codes and country support need nothing more.
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';

/** Used when the agent has no stored last-used country that is still dialable (§5). */
export const DEFAULT_COUNTRY = 'us';

/**
 * Dial codes libphonenumber-js cannot give for a country code Amazon Connect may list (§5 special dial codes).
 * Netherlands Antilles (an), Antarctica (aq) and Diego Garcia (dg) are not regions in its metadata;
 * Ascension (ac) is, and is kept here so the spec's four special codes live in one place.
 */
export const SPECIAL_DIAL_CODES: Readonly<Record<string, string>> = {
  ac: '247',
  an: '599',
  aq: '672',
  dg: '246',
};

/** One entry of the country picker. `value` is the lower-case ISO 3166 alpha-2 code Amazon Connect uses. */
export interface Country {
  value: string;
  /** Message key for the country's name: 'voice.country.<value>'. */
  labelKey: string;
  /** The dial code with its plus, e.g. '+44'. */
  code: string;
}

/** Amazon Connect hands out dialable countries in either case ('us' or 'US'); the panel uses lower case. */
export function normalizeCountry(country: string): string {
  return country.trim().toLowerCase();
}

/**
 * The special dial code of a country, if it has one. Country codes come from outside (the agent's configuration,
 * storage): looked up with Object.hasOwn, so `__proto__` or `constructor` is just an unknown code.
 */
export function specialDialCode(country: string): string | undefined {
  const value = normalizeCountry(country);
  return Object.hasOwn(SPECIAL_DIAL_CODES, value) ? SPECIAL_DIAL_CODES[value] : undefined;
}

/** Only two-letter codes reach libphonenumber-js. */
const ISO_ALPHA2 = /^[a-z]{2}$/;

/** The calling code digits (no plus) of a country, or null for a code neither table knows. */
export function dialCodeOf(country: string): string | null {
  const value = normalizeCountry(country);
  const special = specialDialCode(value);
  if (special) return special;
  if (!ISO_ALPHA2.test(value)) return null;
  const upper = value.toUpperCase();
  return isSupportedCountry(upper) ? getCountryCallingCode(upper) : null;
}

/** Only countries the agent may dial are valid (§5). */
export function isDialableCountry(country: string | null | undefined, dialableCountries: readonly string[]): boolean {
  if (!country) return false;
  const value = normalizeCountry(country);
  return dialableCountries.some((c) => normalizeCountry(c) === value);
}

export function countryLabelKey(country: string): string {
  return `voice.country.${normalizeCountry(country)}`;
}

/**
 * The picker's countries: the agent's dialable countries that have a known dial code, without repeats,
 * ordered by code (views re-sort by the localised label). Unknown codes are dropped here; the caller may log them.
 */
export function countryList(dialableCountries: readonly string[]): Country[] {
  const byValue = new Map<string, Country>();
  for (const raw of dialableCountries) {
    const value = normalizeCountry(raw);
    const dial = dialCodeOf(value);
    if (dial && !byValue.has(value)) byValue.set(value, { value, labelKey: countryLabelKey(value), code: `+${dial}` });
  }
  return [...byValue.values()].sort((a, b) => a.value.localeCompare(b.value));
}

/**
 * The country the picker starts on: the stored last-used country if still dialable, else US if dialable,
 * else the first dialable country, else null (the agent may not dial anywhere).
 */
export function initialCountry(lastUsed: string | null | undefined, dialableCountries: readonly string[]): string | null {
  if (lastUsed && isDialableCountry(lastUsed, dialableCountries) && dialCodeOf(lastUsed) !== null) return normalizeCountry(lastUsed);
  if (isDialableCountry(DEFAULT_COUNTRY, dialableCountries)) return DEFAULT_COUNTRY;
  const first = dialableCountries.find((c) => dialCodeOf(c) !== null);
  return first ? normalizeCountry(first) : null;
}

/** Codes with a dial code but no flag of their own (Netherlands Antilles was dissolved; Unicode has no flag for it). */
const FLAGLESS: ReadonlySet<string> = new Set(['an']);

/**
 * A country's flag as its two regional-indicator letters (the emoji flag), or null when the country has none:
 * the picker then shows an empty flag and logs the miss (§8).
 */
export function countryFlag(country: string): string | null {
  const value = normalizeCountry(country);
  if (!ISO_ALPHA2.test(value) || FLAGLESS.has(value) || dialCodeOf(value) === null) return null;
  return String.fromCodePoint(...[...value.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
