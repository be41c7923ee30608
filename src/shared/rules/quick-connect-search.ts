import type { QuickConnect } from '../domain/port-types';
import { isEmergencyNumber } from './emergency-numbers';
import { normalizeFullWidthDigits } from './full-width';
import { cleanPhoneInput, isValidE164, nationalNumberOf } from './phone-number';
import { isValidQuickConnect } from './quick-connects';

/** Conversational: any address type (transfers, conferences); non-conversational: phone numbers only (§5, §9). */
export type QuickConnectMode = 'conversational' | 'non_conversational';

/** 'This number is not in E.164 format' (the no-results panel, §5). */
export const QUICK_CONNECT_NOT_E164_KEY = 'voice.quickConnects.notE164';
/** 'No results found'. */
export const QUICK_CONNECT_NO_RESULTS_KEY = 'voice.quickConnects.noResults';

/** A query counts as a name search if, after stripping a leading +, its first character is not a digit (§5). */
export function isNameQuery(query: string): boolean {
  const first = normalizeFullWidthDigits(query.trim()).replace(/^\+/, '').charAt(0);
  return !/^\d$/.test(first);
}

/**
 * Whether one quick connect matches a query. Name queries match a case-insensitive substring of the name.
 * Number queries match a prefix of the phone number's digits: with a leading + against the full number
 * (country code included); without one, against the full number or the national number, so '206555',
 * '1206555' and '+1206555' all find +12065550100. Spaces, dashes, dots and brackets in the query are ignored.
 */
export function matchesQuickConnect(quickConnect: QuickConnect, query: string): boolean {
  const q = query.trim();
  if (q === '') return true;
  if (isNameQuery(q)) return quickConnect.name.toLocaleLowerCase().includes(q.toLocaleLowerCase());
  const phone = quickConnect.phoneNumber;
  if (!phone) return false;
  const typed = cleanPhoneInput(q);
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return false;
  if (phone.replace(/\D/g, '').startsWith(digits)) return true;
  return !typed.startsWith('+') && (nationalNumberOf(phone)?.startsWith(digits) ?? false);
}

/** The list to show: valid quick connects only, phone numbers only in non-conversational mode, then the query. */
export function searchQuickConnects(
  quickConnects: readonly QuickConnect[],
  query: string,
  mode: QuickConnectMode = 'conversational',
): QuickConnect[] {
  return quickConnects.filter(
    (q) =>
      isValidQuickConnect(q) &&
      (mode === 'conversational' || q.type === 'phone_number') &&
      matchesQuickConnect(q, query),
  );
}

export type NoResultsOutcome =
  /** Offer the typed number as an item to dial. `number` is the cleaned E.164 (or emergency) number. */
  | { kind: 'dial'; number: string; emergency: boolean }
  | { kind: 'message'; key: typeof QUICK_CONNECT_NOT_E164_KEY | typeof QUICK_CONNECT_NO_RESULTS_KEY };

/**
 * What the no-results panel shows when the search finds nothing (§5): the typed number as an item to dial if
 * it is a valid E.164 number, else 'This number is not in E.164 format' for a number query, else
 * 'No results found'. An emergency number (universal, or the given country's) is offered to dial too, so the
 * Call button's emergency rule can be reached from this panel.
 */
export function noResultsOutcome(query: string, country?: string | null): NoResultsOutcome {
  const q = query.trim();
  if (q === '' || isNameQuery(q)) return { kind: 'message', key: QUICK_CONNECT_NO_RESULTS_KEY };
  const number = cleanPhoneInput(q);
  if (isEmergencyNumber(number, country)) return { kind: 'dial', number, emergency: true };
  if (isValidE164(number)) return { kind: 'dial', number, emergency: false };
  return { kind: 'message', key: QUICK_CONNECT_NOT_E164_KEY };
}
