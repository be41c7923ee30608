import { describe, expect, it } from 'vitest';
import { shownFileName, withoutBidiControls } from '../../../src/shared/rules/bidi-names';

describe('withoutBidiControls', () => {
  it('takes out every bidi control: overrides, embeddings, isolates, marks and the Arabic letter mark', () => {
    expect(withoutBidiControls('Bob \u202Egnp.exe')).toBe('Bob gnp.exe');
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(withoutBidiControls(`A${controls}B`)).toBe('AB');
  });

  it('leaves right-to-left names, emoji sequences and ordinary names as they are', () => {
    for (const name of ['Pat Customer', 'محمد علي', 'שרה כהן', '👨\u200D👩\u200D👧 family', 'Zoë']) expect(withoutBidiControls(name)).toBe(name);
  });
});

describe('shownFileName', () => {
  it('shows an overridden name in its real order, with its real extension', () => {
    expect(shownFileName('invoice\u202Efdp.exe')).toEqual({ name: 'invoicefdp.exe', base: 'invoicefdp', extension: 'exe' });
    expect(shownFileName('report\u2067fdp.\u2069exe')).toEqual({ name: 'reportfdp.exe', base: 'reportfdp', extension: 'exe' });
  });

  it('takes out control characters that would mangle the saved name', () => {
    expect(shownFileName('a\u0000b\u001Fc\u0085.txt').name).toBe('abc.txt');
  });

  it('knows names without an extension, with a leading dot and with several dots', () => {
    expect(shownFileName('README')).toEqual({ name: 'README', base: 'README', extension: '' });
    expect(shownFileName('.profile')).toEqual({ name: '.profile', base: '.profile', extension: '' });
    expect(shownFileName('name.')).toEqual({ name: 'name.', base: 'name.', extension: '' });
    expect(shownFileName('photo.png.exe')).toEqual({ name: 'photo.png.exe', base: 'photo.png', extension: 'exe' });
    expect(shownFileName('تقرير.pdf')).toEqual({ name: 'تقرير.pdf', base: 'تقرير', extension: 'pdf' });
  });
});
