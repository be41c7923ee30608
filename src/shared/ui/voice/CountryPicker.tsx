import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryFlag, countryList } from '../../rules/countries';

/** The countries the agent may dial, named in the panel's language, with their dial codes. */
export function CountryPicker({ value, dialable, onChange }: { value: string; dialable: readonly string[]; onChange: (country: string) => void }) {
  const intl = useIntl();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  // Sorted by the name the agent reads, in the panel's language, not by ISO code.
  const countries = useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return countryList(dialable)
      .map((c) => ({ ...c, name: safeName(names, c.value) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [dialable, names, intl.locale]);
  const flag = countryFlag(value);
  // A country without a flag shows an empty one; the miss is logged (§8).
  useEffect(() => {
    if (flag === null) console.warn(`[ccp] no flag for country ${value}`);
  }, [flag, value]);
  return (
    <span className="country-picker">
      {flag !== null ? (
        <span role="img" className="country-flag" aria-label={intl.formatMessage({ id: 'voice.countryFlag' }, { country: safeName(names, value) })}>
          {flag}
        </span>
      ) : (
        <span className="country-flag country-flag-empty" aria-hidden="true" />
      )}
      <select aria-label={intl.formatMessage({ id: 'voice.country' })} value={value} onChange={(e) => onChange(e.target.value)}>
        {countries.map((c) => (
          <option key={c.value} value={c.value}>
            {`${c.name} (${c.code})`}
          </option>
        ))}
      </select>
    </span>
  );
}

function safeName(names: Intl.DisplayNames | null, country: string): string {
  try {
    return names?.of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
