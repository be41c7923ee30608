import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider, createIntl, createIntlCache, type IntlConfig, type IntlShape } from 'react-intl';
import { isolatedValues } from './isolated-values';

/**
 * react-intl's provider with the panel's one rule for interpolated values (isolated-values.ts): every message
 * formatted below it, by <FormattedMessage> or intl.formatMessage, has its values isolated, so no message needs to
 * do it itself. Every React root of the panel formats through this provider (a unit test keeps it so).
 */
export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, defaultLocale, messages } = config;
  const cache = useMemo(() => createIntlCache(), []);
  const intl = useMemo(() => isolating(createIntl({ locale, defaultLocale, messages }, cache)), [locale, defaultLocale, messages, cache]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function isolating(intl: IntlShape): IntlShape {
  // formatMessage is overloaded (plain and rich values); both take the same three arguments.
  const format = intl.formatMessage as (descriptor: unknown, values?: Record<string, unknown>, opts?: unknown) => unknown;
  const formatMessage = ((descriptor: unknown, values?: Record<string, unknown>, opts?: unknown) => format(descriptor, isolatedValues(values), opts)) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}
