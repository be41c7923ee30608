// Builds every entry with esbuild: the panel's two hosts (ES modules, code splitting, minified) and
// Connect Local's own pages. Writes a metafile per target and prints each entry's size, raw and gzip.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pruneTokensPlugin } from './scripts/prune-tokens.mjs';
import { precompiledMessagesPlugin } from './scripts/precompile-messages.mjs';
import { configure } from './deploy/configure.mjs';

const dev = process.argv.includes('--dev');
/** Stands for the list of panel.js's files in main.js until the bundle names them (see listPanelFiles). */
const PANEL_FILES_MARK = JSON.stringify('@@panel-files@@');
/** The same for early-start.js: main.js's files (panel.js's would be compiled on the main thread before streams ran). */
const START_FILES_MARK = JSON.stringify('@@start-files@@');
const out = 'dist';
/** The styles of the views start-up does not show, beside main.css, loaded with their chunk (splitStylesheet). */
const LATER_VIEWS_STYLESHEET = 'later-views.css';
/** The release (package.json's version): src/shared/version.ts shows it in Settings and writes it into the logs. */
const version = JSON.parse(await readFile('package.json', 'utf8')).version;

/** Panel entries: only those that exist are built, so an entry can land with its own issue. */
const panelTargets = [
  // The standalone page loads streams as a classic script, as a bare streams page does, taskjs as a deferred one,
  // and a small async main.js that fetches the configuration and the panel (panel.js, with all the styles)
  // meanwhile and calls initCCP once streams has run: see src/standalone/main.tsx. chatjs is served beside them
  // and added by the panel once the status shows (src/standalone/chat/chatjs-loader.ts).
  {
    name: 'standalone',
    entry: 'src/standalone/main.tsx',
    lazyEntry: 'src/standalone/panel.tsx',
    html: 'src/shared/ui/index.html',
    extra: [],
    // The libraries' own minified releases, served beside index.html (and copied for the deep routes).
    // Runs first: asks for config.json and preloads the start-up chunks (src/standalone/early-start.ts); built below
    // as a classic script.
    earlyScript: { file: 'early-start.js', entry: 'src/standalone/early-start.ts' },
    classicScripts: [
      { file: 'connect-streams.js', from: 'node_modules/amazon-connect-streams/release/connect-streams-min.js' },
      { file: 'amazon-connect-chat.js', from: 'node_modules/amazon-connect-chatjs/dist/amazon-connect-chat.js', onDemand: true },
      // taskjs (connect.TaskSession, the task APIs streams' task media controller uses) needs streams' global first.
      { file: 'amazon-connect-task.js', from: 'node_modules/amazon-connect-taskjs/dist/amazon-connect-task.js', defer: true },
    ],
  },
  { name: 'plugin', entry: 'src/plugin/main.tsx', html: 'src/shared/ui/index.html', extra: [] },
  { name: 'screen-sharing', entry: 'src/screen-sharing/main.tsx', html: 'src/screen-sharing/index.html', extra: [] },
].filter((t) => existsSync(t.entry));

/**
 * amazon-chime-sdk-js imports the AWS messaging client for its messaging sessions only (Node parts included);
 * meetings never use it, so the panel's Chime chunk gets an empty stand-in for the one class it names.
 */
const noChimeMessagingClient = {
  name: 'no-chime-messaging-client',
  setup(b) {
    b.onResolve({ filter: /^@aws-sdk\/client-chime-sdk-messaging$/ }, () => ({ path: 'messaging', namespace: 'chime-messaging-stub' }));
    b.onLoad({ filter: /.*/, namespace: 'chime-messaging-stub' }, () => ({ contents: 'export class GetMessagingSessionEndpointCommand {}', loader: 'js' }));
  },
};

const common = {
  plugins: [noChimeMessagingClient, pruneTokensPlugin('src/shared/ui/theme/tokens.css', 'src')],
  bundle: true,
  minify: !dev,
  sourcemap: 'linked',
  metafile: true,
  target: ['chrome120', 'firefox120', 'safari16'],
  logLevel: 'warning',
  legalComments: 'linked',
  // Open Sans (src/shared/ui/theme/fonts.css) is served from the page's own origin, beside the styles.
  loader: { '.woff2': 'file' },
  assetNames: 'fonts/[name]-[hash]',
  define: { LATER_VIEWS_STYLESHEET: JSON.stringify(LATER_VIEWS_STYLESHEET), 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), global: 'globalThis', PANEL_FILES: PANEL_FILES_MARK, START_FILES: START_FILES_MARK, PANEL_VERSION: JSON.stringify(version) },
};

