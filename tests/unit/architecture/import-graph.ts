import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph, as TypeScript's pre-processor reads it: static, type-only, re-exports and dynamic
 * `import()` alike (a type-only import is still an arrow between layers), comments and strings ignored.
 */

export interface ImportGraph {
  /** Project files (paths relative to the root, `/`-separated) and the project files each imports. */
  edges: Map<string, string[]>;
  /** Package (bare) specifiers each file imports. */
  packages: Map<string, string[]>;
}

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: as written (`./x.ts`), with an extension added, or a folder's index. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const edges = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const rel = (p: string) => relative(root, p).split('\\').join('/');
  for (const file of folders.flatMap((f) => sourceFiles(join(root, f)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const local: string[] = [];
    const bare: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) {
        bare.push(fileName);
        continue;
      }
      const target = resolveRelative(file, fileName);
      if (target) local.push(rel(target));
    }
    edges.set(rel(file), [...new Set(local)]);
    packages.set(rel(file), [...new Set(bare)]);
  }
  return { edges, packages };
}

/** Every import circle: the strongly connected groups of more than one file (or a file importing itself), sorted. */
export function importCircles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; i: number }[] = [{ file: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const deps = edges.get(top.file) ?? [];
      if (top.i < deps.length) {
        const dep = deps[top.i++]!;
        if (!index.has(dep)) {
          index.set(dep, next);
          low.set(dep, next++);
          stack.push(dep);
          onStack.add(dep);
          work.push({ file: dep, i: 0 });
        } else if (onStack.has(dep)) low.set(top.file, Math.min(low.get(top.file)!, index.get(dep)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let f: string;
      do {
        f = stack.pop()!;
        onStack.delete(f);
        group.push(f);
      } while (f !== top.file);
      if (group.length > 1 || deps.includes(top.file)) circles.push(group.sort());
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
