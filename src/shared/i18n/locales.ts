/** The panel's languages. id_ID is loadable too (the spec lists it for one part of the product). */
export const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'ja_JP', 'it_IT', 'ko_KR', 'pt_BR', 'zh_CN', 'zh_TW', 'id_ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';

/** Each language's name in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  ja_JP: '日本語',
  it_IT: 'Italiano',
  ko_KR: '한국어',
  pt_BR: 'Português (Brasil)',
  zh_CN: '中文(简体)',
  zh_TW: '中文(繁體)',
  id_ID: 'Bahasa Indonesia',
};

/**
 * The languages an Amazon Connect instance keeps as the agent's preference (streams' connect.isValidLocale; it
 * refuses any other with INVALID_LOCALE). The panel's other languages (id_ID) stay a choice of this browser.
 */
export const INSTANCE_LOCALES: readonly Locale[] = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'ja_JP', 'it_IT', 'ko_KR', 'pt_BR', 'zh_CN', 'zh_TW'];

/** Whether the instance accepts this language as the agent's preference, so Save may send it. */
export const isInstanceLocale = (locale: string) => (INSTANCE_LOCALES as readonly string[]).includes(locale);

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** BCP 47 tag for Intl and the html lang attribute: en_US -> en-US. */
export const toLanguageTag = (locale: Locale) => locale.replace('_', '-');

/**
 * The language to show: the one the agent picked on this browser, else the agent's configured preference,
 * else en_US. Amazon Connect stores preferences like "en_US"; accept "en-US" too.
 */
export function chooseLocale(stored: string | null | undefined, agentPreference: string | null | undefined): Locale {
  for (const candidate of [stored, agentPreference]) {
    const normal = candidate?.replace('-', '_');
    if (isLocale(normal)) return normal;
  }
  return DEFAULT_LOCALE;
}
