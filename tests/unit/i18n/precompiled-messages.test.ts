import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPluralElement, isNumberElement, isSelectElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, toLanguageTag, type Locale } from '../../../src/shared/i18n/locales';
import { precompiledMessagesPlugin } from '../../../scripts/precompile-messages.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const messagesDir = 'src/shared/i18n/messages';
const catalogue = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(join(root, messagesDir, `${locale}.json`), 'utf8'));

/** Values for every argument a message names, nested ones included: a count for plurals and numbers, else text. */
function valuesFor(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (!('value' in el) || el.type === 0) continue;
      values[el.value as string] = isPluralElement(el) || isNumberElement(el) ? 3 : isSelectElement(el) ? 'other' : `«${el.value}»`;
      if (isPluralElement(el) || isSelectElement(el)) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return values;
}

/** A catalogue's name, or messages of its own; what was shown and the errors react-intl reported. */
type Format = (messages: Locale | Record<string, string>, tag: string, id: string, values?: Record<string, unknown>) => { shown: string; errors: string[] };

// The panel's catalogues and react-intl bundled as build.mjs bundles the panel, run here as the page runs them.
let dir = '';
let format: Format;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompiled-'));
  const imports = LOCALES.map((l) => `import ${l} from './${messagesDir}/${l}.json';`).join('\n');
  await build({
    stdin: {
      contents: `${imports}
import { createIntl } from 'react-intl';
const catalogues = { ${LOCALES.join(', ')} };
export function format(messages, tag, id, values) {
  const errors = [];
  const intl = createIntl({ locale: tag, defaultLocale: 'en-US', messages: catalogues[messages] ?? messages, onError: (e) => errors.push(String(e)) });
  return { shown: intl.formatMessage({ id }, values), errors };
}`,
      resolveDir: root,
      sourcefile: 'entry.js',
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: join(dir, 'bundle.mjs'),
    plugins: [precompiledMessagesPlugin(messagesDir)],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  ({ format } = await import(pathToFileURL(join(dir, 'bundle.mjs')).href));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('i18n: the bundled catalogues are precompiled and the bundle has no ICU parser', () => {
  it.each(LOCALES)('every %s message shows as its source text formats, with its arguments', (locale) => {
    const source = catalogue(locale);
    const withParser = createIntl({ locale: toLanguageTag(locale), defaultLocale: 'en-US', messages: source, onError: (e) => { throw e; } });
    const differ: string[] = [];
    for (const [id, text] of Object.entries(source)) {
      const values = valuesFor(text);
      const want = withParser.formatMessage({ id }, values);
      const got = format(locale, toLanguageTag(locale), id, values);
      if (got.shown !== want || got.errors.length) differ.push(`${id}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    }
    expect(differ).toEqual([]);
  });

  it('a key no catalogue has still shows its id', () => {
    const { shown, errors } = format('de_DE', 'de-DE', 'no.such.key');
    expect(shown).toBe('no.such.key');
    expect(errors.join('\n')).toMatch(/Missing message/);
  });

  it('a message that is not precompiled cannot be formatted (no parser is bundled): messages come from the catalogue only', () => {
    const { shown, errors } = format({ text: '{n} waiting' }, 'en-US', 'text', { n: 1 });
    expect(shown).toBe('{n} waiting');
    expect(errors.join('\n')).toMatch(/without parser/);
  });

  // What the parser's absence asks of the code: a default message (react-intl formats it when a catalogue lacks the
  // key) would show raw on screen, so the panel names keys only.
  it('no source of the panel gives a defaultMessage: every text it formats is in the catalogue', () => {
    const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const offenders = sources.filter((f) => /\bdefaultMessage\b/.test(readFileSync(join(root, 'src', f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
