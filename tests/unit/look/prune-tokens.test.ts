import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneUnusedTokens, sourceTexts } from '../../../scripts/prune-tokens.mjs';

const TOKENS = resolve('src/shared/ui/theme/tokens.css');

describe('unused design tokens are left out of the bundle', () => {
  it('keeps the tokens a source names and those their values name, in every block, and drops the rest', () => {
    const css = [':root {', '  color-scheme: light;', '  --a: 1px;', '  --b: var(--c);', '  --c: 2px;', '  --unused: 3px;', '}', '@media (prefers-color-scheme: dark) {', '  :root {', '    --a: 4px;', '    --unused: 5px;', '  }', '}'].join('\n');
    expect(pruneUnusedTokens(css, ['.x { margin: var(--a); }', "style={{ '--b': 1 }}"])).toBe(
      [':root {', '  color-scheme: light;', '  --a: 1px;', '  --b: var(--c);', '  --c: 2px;', '}', '@media (prefers-color-scheme: dark) {', '  :root {', '    --a: 4px;', '  }', '}'].join('\n'),
    );
  });

  it('every token the sources use is still declared once pruned, and the stylesheet is smaller', async () => {
    const css = readFileSync(TOKENS, 'utf8');
    const sources = await sourceTexts(resolve('src'), TOKENS);
    const pruned = pruneUnusedTokens(css, sources);
    const declared = (text: string) => new Set([...text.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]!));
    const before = declared(css);
    const after = declared(pruned);
    const named = new Set(sources.flatMap((text) => text.match(/--[\w-]+/g) ?? []));
    for (const name of named) if (before.has(name)) expect(after.has(name), name).toBe(true);
    expect(after.size).toBeLessThan(before.size);
    expect(pruned.length).toBeLessThan(css.length);
  });
});
