import { describe, expect, it } from 'vitest';
import { cssCanFetch, decodeCss } from '../../../src/shared/security/css-fetch';

describe('decodeCss', () => {
  it('decodes hex escapes (with their optional space), plain escapes and comments as the CSS tokenizer does', () => {
    expect(decodeCss('u\\72l(')).toBe('url(');
    expect(decodeCss('\\75 rl(')).toBe('url(');
    expect(decodeCss('\\000075\\000072\\00006c(')).toBe('url(');
    expect(decodeCss('u\\r\\l(')).toBe('url(');
    expect(decodeCss('U\\52L(')).toBe('url(');
    expect(decodeCss('ur/* hidden */l(')).toBe('url(');
    expect(decodeCss('\\0 \\110000 \\d800 x')).toBe('\uFFFD\uFFFD\uFFFDx');
    expect(decodeCss('color: red')).toBe('color: red');
  });
});

describe('cssCanFetch', () => {
  const hostile = [
    'background-image: url(https://tracker.invalid/a.png)',
    'background: u\\72l(https://tracker.invalid/b.png)',
    'background: \\75rl(https://tracker.invalid/c.png)',
    'background: \\75 rl(https://tracker.invalid/d.png)',
    'background: \\000055\\000052\\00004C(https://tracker.invalid/e.png)',
    'background: u\\rl(https://tracker.invalid/f.png)',
    'background: URL(https://tracker.invalid/g.png)',
    'background: ur/**/l(https://tracker.invalid/h.png)',
    'background-image: -webkit-image-set(\\22https://tracker.invalid/i.png\\22 1x)',
    'background-image: image-set("https://tracker.invalid/j.png" 1x)',
    'list-style: \\69mage-set("https://tracker.invalid/k.png" 1x)',
    'background: src("https://tracker.invalid/l.png")',
    'width: expression(alert(1))',
    'behavior: url(x.htc)',
    '-moz-binding: url(x.xml#y)',
    'cursor: url(https://tracker.invalid/m.cur), auto',
    'background: u\\\nrl(https://tracker.invalid/n.png)',
  ];
  it.each(hostile)('catches %s', (css) => expect(cssCanFetch(css)).toBe(true));

  it('lets ordinary inline styles through', () => {
    for (const css of ['color: #333; font-weight: bold', 'margin: 0 auto; text-align: center', 'font-family: "Source Sans", Arial', 'background-color: rgb(255, 250, 240)', 'border: 1px solid \\23 ccc']) {
      expect(cssCanFetch(css)).toBe(false);
    }
  });
});
