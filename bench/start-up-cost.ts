// `npx tsx bench/start-up-cost.ts <distA|floor> <distB> [rounds]` (PROFILE=1 for where the script time goes): the
// start-up work of two builds of the standalone panel (two copies of dist/standalone), or of the React floor page
// (`floor`) and a build, alternating in fresh contexts, until the status shows. For comparing a change on a shared machine, where the wall-time ratios of `bench/part.ts
// start-up` drown in noise: the main thread's time (Performance.getMetrics in thread time, which a busy machine
// stretches far less than wall time) and, profiled, the script's self time by original source file (source maps).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { connectLocalPanelConfig, startPanelHost } from '../emulator/panel-host.ts';
import { startConnectLocal } from '../emulator/server.ts';
import { chromiumArgs, findChromium } from '../tests/browser/support/chromium.ts';
import { HOLD_IDLE_CALLBACKS, buildReactFloor, controlApi, loadUntilStatus, releaseIdleCallbacks, watchPanelStatus } from './browser.bench.ts';

const [a, b, roundsArg = '6'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: bench/start-up-cost.ts <distA|floor> <distB> [rounds]');
const floorBuilt = a === 'floor' ? await buildReactFloor() : null;
const rounds = +roundsArg;
const profile = process.env.PROFILE === '1' || process.env.PROFILE === 'fn';
const byFunction = process.env.PROFILE === 'fn';
/** TRACE=1: a timeline trace of each round, the renderer's main thread's own (self) thread time by event name. */
const tracing = process.env.TRACE === '1';
const METRICS = ['ProcessTime', 'ThreadTime', 'TaskDuration', 'ScriptDuration', 'V8CompileDuration', 'RecalcStyleDuration', 'LayoutDuration'];

const local = await startConnectLocal({ port: 0, settings: { ringTimeoutMs: 600_000 }, phone: 'desk' });
const sides = await Promise.all(
  [a, b].map(async (dir) => ({
    dir: resolve(dir === 'floor' ? (floorBuilt ?? '') : dir),
    path: dir === 'floor' ? `/bench/react-floor.html?instance=${encodeURIComponent(local.url)}` : '/',
    host: await startPanelHost({
      ...(dir === 'floor' ? { mounts: { '/bench/': 'bench/pages', '/bench-built/': floorBuilt ?? '' } } : { distDir: resolve(dir) }),
      config: connectLocalPanelConfig(local.url),
    }),
    figures: {} as Record<string, number[]>,
    counts: {} as Record<string, number[]>,
    self: {} as Record<string, number>,
    events: {} as Record<string, number>,
    fn: {} as Record<string, number>,
  })),
);
for (const s of sides) local.allowPanelOrigin(s.host.url);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const api = controlApi(local.apiUrl);

/** A sampled function's original source file (through the build's source maps), or its script's name. */
const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(dir: string, frame: { url: string; lineNumber: number; columnNumber: number }): string {
  if (!frame.url) return '(native)';
  if (frame.lineNumber < 0 || !/^https?:/.test(frame.url)) return frame.url.split('/').pop() || '(native)';
  const path = new URL(frame.url).pathname;
  const local = join(dir, path.replace(/^\/bench-built\//, '/'));
  if (!maps.has(local)) maps.set(local, existsSync(`${local}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${local}.map`, 'utf8'))) : null);
  const original = maps.get(local)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return (original?.source ?? path.split('/').pop() ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
}
/** The same with the function's name and original line (PROFILE=fn prints the largest of these too). */
function functionOf(dir: string, frame: { url: string; lineNumber: number; columnNumber: number; functionName: string }): string {
  if (!frame.url || frame.lineNumber < 0 || !/^https?:/.test(frame.url)) return frame.functionName || '(native)';
  const path = new URL(frame.url).pathname;
  const original = maps.get(join(dir, path.replace(/^\/bench-built\//, '/')))?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return `${sourceOf(dir, frame)}:${original?.line ?? frame.lineNumber + 1} ${frame.functionName || '(anonymous)'}`;
}

/** Each trace event's own thread time (its thread time less its children's) on the busiest renderer main thread, by name. */
function mainThreadSelfTimes(buffer: Buffer): Record<string, number> {
  type E = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: E[] }).traceEvents;
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const complete = events.filter((e) => e.ph === 'X' && e.tdur !== undefined && mains.includes(`${e.pid}:${e.tid}`));
  const busiest = mains.sort((x, y) => complete.filter((e) => `${e.pid}:${e.tid}` === y).length - complete.filter((e) => `${e.pid}:${e.tid}` === x).length)[0];
  const thread = complete.filter((e) => `${e.pid}:${e.tid}` === busiest).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self: Record<string, number> = {};
  const stack: E[] = [];
  for (const e of thread) {
    while (stack.length && e.ts >= stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0)) stack.pop();
    const parent = stack.at(-1);
    if (parent) self[parent.name] = (self[parent.name] ?? 0) - e.tdur! / 1000;
    self[e.name] = (self[e.name] ?? 0) + e.tdur! / 1000;
    if (['Layout', 'UpdateLayoutTree', 'ParseAuthorStyleSheet', 'v8.evaluateModule', 'v8.compileModule'].includes(e.name)) self[`${e.name} (count)`] = (self[`${e.name} (count)`] ?? 0) + 1;
    stack.push(e);
  }
  return self;
}

const add = (to: Record<string, number[]>, name: string, x: number) => (to[name] ??= []).push(x);

/**
 * Counts that hold at any load (issue 43: a cut shown by what it removes, not only by a thread time a busy machine
 * stretches): React's components mounted, read from the hook React DOM calls on each commit (a string: tsx would
 * wrap a function's names in a helper the page lacks), then in the page at the status: the scripts and stylesheets
 * the page fetched before it, the style rules of its stylesheets, its elements.
 */
const MOUNT_COUNTER = `
  window.__benchRoots = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onCommitFiberRoot(_, root) { window.__benchRoots.add(root); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  };
`;
const COUNTS_AT_STATUS = `(() => {
  const statusAt = window.__statusAt;
  const before = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= statusAt && new URL(e.name).origin === location.origin);
  const js = before.filter((e) => /\\.js(\\?|$)/.test(e.name));
  const css = before.filter((e) => /\\.css(\\?|$)/.test(e.name));
  let rules = 0;
  function countRules(list) {
    for (const r of Array.from(list)) {
      rules++;
      if (r.cssRules) countRules(r.cssRules);
      if (r instanceof CSSImportRule && r.styleSheet) countRules(r.styleSheet.cssRules);
    }
  }
  for (const sheet of Array.from(document.styleSheets)) {
    try { countRules(sheet.cssRules); } catch { /* another origin's sheet */ }
  }
  // Components mounted (function, class, forwardRef, memo, simple memo) in every root React committed.
  let components = 0;
  function walk(f) {
    for (; f; f = f.sibling) {
      if ([0, 1, 11, 14, 15].includes(f.tag)) components++;
      walk(f.child);
    }
  }
  for (const root of window.__benchRoots || []) walk(root.current.child);
  return {
    'own scripts fetched before the status': js.length,
    'own script KiB before the status (decoded)': js.reduce((t, e) => t + e.decodedBodySize, 0) / 1024,
    'own style KiB before the status (decoded)': css.reduce((t, e) => t + e.decodedBodySize, 0) / 1024,
    'style rules in the page': rules,
    'elements in the page': document.querySelectorAll('*').length,
    'React components mounted': components,
  };
})()`;

for (let i = 0; i < rounds; i++) {
  for (const side of sides) {
    await api('POST', '/reset');
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await watchPanelStatus(page);
    await page.addInitScript(MOUNT_COUNTER);
    await page.addInitScript(HOLD_IDLE_CALLBACKS);
    if (tracing) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink', 'loading'] });
    await loadUntilStatus(page, `${side.host.url}${side.path}`);
    if (tracing) for (const [name, ms] of Object.entries(mainThreadSelfTimes(await browser.stopTracing()))) side.events[name] = (side.events[name] ?? 0) + ms / rounds;
    const { metrics } = await cdp.send('Performance.getMetrics');
    await releaseIdleCallbacks(page);
    for (const m of metrics) if (METRICS.includes(m.name)) add(side.figures, `${m.name} (thread ms)`, m.value * 1000);
    if (profile) {
      const { profile: p } = await cdp.send('Profiler.stop');
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      const deltas = p.timeDeltas ?? [];
      p.samples?.forEach((id, k) => {
        const frame = byId.get(id)?.callFrame;
        const file = frame ? sourceOf(side.dir, frame) : '(native)';
        side.self[file] = (side.self[file] ?? 0) + (deltas[k + 1] ?? 0) / 1000 / rounds;
        if (byFunction && frame) {
          const fn = functionOf(side.dir, frame);
          side.fn[fn] = (side.fn[fn] ?? 0) + (deltas[k + 1] ?? 0) / 1000 / rounds;
        }
      });
    }
    const { status, marks } = await page.evaluate(() => ({
      status: (window as any).__statusAt as number,
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((e) => [e.name, e.startTime])) as Record<string, number>,
    }));
    add(side.figures, 'status (wall ms)', status);
    for (const [k, v] of Object.entries((await page.evaluate(COUNTS_AT_STATUS)) as Record<string, number>)) add(side.counts, k, v);
    const [init, frame, evaluated, started, agent] = ['initCCP', 'frame-loaded', 'panel-evaluated', 'panel-started', 'agent'].map((m) => marks[`ccp:${m}`]);
    if (init !== undefined && frame !== undefined) add(side.figures, 'initCCP → frame-loaded (wall ms)', frame - init);
    if (frame !== undefined && evaluated !== undefined) add(side.figures, 'frame-loaded → panel-evaluated (wall ms)', evaluated - frame);
    if (frame !== undefined) add(side.figures, 'frame-loaded → status (wall ms)', status - frame);
    if (evaluated !== undefined && started !== undefined) add(side.figures, 'panel-evaluated → panel-started (wall ms)', started - evaluated);
    if (agent !== undefined) add(side.figures, 'ccp:agent → status (wall ms)', status - agent);
    await context.close();
  }
}

const median = (xs: number[] = []) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
const [A, B] = sides as [(typeof sides)[0], (typeof sides)[0]];
console.table(
  Object.keys(A.figures).map((k) => {
    const [x, y] = [median(A.figures[k]), median(B.figures[k])];
    return { figure: k, A: +x.toFixed(1), B: +y.toFixed(1), 'B ÷ A': +(y / x).toFixed(3) };
  }),
);
console.table(
  Object.keys(A.counts).map((k) => {
    const [x, y] = [median(A.counts[k]), median(B.counts[k])];
    return { 'count at the status (median)': k, A: +x.toFixed(1), B: +y.toFixed(1) };
  }),
);
if (tracing) {
  const names = [...new Set([...Object.keys(A.events), ...Object.keys(B.events)])].sort((x, y) => (B.events[y] ?? 0) - (B.events[x] ?? 0));
  console.table(names.slice(0, Number(process.env.TRACE_ROWS ?? 40)).map((n) => ({ 'main thread self time in (trace)': n, 'A ms a round': +(A.events[n] ?? 0).toFixed(1), 'B ms a round': +(B.events[n] ?? 0).toFixed(1) })));
}
if (profile) {
  // react-intl, intl-messageformat, the ICU parser (source names as their packages' maps give them) and the catalogue.
  const formatjs = (f: string) => /@formatjs|^(core|formatters|index|error)\.ts$|^components\/|^utils\.tsx$|icu-|time-data|en_US/.test(f);
  const files = [...new Set([...Object.keys(A.self), ...Object.keys(B.self)])].sort((x, y) => (B.self[y] ?? 0) + (A.self[y] ?? 0) - (B.self[x] ?? 0) - (A.self[x] ?? 0));
  const total = (self: Record<string, number>) => files.filter(formatjs).reduce((t, f) => t + (self[f] ?? 0), 0);
  console.log(`self time in formatjs and the catalogue, ms a round: A ${total(A.self).toFixed(1)}, B ${total(B.self).toFixed(1)}`);
  // The panel's own parts (issue 43: "the model, router, adapters and first style, each measured"), by source path;
  // the style and layout are the thread's RecalcStyleDuration and LayoutDuration in the table above.
  const AREAS: [string, RegExp][] = [
    ['the model (src/shared/model, rules, domain)', /^src\/shared\/(model|rules|domain)\//],
    ['the router and shell (src/shared/ui/shell)', /^src\/shared\/ui\/shell\//],
    ['the views (src/shared/ui, besides the shell)', /^src\/shared\/ui\//],
    ['the adapters (src/standalone/streams, back-end access)', /^src\/(standalone\/streams|shared\/back-end-access)\//],
    ['the rest of the panel (src/)', /^src\//],
    ['React, react-dom, scheduler', /^(react|react-dom|scheduler)\//],
    ['formatjs, react-intl, the catalogue', /@formatjs|react-intl|intl-messageformat|i18n\/messages/],
    ['signals', /signals/],
    ['streams', /connect-streams/],
  ];
  const areaOf = (f: string) => AREAS.find(([, re]) => re.test(f))?.[0] ?? 'other (native, the browser, small files)';
  const byArea = (self: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const [f, ms] of Object.entries(self)) out[areaOf(f)] = (out[areaOf(f)] ?? 0) + ms;
    return out;
  };
  const [areaA, areaB] = [byArea(A.self), byArea(B.self)];
  console.table([...AREAS.map(([n]) => n), 'other (native, the browser, small files)'].map((n) => ({ 'self time in': n, 'A ms a round': +(areaA[n] ?? 0).toFixed(1), 'B ms a round': +(areaB[n] ?? 0).toFixed(1) })));
  if (byFunction) {
    const fns = Object.keys(B.fn).sort((x, y) => B.fn[y]! - B.fn[x]!);
    console.table(fns.slice(0, 60).map((f) => ({ 'B self time in function': f, 'ms a round': +B.fn[f]!.toFixed(1) })));
  }
  console.table(files.slice(0, 40).map((f) => ({ 'self time in': f, 'A ms a round': +(A.self[f] ?? 0).toFixed(1), 'B ms a round': +(B.self[f] ?? 0).toFixed(1) })));
}
await browser.close();
for (const s of sides) await s.host.close();
await local.close();
if (floorBuilt) rmSync(floorBuilt, { recursive: true, force: true });
process.exit(0);
