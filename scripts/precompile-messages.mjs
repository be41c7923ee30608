// The panel's messages are bundled as formatjs ASTs, parsed here at build time, and the bundle carries no ICU
// parser. react-intl parses a string message the first time it formats it, and the first render formats dozens;
// an AST is formatted as it is (a message of plain text is returned as it stands). Without the parser (27 KB of the
// start-up code) a string message would throw, so every message the panel formats must come from the catalogue:
// no `defaultMessage`, no `formatMessage` of other text (a missing key still shows its id, as before).
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue (key → ICU message) as key → AST, parsed as intl-messageformat parses at run time (its defaults; the
 * locale only matters to date skeletons, which the catalogue has none of). A message that does not parse fails the
 * build, naming its key.
 */
export function precompileMessages(catalogue, file = 'messages') {
  const compiled = {};
  for (const [key, message] of Object.entries(catalogue)) {
    try {
      compiled[key] = parse(message);
    } catch (e) {
      throw new Error(`${file}: message ${key} does not parse: ${e.message}`);
    }
  }
  return compiled;
}

const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * An esbuild plugin: each catalogue under `messagesDir` is bundled precompiled (as a JSON.parse of one string,
 * which V8 reads faster than an object literal), and the ICU parser's imports resolve to its `no-parser` entry,
 * which formatjs ships for this (the element types and guards, and a parse that throws).
 */
export function precompiledMessagesPlugin(messagesDir) {
  const catalogue = new RegExp(`${messagesDir.replace(/[/\\]/g, '[\\\\/]')}[\\\\/][A-Za-z_]+\\.json$`);
  return {
    name: 'precompiled-messages',
    setup(b) {
      b.onLoad({ filter: catalogue }, async (args) => {
        const compiled = precompileMessages(JSON.parse(await readFile(args.path, 'utf8')), args.path);
        return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, loader: 'js' };
      });
      // Each importer gets the no-parser entry of the parser version it would have had.
      b.onResolve({ filter: new RegExp(`^${PARSER}$`) }, (args) => {
        const main = createRequire(join(args.resolveDir, 'importer.js')).resolve(PARSER);
        return { path: join(dirname(main), 'no-parser.js') };
      });
    },
  };
}
