import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from '../../i18n/intl-provider';
import type { LocaleState } from '../../i18n/locale-state';
import { DEFAULT_LOCALE, toLanguageTag, type Locale } from '../../i18n/locales';
import { loadMessages, type Messages } from '../../i18n/load-messages';
import { useValue } from './use-value';

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocaleState(): LocaleState {
  const s = useContext(LocaleContext);
  if (!s) throw new Error('useLocaleState() outside <LocaleProvider>');
  return s;
}

/** Loads the chosen language's messages (a lazy chunk each) and keeps showing the last ones while it loads. */
export function LocaleProvider({ state, children }: { state: LocaleState; children: ReactNode }) {
  const locale = useValue(state.locale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(locale)
      .catch(() => loadMessages(DEFAULT_LOCALE))
      .then((messages) => {
        if (!live) return;
        setLoaded({ locale, messages });
        document.documentElement.lang = toLanguageTag(locale);
      });
    return () => {
      live = false;
    };
  }, [locale]);

  if (!loaded) return null;
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={toLanguageTag(loaded.locale)} defaultLocale="en-US" messages={loaded.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
