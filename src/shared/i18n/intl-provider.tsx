import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';
import { isolatedValues } from './isolated-values';
import { isLocale } from './locales';

/**
 * react-intl's provider with the panel's one rule for interpolated values (isolated-values.ts): every message
 * formatted below it, by <FormattedMessage> or intl.formatMessage, has its values isolated, so no message needs to
 * do it itself. Every React root of the panel formats through this provider (a unit test keeps it so).
 */
export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, defaultLocale, messages } = config;
  const cache = useMemo(() => createIntlCache(), []);
  const intl = useMemo(() => isolating(withKnownLocales(() => createIntl({ locale, defaultLocale, messages }, cache))), [locale, defaultLocale, messages, cache]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * createIntl first asks Intl.NumberFormat and Intl.DateTimeFormat.supportedLocalesOf whether the browser has the
 * locale's data (it only logs when not). The first Intl call in a page has V8 list every locale ICU holds: 45–120 ms
 * of the main thread in Chromium (measured), before a first screen that formats nothing through Intl (issue 43,
 * start-up). The panel's languages are all in the ICU data of every browser it supports, so while createIntl runs,
 * and only then, the question is answered from that list; any other locale still goes to the browser. Intl's set-up
 * is then paid once the panel is shown, when idle (warmIntl).
 */
export function withKnownLocales<T>(create: () => T): T {
  const services = [Intl.NumberFormat, Intl.DateTimeFormat] as { supportedLocalesOf(l: string | string[]): string[] }[];
  const originals = services.map((s) => s.supportedLocalesOf);
  services.forEach((s, i) => {
    s.supportedLocalesOf = (requested) => {
      const list = typeof requested === 'string' ? [requested] : requested;
      return list.every(isShippedLanguageTag) ? [...list] : originals[i]!.call(s, requested);
    };
  });
  try {
    return create();
  } finally {
    services.forEach((s, i) => (s.supportedLocalesOf = originals[i]!));
  }
}

const isShippedLanguageTag = (tag: string) => isLocale(tag.replace('-', '_'));

/** Sets up the browser's Intl for the locale (the cost withKnownLocales kept out of start-up), so a first offer does not pay it. */
export function warmIntl(locale: string) {
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale).format(0);
}

function isolating(intl: IntlShape): IntlShape {
  // formatMessage is overloaded (plain and rich values); both take the same three arguments.
  const format = intl.formatMessage as (descriptor: unknown, values?: Record<string, unknown>, opts?: unknown) => unknown;
  const formatMessage = ((descriptor: unknown, values?: Record<string, unknown>, opts?: unknown) => format(descriptor, isolatedValues(values), opts)) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}
