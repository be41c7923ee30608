import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS, iconFor, microphoneIcon } from '../../../src/shared/ui/common/icons';
import { iconData } from '../../../src/shared/ui/common/icons/icon-data';
import { extraIconData } from '../../../src/shared/ui/common/icons/extra-icons';

/** Every .ts/.tsx file under src, with its text. */
function sources(dir = 'src'): [string, string][] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(p) ? [[p, readFileSync(p, 'utf8')] as [string, string]] : [];
  });
}

/** The files allowed to name drawings: the map, the component that draws them, and the drawings themselves. */
const ICON_FILES = ['src/shared/ui/common/icons.ts', 'src/shared/ui/common/Icon.tsx', 'src/shared/ui/common/icons/icon-data.ts', 'src/shared/ui/common/icons/extra-icons.ts'];
const meanings = new Set(Object.keys(ICONS));
const glyphs = new Set([...Object.keys(iconData), ...Object.keys(extraIconData)]);

/** The string literals in the value of every icon prop (`icon=`, `iconEnd=`, `<Icon name=`, `icon:` in a menu item) of a file. */
function iconLiterals(text: string): string[] {
  const out: string[] = [];
  const code = text.replace(/^\s*(\/\/|\*).*$/gm, ''); // comments show examples, not uses
  for (const m of code.matchAll(/(?:\bicon(?:End)?\s*[=:]|<Icon\b[^>]*?\bname\s*=)\s*(\{[^}]*\}|'[^']*'|"[^"]*")/g)) {
    for (const lit of m[1]!.matchAll(/'([^']*)'|"([^"]*)"/g)) out.push(lit[1] ?? lit[2]!);
  }
  return out;
}

describe('one icon per meaning', () => {
  it('each meaning has its own drawing, and each drawing one meaning', () => {
    const byGlyph = new Map<string, string[]>();
    for (const [meaning, glyph] of Object.entries(ICONS)) byGlyph.set(glyph, [...(byGlyph.get(glyph) ?? []), meaning]);
    const shared = [...byGlyph].filter(([, ms]) => ms.length > 1);
    expect(shared, 'one drawing stands for several meanings').toEqual([]);
    for (const glyph of Object.values(ICONS)) expect(glyphs.has(glyph), `${glyph} is not bundled`).toBe(true);
  });

  it('a microphone toggle shows its state: crossed when muted', () => {
    expect(iconFor(microphoneIcon(true))).toBe('microphone-off');
    expect(iconFor(microphoneIcon(false))).toBe('microphone');
    expect(iconFor('quickConnects')).not.toBe(iconFor('join'));
  });

  it('nothing outside the map picks a drawing by name', () => {
    const offenders: string[] = [];
    for (const [file, text] of sources()) {
      if (ICON_FILES.includes(file.replaceAll('\\', '/'))) continue;
      if (/from '[^']*icons\/(icon-data|extra-icons)'/.test(text) || /\bGlyph\b/.test(text)) offenders.push(`${file}: reads the drawings`);
      for (const name of iconLiterals(text)) {
        // Other literals there are conditions (`direction === 'back'`); the types reject any name that is no meaning.
        if (glyphs.has(name) && !meanings.has(name)) offenders.push(`${file}: '${name}' names a drawing, not a meaning (add the meaning to icons.ts)`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the scan finds icon names where views put them', () => {
    expect(iconLiterals(`<Button icon="group" /> <Icon size="big" name={a ? 'pause' : 'share'} /> { id: 'x', icon: 'flag' }`)).toEqual(['group', 'pause', 'share', 'flag']);
  });
});