async function sizeReport(name, metafile, outdir, entries) {
  const rows = [];
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    // Lazy chunks (languages, heavy parts) have an entryPoint too; only the configured entries are reported.
    if (!entries.includes(meta.entryPoint) || !file.endsWith('.js')) continue;
    // An entry costs its own file plus every chunk it imports statically; lazy chunks load later.
    const seen = staticClosure(metafile, file);
    let raw = 0;
    let gz = 0;
    for (const f of seen) {
      const buf = await readFile(f);
      raw += buf.length;
      gz += gzipSync(buf).length;
    }
    rows.push({ target: name, entry: meta.entryPoint, 'raw KiB': +(raw / 1024).toFixed(1), 'gzip KiB': +(gz / 1024).toFixed(1), files: seen.length });
  }
  await writeFile(join(outdir, 'metafile.json'), JSON.stringify(metafile));
  return rows;
}

/** An output file and every chunk it imports statically, from esbuild's metafile. */
function staticClosure(metafile, file) {
  const files = new Set();
  const walk = (f) => {
    if (files.has(f)) return;
    files.add(f);
    for (const imp of metafile.outputs[f]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path);
  };
  walk(file);
  return [...files];
}

/**
 * esbuild puts the CSS of every module an entry can reach, lazily loaded views' too, into the entry's stylesheet,
 * the one the page links: 576 rules, all of them indexed by the first style recalculation. So the first
 * stylesheet keeps only the CSS that start-up's modules import (the static closure of `entryJs`), in the order
 * esbuild gave it, and the rest goes to LATER_VIEWS_STYLESHEET, which the later-views chunk loads before its views
 * render (src/shared/ui/common/lazy-view.tsx).
 */
async function splitStylesheet(metafile, outdir, entryJs, entryCss, plugins) {
  const startModules = new Set(staticClosure(metafile, entryJs).flatMap((f) => Object.keys(metafile.outputs[f]?.inputs ?? {})));
  const importedCss = (modules) => new Set([...modules].flatMap((m) => (metafile.inputs[m]?.imports ?? []).map((i) => i.path).filter((p) => p.endsWith('.css'))));
  const startCss = importedCss(startModules);
  const allJs = Object.keys(metafile.inputs).filter((m) => !m.endsWith('.css'));
  const viewCss = importedCss(allJs);
  // The stylesheets modules import, in the entry stylesheet's order (each pulls its own @imports in with it).
  const roots = Object.keys(metafile.outputs[entryCss].inputs).filter((f) => viewCss.has(f));
  const first = roots.filter((f) => startCss.has(f));
  const later = roots.filter((f) => !startCss.has(f));
  const bundle = async (files, outfile) =>
    build({
      ...common,
      plugins,
      metafile: false,
      stdin: { contents: files.map((f) => `@import ${JSON.stringify(`./${f}`)};`).join('\n'), resolveDir: process.cwd(), loader: 'css' },
      outfile,
    });
  await bundle(first, join(outdir, 'main.css'));
  if (later.length) await bundle(later, join(outdir, LATER_VIEWS_STYLESHEET));
  return { first, later };
}

/**
 * A list of output files that a start-up script preloads exists only once esbuild has named the chunks, so it is
 * written into that script afterwards, in place of its mark (a define).
 */
async function writeFileList(file, mark, names) {
  const code = await readFile(file, 'utf8');
  if (!code.includes(mark)) throw new Error(`${file} lacks ${mark}: it must preload the start-up files`);
  await writeFile(file, code.replace(mark, JSON.stringify(JSON.stringify(names))));
}

/**
 * What a static host needs besides the bundle (config.json and `_headers` come from the environment's configuration,
 * see deploy/configure.mjs): for the standalone page's two-level deep routes (/channel-view/chat), files that lead
 * back to the bundle beside index.html: no inline script is needed to find it, so the page runs under
 * `script-src 'self'`.
 */
async function writeHostingFiles(outdir) {
  {
    await mkdir(join(outdir, 'channel-view'), { recursive: true });
    await writeFile(join(outdir, 'channel-view', 'main.js'), "import '../main.js';\n");
    await writeFile(join(outdir, 'channel-view', 'main.css'), "@import url('../main.css');\n");
    // Email is also served at /ccp-v2/email (chat/task/email §2).
    await mkdir(join(outdir, 'ccp-v2'), { recursive: true });
    await writeFile(join(outdir, 'ccp-v2', 'main.js'), "import '../main.js';\n");
    await writeFile(join(outdir, 'ccp-v2', 'main.css'), "@import url('../main.css');\n");
  }
}

