/**
 * Whether CSS from outside (a customer's email's style attribute) could make the browser fetch something.
 *
 * CSS lets a name be written with escapes (`u\72l(`, `\75 rl(`, `\000075\000072\00006c(`, `u\rl(`) and comments,
 * so a pattern tested on the raw text misses what the browser reads as `url(`. The text is decoded as the CSS
 * tokenizer decodes it (CSS Syntax §4.3.7) before it is judged; when in doubt it counts as fetching, since all
 * that costs is the style of one element.
 */

const FETCHING = /url\s*\(|image-set\s*\(|(?:^|[^a-z-])src\s*\(|@import|expression\s*\(|behavio(?:u)?r\s*:|-moz-binding|image\s*\(|cross-fade\s*\(|element\s*\(/;

/** CSS text with its comments removed and its escapes decoded, lower-cased. */
export function decodeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S])|$)/g, (_m, hex: string | undefined, newline: string | undefined, ch: string | undefined) => {
      if (hex !== undefined) {
        const cp = parseInt(hex, 16);
        return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(cp);
      }
      if (newline !== undefined) return '';
      return ch ?? '\uFFFD';
    })
    .replace(/\0/g, '\uFFFD')
    .toLowerCase();
}

/** True when the CSS could fetch something (url(), image-set(), src(), @import, and the old IE/Gecko ways). */
export function cssCanFetch(css: string): boolean {
  return FETCHING.test(decodeCss(css));
}
