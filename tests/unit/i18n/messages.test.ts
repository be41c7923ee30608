import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../src/shared/i18n/load-messages';
import { DEFAULT_LOCALE, LOCALES, chooseLocale, isInstanceLocale, toLanguageTag, type Locale } from '../../../src/shared/i18n/locales';

/** A non-English locale with more than this share of messages byte-identical to English is treated as an untranslated copy. */
const MAX_IDENTICAL_TO_ENGLISH = 0.1;

const messagesDir = fileURLToPath(new URL('../../../src/shared/i18n/messages/', import.meta.url));

function readMessages(locale: Locale): Record<string, unknown> {
  const text = readFileSync(`${messagesDir}${locale}.json`, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${locale}.json is not a JSON object`);
  return parsed as Record<string, unknown>;
}

/**
 * The message's ICU arguments as sorted "name:kind" strings (kind: argument, number, date, time, select, plural,
 * tag), including those nested in plural/select branches and rich-text tags. Plural/select branch keys are not
 * compared: languages legitimately have different plural categories.
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (isArgumentElement(el)) found.add(`${el.value}:argument`);
      else if (isNumberElement(el)) found.add(`${el.value}:number`);
      else if (isDateElement(el)) found.add(`${el.value}:date`);
      else if (isTimeElement(el)) found.add(`${el.value}:time`);
      else if (isSelectElement(el) || isPluralElement(el)) {
        found.add(`${el.value}:${isPluralElement(el) ? 'plural' : 'select'}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (isTagElement(el)) {
        found.add(`${el.value}:tag`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const english = readMessages(DEFAULT_LOCALE);
const englishKeys = Object.keys(english);

describe('i18n: English source messages', () => {
  it('has messages', () => {
    expect(englishKeys.length).toBeGreaterThan(0);
  });
  it('are non-empty strings that parse as ICU messages', () => {
    for (const key of englishKeys) {
      const value = english[key];
      expect(typeof value, key).toBe('string');
      expect(value, key).not.toBe('');
      expect(() => placeholders(value as string), key).not.toThrow();
    }
  });
});

describe.each(LOCALES)('i18n: messages/%s.json', (locale) => {
  const messages = readMessages(locale);
  const keys = Object.keys(messages);

  it('has every en_US key', () => {
    expect(englishKeys.filter((k) => !(k in messages))).toEqual([]);
  });

  it('has no key that en_US lacks', () => {
    expect(keys.filter((k) => !(k in english))).toEqual([]);
  });

  it('keeps the keys in en_US order', () => {
    expect(keys.filter((k) => k in english)).toEqual(englishKeys.filter((k) => k in messages));
  });

  it('has only non-empty string messages', () => {
    const bad = keys.filter((k) => typeof messages[k] !== 'string' || (messages[k] as string).trim() === '');
    expect(bad).toEqual([]);
  });

  it('uses the same ICU placeholders as en_US in every message', () => {
    const mismatches: string[] = [];
    for (const key of englishKeys) {
      const value = messages[key];
      if (typeof value !== 'string') continue; // reported by the tests above
      let got: string[];
      try {
        got = placeholders(value);
      } catch (e) {
        mismatches.push(`${key}: does not parse (${(e as Error).message})`);
        continue;
      }
      const want = placeholders(english[key] as string);
      if (got.join() !== want.join()) mismatches.push(`${key}: has [${got.join(', ')}], en_US has [${want.join(', ')}]`);
    }
    expect(mismatches).toEqual([]);
  });


  it('is what loadMessages returns', async () => {
    expect(await loadMessages(locale)).toEqual(messages);
  });
});

// English is the source; every other language must really be translated.
describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('i18n: messages/%s.json is a translation', (locale) => {
  const messages = readMessages(locale);

  it(`is translated (at most ${MAX_IDENTICAL_TO_ENGLISH * 100}% of messages identical to English)`, () => {
    const identical = englishKeys.filter((k) => messages[k] === english[k]);
    const share = identical.length / englishKeys.length;
    expect(share, `${identical.length}/${englishKeys.length} identical to English: ${identical.join(', ')}`).toBeLessThanOrEqual(
      MAX_IDENTICAL_TO_ENGLISH,
    );
  });
});

describe('i18n: chooseLocale', () => {
  it('prefers the language stored on this browser over the agent preference', () => {
    expect(chooseLocale('fr_FR', 'de_DE')).toBe('fr_FR');
  });

  it('uses the agent preference when nothing is stored', () => {
    expect(chooseLocale(null, 'ja_JP')).toBe('ja_JP');
    expect(chooseLocale(undefined, 'ko_KR')).toBe('ko_KR');
    expect(chooseLocale('', 'pt_BR')).toBe('pt_BR');
  });

  it('skips an unknown stored language and uses the agent preference', () => {
    expect(chooseLocale('xx_XX', 'it_IT')).toBe('it_IT');
  });

  it('accepts the BCP 47 "de-DE" form', () => {
    expect(chooseLocale('de-DE', null)).toBe('de_DE');
    expect(chooseLocale(null, 'zh-TW')).toBe('zh_TW');
    expect(chooseLocale('es-ES', 'fr_FR')).toBe('es_ES');
  });

  it('falls back to en_US when neither is a known language', () => {
    expect(chooseLocale(null, null)).toBe('en_US');
    expect(chooseLocale(undefined, undefined)).toBe('en_US');
    expect(chooseLocale('klingon', 'xx-YY')).toBe('en_US');
    expect(chooseLocale('', '')).toBe('en_US');
  });

  it.each(LOCALES)('round-trips %s in both forms', (locale) => {
    expect(chooseLocale(locale, null)).toBe(locale);
    expect(chooseLocale(null, toLanguageTag(locale))).toBe(locale);
  });
});

describe('i18n: the languages the instance keeps as the agent preference', () => {
  // streams' own list (connect.isValidLocale): any other code makes setConfiguration fail with INVALID_LOCALE.
  const streamsSource = readFileSync(fileURLToPath(new URL('../../../node_modules/amazon-connect-streams/release/connect-streams.js', import.meta.url)), 'utf8');
  const isValidLocale = streamsSource.slice(streamsSource.indexOf('connect.isValidLocale = function'));
  const streamsLocales = new Set([...isValidLocale.slice(0, isValidLocale.indexOf('};')).matchAll(/id: '(\w+)'/g)].map((m) => m[1]));

  it('sends exactly the panel languages streams accepts, and keeps Indonesian in the browser', () => {
    expect(streamsLocales.size).toBeGreaterThan(5);
    for (const locale of LOCALES) expect(isInstanceLocale(locale), locale).toBe(streamsLocales.has(locale));
    expect(isInstanceLocale('id_ID')).toBe(false);
  });
});
