import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph';

/**
 * The layers read domain ← rules ← model ← views, with the hosts (adapters) around them (docs/architecture.md):
 * no arrow points back up, and no folder of the panel or of Connect Local imports in a circle, so each can be
 * read from the top down. Type-only imports count: they tie the files together all the same.
 */

const root = resolve(import.meta.dirname, '../../..');
const { edges, packages } = importGraph(root, ['src', 'emulator']);

const HOSTS = ['src/standalone/', 'src/plugin/', 'src/screen-sharing/', 'src/shared/email-port/'];
const VIEWS = ['src/shared/ui/'];
const MODEL = ['src/shared/model/'];
const RULES = ['src/shared/rules/'];
/** Libraries of the views and of the hosts: below the views nothing knows React, the Amazon libraries or signals. */
const VIEW_AND_HOST_PACKAGES = /^(react|react-dom|react-intl|amazon-|@amazon-connect\/|@cloudscape-design\/|@preact\/signals-react)/;
const SIGNALS = /^@preact\/signals/;

interface Layer {
  folder: string;
  mayNotImport: string[];
  mayNotUse: RegExp[];
}

const LAYERS: Layer[] = [
  { folder: 'src/shared/domain/', mayNotImport: [...RULES, ...MODEL, ...VIEWS, ...HOSTS], mayNotUse: [VIEW_AND_HOST_PACKAGES, SIGNALS] },
  { folder: 'src/shared/rules/', mayNotImport: [...MODEL, ...VIEWS, ...HOSTS], mayNotUse: [VIEW_AND_HOST_PACKAGES, SIGNALS] },
  { folder: 'src/shared/model/', mayNotImport: [...VIEWS, ...HOSTS], mayNotUse: [VIEW_AND_HOST_PACKAGES] },
];

function upwardImports(): string[] {
  const found: string[] = [];
  for (const [file, deps] of edges) {
    for (const layer of LAYERS.filter((l) => file.startsWith(l.folder))) {
      for (const dep of deps) if (layer.mayNotImport.some((f) => dep.startsWith(f))) found.push(`${file} → ${dep}`);
      for (const name of packages.get(file) ?? []) if (layer.mayNotUse.some((p) => p.test(name))) found.push(`${file} → ${name}`);
    }
  }
  return found.sort();
}

describe('architecture', () => {
  it('reads the project: the graph has the panel and Connect Local in it', () => {
    expect(edges.get('src/shared/model/index.ts')?.length).toBeGreaterThan(5);
    expect(edges.has('emulator/server.ts')).toBe(true);
  });

  it('domain and rules import neither the model, the views nor a host; the model imports no view or host', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('has no import circle in src/ or emulator/', () => {
    expect(importCircles(edges)).toEqual([]);
  });

  it('finds a circle, type-only imports included', () => {
    const circles = importCircles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']], ['e.ts', ['e.ts']]]));
    expect(circles).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
