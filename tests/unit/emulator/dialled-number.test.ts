import { describe, expect, it } from 'vitest';
import { dialledNumber } from '../../../emulator/centre/dialled-number.ts';

describe('the number Amazon Connect dials for what a client sent', () => {
  it('drops the separators people write', () => {
    expect(dialledNumber('+1 (415) 555-0199')).toBe('+14155550199');
    expect(dialledNumber(' +44 20 7946.0958 ')).toBe('+442079460958');
  });
  it('keeps E.164 and emergency short codes as they are', () => {
    expect(dialledNumber('+14155550199')).toBe('+14155550199');
    expect(dialledNumber('911')).toBe('911');
  });
  it('takes a number without a country code as North American (streams issue #586)', () => {
    expect(dialledNumber('(415) 555-0199')).toBe('+14155550199');
    expect(dialledNumber('1123456789')).toBe('+11123456789');
  });
  it('leaves what is not a number for the E.164 check to refuse', () => {
    expect(dialledNumber('call me')).toBe('callme');
    expect(dialledNumber('')).toBe('');
  });
});
