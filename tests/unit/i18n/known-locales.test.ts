import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { withKnownLocales } from '../../../src/shared/i18n/intl-provider';

describe('the locale check at createIntl is answered from the panel\'s languages (issue 43, start-up)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not ask the browser about a shipped language, and formats in it', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const intl = withKnownLocales(() => createIntl({ locale: 'de-DE', defaultLocale: 'en-US', messages: { hi: 'Hallo {n, plural, one {# Anruf} other {# Anrufe}}' } }));
    expect(asked).not.toHaveBeenCalled();
    expect(intl.formatMessage({ id: 'hi' }, { n: 2 })).toBe('Hallo 2 Anrufe');
  });

  it('still asks the browser about any other language, and puts the browser\'s answer back afterwards', () => {
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const spied = Intl.NumberFormat.supportedLocalesOf;
    withKnownLocales(() => Intl.NumberFormat.supportedLocalesOf('nl-NL'));
    expect(asked).toHaveBeenCalledWith('nl-NL');
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(spied);
    expect(Intl.DateTimeFormat.supportedLocalesOf).toBe(original);
  });

  it('puts the browser\'s answer back when createIntl throws', () => {
    const original = Intl.NumberFormat.supportedLocalesOf;
    expect(() => withKnownLocales(() => { throw new Error('no'); })).toThrow('no');
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(original);
  });
});