/**
 * The libraries as classic scripts, as a bare streams page has them: streams runs as soon as it has loaded, taskjs
 * (deferred) after the document is parsed; those marked onDemand are only copied (the panel adds them). main.js
 * comes first and async, so the configuration and the panel are fetched while streams loads, not after it.
 */
function withClassicScripts(html, scripts, early) {
  if (!scripts) return html;
  const tag = '<script type="module" src="./main.js"></script>';
  if (!html.includes(tag)) throw new Error(`index.html must load main.js as ${tag}`);
  const classic = scripts.filter((x) => !x.onDemand).map(({ file, defer }) => `<script ${defer ? 'defer ' : ''}src="./${file}"></script>`).join('\n');
  // Not async: a tiny file, fetched beside streams, and run before streams so its requests start first.
  const first = early ? `<script src="./${early.file}"></script>\n` : '';
  return html.replace(tag, `${first}<script type="module" async src="./main.js"></script>\n${classic}`);
}

await rm(out, { recursive: true, force: true });
const report = [];
/** Each target's stylesheets: those of the first screen (main.css) and of the later views. */
const split = {};

for (const t of panelTargets) {
  const outdir = join(out, t.name);
  const result = await build({
    ...common,
    entryPoints: { main: t.entry, ...(t.lazyEntry ? { panel: t.lazyEntry } : {}) },
    // The panel's messages as ASTs and no ICU parser in its bundle (scripts/precompile-messages.mjs).
    plugins: [...common.plugins, precompiledMessagesPlugin('src/shared/i18n/messages')],
    outdir,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
  });
  if (t.lazyEntry) {
    const panelFiles = staticClosure(result.metafile, join(outdir, 'panel.js')).map((f) => f.slice(outdir.length + 1));
    await writeFileList(join(outdir, 'main.js'), PANEL_FILES_MARK, panelFiles);
  }
  // index.html links main.css: the styles are the panel's (main.js has none of its own), without the later views'.
  const entryCss = join(outdir, t.lazyEntry ? 'panel.css' : 'main.css');
  if (result.metafile.outputs[entryCss]) split[t.name] = await splitStylesheet(result.metafile, outdir, join(outdir, t.lazyEntry ? 'panel.js' : 'main.js'), entryCss, common.plugins);
  if (existsSync(t.html)) await writeFile(join(outdir, 'index.html'), withClassicScripts(await readFile(t.html, 'utf8'), t.classicScripts, t.earlyScript));
  if (t.earlyScript) {
    await build({ ...common, entryPoints: [t.earlyScript.entry], outfile: join(outdir, t.earlyScript.file), format: 'iife' });
    await writeFileList(join(outdir, t.earlyScript.file), START_FILES_MARK, staticClosure(result.metafile, join(outdir, 'main.js')).map((f) => f.slice(outdir.length + 1)));
    // At a deep route (/channel-view/chat) the script's folder is not the panel's: there it does nothing, and
    // loadConfig asks for config.json itself.
    for (const deep of ['channel-view', 'ccp-v2']) {
      await mkdir(join(outdir, deep), { recursive: true });
      await writeFile(join(outdir, deep, t.earlyScript.file), '// At deep routes main.js asks for config.json and preloads the panel itself.\n');
    }
  }
  for (const { file, from, onDemand } of t.classicScripts ?? []) {
    await cp(from, join(outdir, file));
    // index.html's scripts are also needed beside the deep routes' copies of it; the panel adds the others itself.
    if (onDemand) continue;
    for (const deep of ['channel-view', 'ccp-v2']) {
      await mkdir(join(outdir, deep), { recursive: true });
      await cp(from, join(outdir, deep, file));
    }
  }
  for (const f of t.extra) if (existsSync(f)) await cp(f, join(outdir, f.split('/').pop()));
  await writeHostingFiles(outdir);
  report.push(...(await sizeReport(t.name, result.metafile, outdir, [t.entry, ...(t.lazyEntry ? [t.lazyEntry] : [])])));
}

