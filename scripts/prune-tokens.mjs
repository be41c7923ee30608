// Design tokens the bundle does not use are left out of it. tokens.css holds every Cloudscape token (406, each in a
// light, a dark and a forced-dark block); the panel's styles use about a quarter. Every token declared is a custom
// property the browser parses and computes on the root at start-up, before the first style of the page: the unused
// ones were a quarter of the stylesheet (90 → 66 KB). Done while bundling, not in the generator, so a view that
// starts using another token has it without regenerating anything.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const DECLARATION = /^\s*(--[\w-]+)\s*:[^;]*;\s*$/;
const NAME = /--[\w-]+/g;

/**
 * tokens.css without the declarations of tokens that no source names (`--name` anywhere: a `var()`, a style object)
 * and no kept token's value refers to. Lines that declare nothing (selectors, comments, other properties) stay.
 */
export function pruneUnusedTokens(tokensCss, sources) {
  const used = new Set(sources.flatMap((text) => text.match(NAME) ?? []));
  const values = new Map();
  for (const line of tokensCss.split('\n')) {
    const name = DECLARATION.exec(line)?.[1];
    if (name) values.set(name, [...(values.get(name) ?? []), ...(line.slice(line.indexOf(':')).match(NAME) ?? [])]);
  }
  // A kept token's value may name others (var(--a) in --b): those are kept too, to any depth.
  const pending = [...used];
  while (pending.length) {
    for (const ref of values.get(pending.pop()) ?? []) {
      if (used.has(ref)) continue;
      used.add(ref);
      pending.push(ref);
    }
  }
  return tokensCss
    .split('\n')
    .filter((line) => {
      const name = DECLARATION.exec(line)?.[1];
      return !name || used.has(name);
    })
    .join('\n');
}

/** The text of every style and script source under `dir` (tokens.css itself left out), for pruneUnusedTokens. */
export async function sourceTexts(dir, skip) {
  const texts = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(css|tsx?|html)$/.test(entry.name)) continue;
    const path = resolve(join(entry.parentPath ?? entry.path, entry.name));
    if (path !== skip) texts.push(await readFile(path, 'utf8'));
  }
  return texts;
}

/** An esbuild plugin that bundles `tokensPath` pruned against every source under `srcDir`. */
export function pruneTokensPlugin(tokensPath, srcDir) {
  return {
    name: 'prune-unused-tokens',
    setup(b) {
      b.onLoad({ filter: /[\\/]theme[\\/]tokens\.css$/ }, async (args) => {
        if (!args.path.endsWith(tokensPath)) return undefined;
        const css = await readFile(args.path, 'utf8');
        return { contents: pruneUnusedTokens(css, await sourceTexts(resolve(srcDir), resolve(args.path))), loader: 'css' };
      });
    },
  };
}
