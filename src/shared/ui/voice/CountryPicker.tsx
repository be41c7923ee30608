import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryList } from '../../rules/countries';

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
  return (
    <select aria-label={intl.formatMessage({ id: 'voice.country' })} value={value} onChange={(e) => onChange(e.target.value)}>
      {countries.map((c) => (
        <option key={c.value} value={c.value}>
          {`${c.name} (${c.code})`}
        </option>
      ))}
    </select>
  );
}

function safeName(names: Intl.DisplayNames | null, country: string): string {
  try {
    return names?.of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
