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
import { buildReactFloor, controlApi, loadUntilStatus, watchPanelStatus } from './browser.bench.ts';

const [a, b, roundsArg = '6'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: bench/start-up-cost.ts <distA|floor> <distB> [rounds]');
const floorBuilt = a === 'floor' ? await buildReactFloor() : null;
const rounds = +roundsArg;
const profile = process.env.PROFILE === '1';
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
    self: {} as Record<string, number>,
  })),
);
for (const s of sides) local.allowPanelOrigin(s.host.url);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const api = controlApi(local.apiUrl);

/** A sampled function's original source file (through the build's source maps), or its script's name. */
const maps = new Map<string, SourceMapConsumer | null>();
function sourceOf(dir: string, frame: { url: string; lineNumber: number; columnNumber: number }): string {
  if (!frame.url) return '(native)';
  const path = new URL(frame.url).pathname;
  const local = join(dir, path.replace(/^\/bench-built\//, '/'));
  if (!maps.has(local)) maps.set(local, existsSync(`${local}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${local}.map`, 'utf8'))) : null);
  const original = maps.get(local)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return (original?.source ?? path.split('/').pop() ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
}

const add = (to: Record<string, number[]>, name: string, x: number) => (to[name] ??= []).push(x);

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
    await loadUntilStatus(page, `${side.host.url}${side.path}`);
    const { metrics } = await cdp.send('Performance.getMetrics');
    for (const m of metrics) if (METRICS.includes(m.name)) add(side.figures, `${m.name} (thread ms)`, m.value * 1000);
    if (profile) {
      const { profile: p } = await cdp.send('Profiler.stop');
      const byId = new Map(p.nodes.map((n) => [n.id, n]));
      const deltas = p.timeDeltas ?? [];
      p.samples?.forEach((id, k) => {
        const frame = byId.get(id)?.callFrame;
        const file = frame ? sourceOf(side.dir, frame) : '(native)';
        side.self[file] = (side.self[file] ?? 0) + (deltas[k + 1] ?? 0) / 1000 / rounds;
      });
    }
    const { status, marks } = await page.evaluate(() => ({
      status: (window as any).__statusAt as number,
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((e) => [e.name, e.startTime])) as Record<string, number>,
    }));
    add(side.figures, 'status (wall ms)', status);
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
  console.table(files.slice(0, 40).map((f) => ({ 'self time in': f, 'A ms a round': +(A.self[f] ?? 0).toFixed(1), 'B ms a round': +(B.self[f] ?? 0).toFixed(1) })));
}
await browser.close();
for (const s of sides) await s.host.close();
await local.close();
if (floorBuilt) rmSync(floorBuilt, { recursive: true, force: true });
process.exit(0);
