import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales';

/** The catalogue as written (ICU strings); the build bundles it precompiled, as ASTs (scripts/precompile-messages.mjs). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** One lazily loaded chunk per language, so the panel downloads only the language it shows. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en_US: () => import('./messages/en_US.json'),
  de_DE: () => import('./messages/de_DE.json'),
  es_ES: () => import('./messages/es_ES.json'),
  fr_FR: () => import('./messages/fr_FR.json'),
  ja_JP: () => import('./messages/ja_JP.json'),
  it_IT: () => import('./messages/it_IT.json'),
  ko_KR: () => import('./messages/ko_KR.json'),
  pt_BR: () => import('./messages/pt_BR.json'),
  zh_CN: () => import('./messages/zh_CN.json'),
  zh_TW: () => import('./messages/zh_TW.json'),
  id_ID: () => import('./messages/id_ID.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
