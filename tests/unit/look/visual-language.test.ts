import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types
import { ICONS, outputs, tokenCss } from '../../../scripts/generate-look.mjs';
import { iconData } from '../../../src/shared/ui/common/icons/icon-data';
import { memoryStorage } from '../../../src/shared/model';
import { readThemeChoice, THEME_STORAGE_KEY } from '../../../src/shared/ui/theme/theme';

/** The value of a custom property in one block of tokens.css ('light' = :root, 'dark' = :root[data-theme="dark"]). */
function token(css: string, mode: 'light' | 'dark', name: string): string {
  const start = mode === 'light' ? css.indexOf(':root {') : css.indexOf(':root[data-theme="dark"] {');
  const block = css.slice(start, css.indexOf('\n}', start));
  const m = new RegExp(`--${name}: ([^;]+);`).exec(block) ?? new RegExp(`--${name}: ([^;]+);`).exec(css.slice(css.indexOf(':root {')));
  if (!m) throw new Error(`no token ${name}`);
  return m[1]!.trim();
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('visual language', () => {
  it('the committed tokens and icons are what the generator makes from the installed Cloudscape packages', () => {
    for (const [file, make] of Object.entries(outputs as Record<string, () => string>)) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run generate:look`).toBe(make());
    }
  });

  it('bundles exactly the listed icons, each with at least one shape', () => {
    expect(Object.keys(iconData).sort()).toEqual([...(ICONS as string[])].sort());
    for (const shapes of Object.values(iconData)) expect(shapes.length).toBeGreaterThan(0);
  });

  it('has a dark value for every colour that differs, applied for the system preference and for the choice', () => {
    const css = tokenCss() as string;
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    expect(css).toContain(':root:not([data-theme="light"])');
    expect(token(css, 'light', 'color-background-layout-main')).toBe('#ffffff');
    expect(token(css, 'dark', 'color-background-layout-main')).not.toBe('#ffffff');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`${mode}: focus ring and status colours are at least 3:1 against the background, body text 4.5:1`, () => {
      const css = tokenCss() as string;
      const bg = token(css, mode, 'color-background-layout-main');
      // Non-text contrast (WCAG 1.4.11): the focus ring on every surface it can be drawn on, and the boundaries of
      // fields, selects, checkboxes and radios.
      for (const surface of ['layout-main', 'container-content', 'container-header', 'dropdown-item-default', 'status-info', 'status-error']) {
        expect(contrast(token(css, mode, 'color-border-item-focused'), token(css, mode, `color-background-${surface}`)), `focus ring on ${surface}`).toBeGreaterThanOrEqual(3);
      }
      for (const boundary of ['color-border-input-default', 'color-border-control-default', 'color-background-control-checked']) {
        expect(contrast(token(css, mode, boundary), bg), boundary).toBeGreaterThanOrEqual(3);
      }
      for (const status of ['success', 'error', 'info', 'inactive']) {
        expect(contrast(token(css, mode, `color-text-status-${status}`), bg), status).toBeGreaterThanOrEqual(3);
      }
      expect(contrast(token(css, mode, 'color-text-body-default'), bg)).toBeGreaterThanOrEqual(4.5);
      // The danger button (semantic.css): the red badge's text on its fill, AA as text, and the fill 3:1 against the
      // background so that it reads as the strongest button (dark mode's pale status red did not).
      expect(contrast(token(css, mode, 'color-text-badge-red'), token(css, mode, 'color-background-badge-red'))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token(css, mode, 'color-background-badge-red'), bg)).toBeGreaterThanOrEqual(3);
    });
  }

  it('reads the theme choice, falling back to the system for anything else', () => {
    expect(readThemeChoice(memoryStorage())).toBe('system');
    expect(readThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('system');
  });
});
