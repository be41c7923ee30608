import type { CcpModel, KeyValueStorage } from '../model';
import { computed, signal, type ReadonlySignal } from '../model/signals';
import { chooseLocale, type Locale } from './locales';

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
    locale: computed(() => chooseLocale(selected.value, model.agent.configuration.value?.locale)),
    select(locale) {
      storage.setItem(SELECTED_LANGUAGE_KEY, locale);
      selected.value = locale;
    },
  };
}