// The build is the same for every environment; its configuration is applied afterwards (npm run configure -- --config
// FILE). For Connect Local and a first try, the tracked src/standalone/config.json is applied now.
if (panelTargets.length) await configure('src/standalone/config.json', { out, workspaceOrigins: process.env.WORKSPACE_ORIGINS });

// Connect Local's pages: the ccp-v2 page script (a classic script after the streams bundle) and the simulator.
const emulatorOut = join(out, 'emulator');
await mkdir(emulatorOut, { recursive: true });
const ccp = await build({ ...common, entryPoints: { 'ccp-page': 'emulator/ccp/ccp-page.ts' }, outdir: emulatorOut, format: 'iife' });
report.push(...(await sizeReport('connect-local ccp-v2', ccp.metafile, emulatorOut, ['emulator/ccp/ccp-page.ts'])));
// Its agent screen, loaded only when the page is shown (emulator/ccp/screen/screen-visibility.ts).
const ccpScreen = await build({ ...common, entryPoints: { 'ccp-screen': 'emulator/ccp/screen/screen-entry.ts' }, outdir: emulatorOut, format: 'iife' });
report.push(...(await sizeReport('connect-local ccp-v2 screen', ccpScreen.metafile, emulatorOut, ['emulator/ccp/screen/screen-entry.ts'])));
// The agent workspace host page (${instance}/workspace/), which embeds the plugin.
const customerMedia = await build({ ...common, entryPoints: { 'customer-media': 'emulator/media/customer-page.ts' }, outdir: join(emulatorOut, 'media'), format: 'iife' });
report.push(...(await sizeReport('connect-local customer media', customerMedia.metafile, join(emulatorOut, 'media'), ['emulator/media/customer-page.ts'])));
const workspace = await build({ ...common, entryPoints: { 'workspace-page': 'emulator/workspace/workspace-page.ts' }, outdir: join(emulatorOut, 'workspace'), format: 'iife' });
report.push(...(await sizeReport('connect-local workspace', workspace.metafile, join(emulatorOut, 'workspace'), ['emulator/workspace/workspace-page.ts'])));
// The CRM demo page (emulator/crm) and the embedding API's client it uses, which ships as dist/embed/crm-embed.js.
const crm = await build({ ...common, entryPoints: { 'crm-page': 'emulator/crm/crm-page.ts' }, outdir: join(emulatorOut, 'crm'), format: 'esm' });
await cp('emulator/crm/crm-page.css', join(emulatorOut, 'crm', 'crm-page.css'));
report.push(...(await sizeReport('connect-local crm', crm.metafile, join(emulatorOut, 'crm'), ['emulator/crm/crm-page.ts'])));
const embed = await build({ ...common, entryPoints: { 'crm-embed': 'src/embed/crm-embed.ts' }, outdir: join(out, 'embed'), format: 'esm' });
report.push(...(await sizeReport('embed client', embed.metafile, join(out, 'embed'), ['src/embed/crm-embed.ts'])));
if (existsSync('emulator/simulator/simulator.tsx')) {
  const sim = await build({ ...common, entryPoints: { simulator: 'emulator/simulator/simulator.tsx' }, outdir: join(emulatorOut, 'simulator'), format: 'esm', jsx: 'automatic' });
  if (existsSync('emulator/simulator/simulator.css')) await cp('emulator/simulator/simulator.css', join(emulatorOut, 'simulator', 'simulator.css'));
  report.push(...(await sizeReport('connect-local simulator', sim.metafile, join(emulatorOut, 'simulator'), ['emulator/simulator/simulator.tsx'])));
}

// The customer chat page: a module after chatjs's own release bundle (a classic script the page loads first).
if (existsSync('emulator/customer-chat/customer-chat.tsx')) {
  const chatOut = join(emulatorOut, 'customer-chat');
  const chat = await build({ ...common, entryPoints: { 'customer-chat': 'emulator/customer-chat/customer-chat.tsx' }, outdir: chatOut, format: 'esm', jsx: 'automatic' });
  await cp('emulator/customer-chat/customer-chat.css', join(chatOut, 'customer-chat.css'));
  report.push(...(await sizeReport('connect-local customer chat', chat.metafile, chatOut, ['emulator/customer-chat/customer-chat.tsx'])));
}

console.table(report);
for (const [name, { first, later }] of Object.entries(split)) if (later.length) console.log(`${name}: main.css has the styles of ${first.length} files; ${LATER_VIEWS_STYLESHEET} of ${later.length}: ${later.map((f) => f.split('/').pop()).join(', ')}`);
