import { describe, expect, it } from 'vitest';
import { countryFlag, countryList, dialCodeOf, initialCountry, isDialableCountry } from '../../../src/shared/rules/countries';

describe('countries', () => {
  it('knows the special dial codes Ascension 247, Netherlands Antilles 599, Antarctica 672, Diego Garcia 246', () => {
    expect(dialCodeOf('ac')).toBe('247');
    expect(dialCodeOf('AN')).toBe('599');
    expect(dialCodeOf('aq')).toBe('672');
    expect(dialCodeOf('dg')).toBe('246');
    expect(dialCodeOf('gb')).toBe('44');
    expect(dialCodeOf('zz')).toBeNull();
  });
  it('the countries list holds only dialable countries with value, label key and dial code', () => {
    expect(countryList(['US', 'gb', 'us', 'zz', 'an'])).toEqual([
      { value: 'an', labelKey: 'voice.country.an', code: '+599' },
      { value: 'gb', labelKey: 'voice.country.gb', code: '+44' },
      { value: 'us', labelKey: 'voice.country.us', code: '+1' },
    ]);
  });
  it('only countries the agent may dial are valid, whatever the case', () => {
    expect(isDialableCountry('US', ['us'])).toBe(true);
    expect(isDialableCountry('ca', ['us'])).toBe(false);
    expect(isDialableCountry(null, ['us'])).toBe(false);
  });
  it('starts on the last used country, else US, else the first dialable one', () => {
    expect(initialCountry('GB', ['us', 'gb'])).toBe('gb');
    expect(initialCountry('fr', ['us', 'gb'])).toBe('us');
    expect(initialCountry(null, ['gb', 'de'])).toBe('gb');
    expect(initialCountry(null, [])).toBeNull();
  });
});

describe('country flags (§8)', () => {
  it('are the regional-indicator pair of a known country', () => {
    expect(countryFlag('us')).toBe('🇺🇸');
    expect(countryFlag('DE')).toBe('🇩🇪');
    expect(countryFlag('ac')).toBe('🇦🇨');
  });
  it('are empty for a code with no flag or no country', () => {
    expect(countryFlag('an')).toBeNull();
    expect(countryFlag('zz')).toBeNull();
    expect(countryFlag('usa')).toBeNull();
    expect(countryFlag('')).toBeNull();
  });
});
