import { normalizeCountry } from './countries';
import { normalizeFullWidthDigits } from './full-width';

/** Numbers accepted as emergency numbers whatever the country (§5). 933 is the US 911 address-test line. */
export const UNIVERSAL_EMERGENCY_NUMBERS: readonly string[] = ['911', '933', '999', '995', '000'];

/**
 * Country-specific emergency numbers. libphonenumber-js ships no short-number (emergency) metadata, so this
 * small table covers the countries an agent is most likely allowed to dial (at least every country the
 * Connect Local emulator grants). Source: ITU-T E.164 national numbering plans as summarised in
 * Wikipedia "List of emergency telephone numbers" (checked 2025); general, police, fire and ambulance lines.
 * A country not listed still gets the universal list.
 */
export const EMERGENCY_NUMBERS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  us: ['911'],
  ca: ['911'],
  mx: ['911'],
  br: ['190', '192', '193'],
  gb: ['999', '112'],
  ie: ['999', '112'],
  de: ['112', '110'],
  fr: ['112', '15', '17', '18'],
  es: ['112', '091', '092'],
  it: ['112', '113', '115', '118'],
  nl: ['112'],
  jp: ['110', '119', '118'],
  kr: ['112', '119'],
  cn: ['110', '119', '120', '122'],
  tw: ['110', '119'],
  hk: ['999'],
  sg: ['999', '995'],
  id: ['112', '110', '113', '118', '119'],
  in: ['112', '100', '101', '102', '108'],
  au: ['000', '112', '106'],
  nz: ['111'],
  za: ['10111', '10177', '112'],
  ph: ['911'],
};

/** Digits only: full-width numerals read as ASCII, spaces and dashes ignored; anything else makes it not a short number. */
function shortNumberDigits(text: string): string | null {
  const digits = normalizeFullWidthDigits(text).replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * An emergency number is allowed for outbound dialling without E.164 formatting (§5): one of the universal
 * numbers, or one of the selected country's. A leading + means an international number, never an emergency one.
 */
export function isEmergencyNumber(text: string, country?: string | null): boolean {
  const digits = shortNumberDigits(text);
  if (digits === null) return false;
  if (UNIVERSAL_EMERGENCY_NUMBERS.includes(digits)) return true;
  const key = country ? normalizeCountry(country) : '';
  const local = Object.hasOwn(EMERGENCY_NUMBERS_BY_COUNTRY, key) ? EMERGENCY_NUMBERS_BY_COUNTRY[key] : undefined;
  return local?.includes(digits) ?? false;
}
