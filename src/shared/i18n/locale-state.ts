import type { CcpModel, KeyValueStorage } from '../model';
import { computed, signal, type ReadonlySignal } from '../model/signals';
import { effectiveSetting } from '../rules/admin-settings';
import { chooseLocale, isLocale, type Locale } from './locales';

/** Where this browser keeps the language the agent picked. */
export const SELECTED_LANGUAGE_KEY = 'selectedLanguage';

export interface LocaleState {
  readonly locale: ReadonlySignal<Locale>;
  /** The agent picks a language on this browser; it wins over the agent's configured preference. */
  select(locale: Locale): void;
}

export function createLocaleState(model: CcpModel, storage: KeyValueStorage): LocaleState {
  const selected = signal<string | null>(storage.getItem(SELECTED_LANGUAGE_KEY));
  return {
    // The agent's pick on this browser, else their configured preference, under the administrator's default and lock.
    locale: computed(() => {
      const own = [selected.value, model.agent.configuration.value?.locale].map((l) => l?.replace('-', '_')).find(isLocale);
      return effectiveSetting(model.adminSettings, 'language', own, chooseLocale(null, null));
    }),
    select(locale) {
      storage.setItem(SELECTED_LANGUAGE_KEY, locale);
      selected.value = locale;
    },
  };
}
