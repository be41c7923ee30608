import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../src/shared/i18n/intl-provider';
import { isolatedValue, isolatedValues } from '../../../src/shared/i18n/isolated-values';
import en from '../../../src/shared/i18n/messages/en_US.json';

const RLO = '\u202E';
const FSI = '\u2068';
const PDI = '\u2069';
const OWN_WORDS = ["The link's number", 'is not a phone number. Nothing was dialled.'] as const;

function Formatted({ number }: { number: string }) {
  const intl = useIntl();
  return <span title={intl.formatMessage({ id: 'alert.crm_dial_malformed' }, { number })} />;
}

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={en}>
      {node}
    </IntlProvider>,
  );
}

describe('values in the panel’s sentences (one rule in the i18n layer)', () => {
  it('a right-to-left override in a link’s number cannot turn the warning’s own words backwards', () => {
    const html = render(<FormattedMessage id="alert.crm_dial_malformed" values={{ number: `911${RLO}tsurt` }} />);
    // No override is left to act on the words after the value: they read as written.
    expect(html).not.toContain(RLO);
    expect(html).toBe(`${OWN_WORDS[0].replace("'", '&#x27;')} 911tsurt ${OWN_WORDS[1]}`);
  });

  it('intl.formatMessage (titles, labels, announcements) follows the same rule', () => {
    const html = render(<Formatted number={`${RLO}119`} />);
    expect(html).toBe(`<span title="${OWN_WORDS[0].replace("'", '&#x27;')} 119 ${OWN_WORDS[1]}"></span>`);
  });

  it('a right-to-left value is isolated as one unit, and a stray isolate end cannot close the isolate early', () => {
    expect(isolatedValue('علي')).toBe(`${FSI}علي${PDI}`);
    expect(isolatedValue(`${PDI}${RLO}שלום 12`)).toBe(`${FSI}שלום 12${PDI}`);
    const html = render(<FormattedMessage id="alert.crm_dial_malformed" values={{ number: `${PDI}${RLO}שלום` }} />);
    expect(html).toBe(`${OWN_WORDS[0].replace("'", '&#x27;')} ${FSI}שלום${PDI} ${OWN_WORDS[1]}`);
  });

  it('left-to-right values, numbers and rich values pass as they are', () => {
    const bold = <b>x</b>;
    const values = { name: 'Lee', count: 3, rich: bold };
    expect(isolatedValues(values)).toBe(values);
    expect(isolatedValues({ name: `Lee${RLO}`, count: 3, rich: bold })).toEqual({ name: 'Lee', count: 3, rich: bold });
    expect(isolatedValues(undefined)).toBeUndefined();
  });

  it('every React root formats through the isolating provider: no other source takes react-intl’s own', () => {
    const root = resolve(import.meta.dirname, '../../../src');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.tsx?$/.test(n) ? [join(dir, n)] : []));
    const own = files(root).filter((f) => !f.endsWith(join('i18n', 'intl-provider.tsx')) && /import\s*{[^}]*\b(IntlProvider|RawIntlProvider|createIntl)\b[^}]*}\s*from\s*'react-intl'/.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });
});
