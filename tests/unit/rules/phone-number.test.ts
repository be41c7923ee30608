import { describe, expect, it } from 'vitest';
import {
  buildDialableNumber,
  cleanPhoneInput,
  isE164Format,
  isPossibleNumber,
  isValidE164,
  nationalNumberOf,
  notE164Message,
} from '../../../src/shared/rules/phone-number';

const dialable = ['us', 'GB', 'an', 'aq', 'dg'];

describe('E.164 validation', () => {
  it('needs a plus, a non-zero first digit and at most 15 digits', () => {
    expect(isE164Format('+14155550100')).toBe(true);
    expect(isE164Format('14155550100')).toBe(false);
    expect(isE164Format('+04155550100')).toBe(false);
    expect(isE164Format('+1234567890123456')).toBe(false);
  });
  it('ignores spaces, dashes, brackets and full-width numerals', () => {
    expect(cleanPhoneInput('+1 (415) 555-0100')).toBe('+14155550100');
    expect(isValidE164('＋１ ４１５ ５５５ ０１００')).toBe(true);
  });
  it('a valid number must exist in its country plan, a possible one only needs a possible length', () => {
    expect(isValidE164('+442079460958')).toBe(true);
    expect(isValidE164('+15555550100')).toBe(false);
    expect(isPossibleNumber('+15555550100')).toBe(true);
    expect(isPossibleNumber('+1555')).toBe(false);
    expect(isPossibleNumber('4155550100')).toBe(false);
  });
  it("gives the message key and value for '{incorrectNumber} number is not in E.164 format'", () => {
    expect(notE164Message('12ab')).toEqual({ key: 'voice.numberNotE164', values: { incorrectNumber: '12ab' } });
  });
  it('reads the national number of an E.164 number', () => {
    expect(nationalNumberOf('+442079460958')).toBe('2079460958');
    expect(nationalNumberOf('nonsense')).toBeNull();
  });
});

describe('building a dialable number from country and typed national number', () => {
  it('defaults to US and formats a national number as E.164', () => {
    expect(buildDialableNumber({ country: null, typed: '(415) 555-0100', dialableCountries: dialable })).toEqual({
      ok: true,
      number: '+14155550100',
      emergency: false,
    });
  });
  it('drops the national trunk prefix', () => {
    const r = buildDialableNumber({ country: 'gb', typed: '020 7946 0958', dialableCountries: dialable });
    expect(r).toEqual({ ok: true, number: '+442079460958', emergency: false });
  });
  it('takes text starting with + as international and ignores the picker', () => {
    const r = buildDialableNumber({ country: 'us', typed: '+44 20 7946 0958', dialableCountries: dialable });
    expect(r).toMatchObject({ ok: true, number: '+442079460958' });
  });
  it('only countries the agent may dial are valid', () => {
    expect(buildDialableNumber({ country: 'fr', typed: '0123456789', dialableCountries: dialable })).toEqual({
      ok: false,
      reason: 'country_not_dialable',
      country: 'fr',
    });
    expect(buildDialableNumber({ country: 'us', typed: '+33123456789', dialableCountries: dialable })).toMatchObject({
      ok: false,
      reason: 'country_not_dialable',
    });
  });
  it('uses the special dial codes for Netherlands Antilles, Antarctica and Diego Garcia', () => {
    expect(buildDialableNumber({ country: 'an', typed: '9 512 3456', dialableCountries: dialable })).toMatchObject({
      ok: true,
      number: '+59995123456',
    });
    expect(buildDialableNumber({ country: 'dg', typed: '3801234', dialableCountries: dialable })).toMatchObject({
      ok: true,
      number: '+2463801234',
    });
  });
  it('lets emergency numbers through as typed', () => {
    expect(buildDialableNumber({ country: 'gb', typed: '112', dialableCountries: [] })).toEqual({
      ok: true,
      number: '112',
      emergency: true,
    });
  });
  it('refuses an impossible number with the not-E.164 message', () => {
    expect(buildDialableNumber({ country: 'us', typed: ' 12ab ', dialableCountries: dialable })).toEqual({
      ok: false,
      reason: 'not_e164',
      message: { key: 'voice.numberNotE164', values: { incorrectNumber: '12ab' } },
    });
    expect(buildDialableNumber({ country: 'us', typed: '+1555', dialableCountries: dialable })).toMatchObject({
      reason: 'not_e164',
    });
  });
  it('reports an empty input', () => {
    expect(buildDialableNumber({ country: 'us', typed: '  ', dialableCountries: dialable })).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('country codes from outside are data, not object keys', () => {
  const hostile = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__PROTO__', 'prototype'];
  it('unknown for every rule, without an exception', async () => {
    const { dialCodeOf, countryList, initialCountry } = await import('../../../src/shared/rules/countries');
    const { isEmergencyNumber } = await import('../../../src/shared/rules/emergency-numbers');
    for (const code of hostile) {
      expect(dialCodeOf(code), code).toBeNull();
      expect(isEmergencyNumber('112', code), code).toBe(false);
      expect(buildDialableNumber({ country: code, typed: '2065550100', dialableCountries: [code, 'us'] }).ok, code).toBe(false);
      expect(buildDialableNumber({ country: code, typed: '+12065550100', dialableCountries: [code, 'us'] }), code).toEqual({ ok: true, number: '+12065550100', emergency: false });
    }
    expect(countryList([...hostile, 'us']).map((c) => c.value)).toEqual(['us']);
    expect(initialCountry('__proto__', [...hostile, 'gb'])).toBe('gb');
  });
});
