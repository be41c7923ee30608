import type { QuickConnect } from '../domain/port-types';
import { isEmergencyNumber } from './emergency-numbers';
import { isPossibleNumber } from './phone-number';

/** An address the Call button can dial: a phone-number address holding an emergency number or a possible number. */
export function isCallableAddress(
  address: Pick<QuickConnect, 'type' | 'phoneNumber'> | null | undefined,
  country?: string | null,
): boolean {
  if (!address || address.type !== 'phone_number' || !address.phoneNumber) return false;
  return isEmergencyNumber(address.phoneNumber, country) || isPossibleNumber(address.phoneNumber);
}

/**
 * The quick connects panel's Call button (§5): disabled unless the selected quick connect, or else the typed
 * number, is a phone-number address with a valid emergency number or a possible number. A selected quick
 * connect takes precedence over the typed text, as it is what the button dials. Without the outbound call
 * permission the button is never enabled.
 */
export function isCallButtonEnabled(input: {
  selected: QuickConnect | null | undefined;
  typedNumber?: string | null;
  /** The agent's selected country, for country-specific emergency numbers. */
  country?: string | null;
  canCallOutbound?: boolean;
}): boolean {
  if (input.canCallOutbound === false) return false;
  if (input.selected) return isCallableAddress(input.selected, input.country);
  const typed = input.typedNumber?.trim();
  return typed ? isCallableAddress({ type: 'phone_number', phoneNumber: typed }, input.country) : false;
}

/** With exactly one quick connect in the list it is selected without a click (§5). */
export function autoSelectedQuickConnect<T>(list: readonly T[]): T | null {
  return list.length === 1 ? list[0]! : null;
}
