import { describe, expect, it } from 'vitest';
import { isEmergencyNumber, UNIVERSAL_EMERGENCY_NUMBERS } from '../../../src/shared/rules/emergency-numbers';

describe('emergency numbers', () => {
  it('accepts the universal list 911, 933, 999, 995 and 000 in any country', () => {
    expect(UNIVERSAL_EMERGENCY_NUMBERS).toEqual(['911', '933', '999', '995', '000']);
    for (const n of UNIVERSAL_EMERGENCY_NUMBERS) expect(isEmergencyNumber(n, null)).toBe(true);
    expect(isEmergencyNumber('000', 'us')).toBe(true);
  });
  it("accepts a country-specific number only for that country", () => {
    expect(isEmergencyNumber('112', 'DE')).toBe(true);
    expect(isEmergencyNumber('112', 'us')).toBe(false);
    expect(isEmergencyNumber('110', 'jp')).toBe(true);
    expect(isEmergencyNumber('111', 'nz')).toBe(true);
    expect(isEmergencyNumber('111', null)).toBe(false);
  });
  it('reads full-width numerals, spaces and dashes, but not a plus or other digits', () => {
    expect(isEmergencyNumber('９１１')).toBe(true);
    expect(isEmergencyNumber(' 9-1-1 ')).toBe(true);
    expect(isEmergencyNumber('+911')).toBe(false);
    expect(isEmergencyNumber('9110')).toBe(false);
    expect(isEmergencyNumber('')).toBe(false);
  });
});
