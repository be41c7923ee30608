import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { countryFlag, countryList } from '../../rules/countries';
import { FLAG_SVGS } from './flag-svgs';

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
  const flag = useFlag(value);
  // A country without a flag shows an empty one; the miss is logged (§8).
  useEffect(() => {
    if (flag === null) console.warn(`[ccp] no flag for country ${value}`);
  }, [flag, value]);
  return (
    <span className="country-picker">
      {flag ? (
        <img className="country-flag" src={flag} alt={intl.formatMessage({ id: 'voice.countryFlag' }, { country: safeName(names, value) })} />
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

/**
 * The flag of `country` as an SVG data URL (drawn the same on every desktop, unlike an emoji flag): '' while it
 * loads, null for a country without one. A data URL in an img: the package's SVG never becomes markup of the page.
 */
function useFlag(country: string): string | null {
  const code = country.trim().toUpperCase();
  const load = countryFlag(country) !== null && Object.hasOwn(FLAG_SVGS, code) ? FLAG_SVGS[code] : null;
  const [flag, setFlag] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (m) => live && setFlag({ code, url: `data:image/svg+xml,${encodeURIComponent(m.default)}` }),
      () => live && setFlag({ code, url: '' }),
    );
    return () => void (live = false);
  }, [load, code]);
  if (!load) return null;
  return flag?.code === code ? flag.url || null : '';
}

function safeName(names: Intl.DisplayNames | null, country: string): string {
  try {
    return names?.of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
