import type { CcpModel, KeyValueStorage } from '../model';
import { computed, signal, type ReadonlySignal } from '../model/signals';
import { chooseLocale, type Locale } from './locales';

const KEY = 'selectedLanguage';

export interface LocaleState {
  readonly locale: ReadonlySignal<Locale>;
  /** The agent picks a language on this browser; it wins over the agent's configured preference. */
  select(locale: Locale): void;
}

export function createLocaleState(model: CcpModel, storage: KeyValueStorage): LocaleState {
  const selected = signal<string | null>(storage.getItem(KEY));
  return {
    locale: computed(() => chooseLocale(selected.value, model.agent.configuration.value?.locale)),
    select(locale) {
      storage.setItem(KEY, locale);
      selected.value = locale;
    },
  };
}
