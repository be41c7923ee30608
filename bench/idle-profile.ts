// `npx tsx bench/idle-profile.ts [busy|none|bare|floor|floor-contacts] [seconds] [--profile|--alloc|--counts|--timers|--threads|--layers|--heap|--pss]`: where an idle page's time goes, counted by
// Chromium itself (DevTools protocol Performance.getMetrics over the window: script, task, style, layout time and
// counts, heap), so the figures hold on a busy machine where CPU % does not. With --profile, a sampled CPU profile of
// the same window, summed by function (self time), and the top entries printed. With --counts, only the bench's idle
// counts (frames, paints, layouts, React commits… per second: idle-counts.ts) over the window. With --timers, the
// page's and its frames' setTimeout/setInterval callbacks and window messages per second, by source (an init script
// wraps them). With --heap, a heap snapshot after a full collection summed by type and name; with --pss, each process's
// PSS (MEMORY_DUMP_OUT=<file> adds Chromium's memory-infra dump by allocator; SCRIPTS=1 the page's scripts and sizes).
import type { Page } from 'playwright-core';
import { availablePanel, barePage, busyPanel, collectGarbage, timersFloor, launchWithConnectLocal, treePssByProcess, treeThreadCpuMs } from './idle.bench.ts';
import { idleCounts } from './idle-counts.ts';

const [what = 'busy', seconds = '60'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
const launched = await launchWithConnectLocal();
const { browser, pid: browserPid, api, panelUrl, instanceUrl } = launched;
/** Counts timer callbacks by the stack that armed them, and window messages by kind, in `window.__idleTimers`. */
const timerCounter = `(() => {
  const c = (window.__idleTimers = {});
  const bump = (k) => (c[k] = (c[k] ?? 0) + 1);
  const where = () => (new Error().stack ?? '').split('\\n').slice(3, 6).map((l) => l.trim().replace(/^at /, '').replace(/https?:\\/\\/[^/]+\\//, '')).join(' < ');
  for (const name of ['setTimeout', 'setInterval']) {
    const original = window[name];
    window[name] = function (fn, ms, ...rest) {
      const k = name + '(' + ms + ') ' + where();
      return original.call(this, typeof fn === 'function' ? function (...a) { bump(k); return fn.apply(this, a); } : fn, ms, ...rest);
    };
  }
  addEventListener('message', (e) => bump('message ' + e.origin + ' ' + (e.data?.event ?? e.data?.type ?? typeof e.data)), true);
})()`;
if (process.argv.includes('--timers')) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(timerCounter);
    return context;
  };
}
try {
  let page: Page;
  if (what === 'busy') page = await busyPanel(browser, panelUrl, api);
  else if (what === 'none') page = await availablePanel(browser, panelUrl, api);
  else if (what === 'floor') page = await barePage(browser, panelUrl, instanceUrl, +(process.env.FLOOR_TIMERS ?? 7));
  else if (what === 'floor-contacts') page = await timersFloor(browser, panelUrl, instanceUrl, api, +(process.env.FLOOR_TIMERS ?? 7));
  else page = await barePage(browser, panelUrl, instanceUrl);
  // MOUSE=x,y rests the pointer there (the idle bench: on no page, or at 1,1 on every page with IDLE_POINTER=rest).
  if (process.env.MOUSE) await page.mouse.move(...(process.env.MOUSE.split(',').map(Number) as [number, number]));
  await new Promise((r) => setTimeout(r, +(process.env.SETTLE_S ?? 10) * 1000));
  if (process.argv.includes('--state')) {
    console.log(await page.evaluate(`JSON.stringify({ active: document.activeElement?.outerHTML.slice(0, 200), animations: document.getAnimations().map((a) => [a.constructor.name, a.animationName ?? '', a.effect?.target?.className ?? '', a.playState]), frames: [...document.querySelectorAll('iframe')].map((f) => f.src.slice(0, 80)) })`));
    await page.screenshot({ path: '/tmp/idle-state.png' });
  }
  if (process.argv.includes('--refreshes')) {
    // How often streams hands the page an agent refresh while nothing happens.
    const n = await page.evaluate(`new Promise((resolve) => { let n = 0; connect.agent((a) => a.onRefresh(() => n++)); setTimeout(() => resolve(n), 10000); })`);
    console.log(`  agent refreshes: ${Number(n) / 10} /s`);
  }
  if (process.argv.includes('--timers')) {
    const reset = 'Object.keys(window.__idleTimers ?? {}).forEach((k) => delete window.__idleTimers[k])';
    for (const f of page.frames()) await f.evaluate(reset).catch(() => undefined);
    await new Promise((r) => setTimeout(r, +seconds * 1000));
    for (const f of page.frames()) {
      const counts = (await f.evaluate('window.__idleTimers').catch(() => null)) as Record<string, number> | null;
      if (!counts) continue;
      console.log(`${what}, frame ${f.url().split(/[?#]/)[0]}, ${seconds} s idle, per second:`);
      for (const [k, n] of Object.entries(counts).sort((a, b) => b[1] - a[1])) console.log(`  ${(n / +seconds).toFixed(2)}  ${k}`);
    }
    process.exit(0);
  }
  if (process.argv.includes('--layers')) {
    // The page's composited layers and why Chromium made each one (DevTools protocol LayerTree).
    const cdp = await page.context().newCDPSession(page);
    type Layer = { layerId: string; parentLayerId?: string; backendNodeId?: number; width: number; height: number; drawsContent: boolean; paintCount?: number; offsetX: number; offsetY: number };
    const tree = new Promise<Layer[]>((resolve) => cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => e.layers && resolve(e.layers)));
    await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    await cdp.send('LayerTree.enable');
    const first = await tree;
    const p0 = new Map(first.map((l) => [l.layerId, l.paintCount ?? 0]));
    await new Promise((r) => setTimeout(r, +seconds * 1000));
    const latest = new Promise<Layer[]>((resolve) => cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => e.layers && resolve(e.layers)));
    const layers = await Promise.race([latest, new Promise<Layer[]>((r) => setTimeout(() => r(first), 3000))]);
    console.log(`${what}: ${layers.length} layers, ${layers.filter((l) => l.drawsContent).length} drawing content; paints over ${seconds} s:`);
    for (const l of layers) {
      const { compositingReasons = [] } = (await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId }).catch(() => ({}))) as { compositingReasons?: string[] };
      let node = '';
      if (l.backendNodeId) {
        const d = (await cdp.send('DOM.describeNode', { backendNodeId: l.backendNodeId }).catch(() => null)) as { node: { localName: string; attributes?: string[] } } | null;
        if (d) {
          const a = d.node.attributes ?? [];
          const attr = (n: string) => (a.indexOf(n) >= 0 ? a[a.indexOf(n) + 1] : undefined);
          node = `<${d.node.localName}${attr('class') ? ' .' + attr('class')!.split(' ').join('.') : ''}${attr('role') ? ' role=' + attr('role') : ''}>`;
        }
      }
      const painted = (l.paintCount ?? 0) - (p0.get(l.layerId) ?? 0);
      console.log(`  ${l.layerId} ⊂ ${l.parentLayerId ?? '-'} ${l.width}×${l.height}@${l.offsetX},${l.offsetY} ${l.drawsContent ? 'draws' : '     '} paints ${painted} ${node} ${compositingReasons.join(',')}`);
    }
    process.exit(0);
  }
  if (process.argv.includes('--threads')) {
    // CPU time per process and thread of the whole browser, in alternating windows: as it is (A) and with the CSS of
    // THREADS_B_CSS added to the page (B; e.g. the timers display: none, so no frame is drawn), or A alone.
    const css = process.env.THREADS_B_CSS;
    const rounds = +(process.env.THREADS_ROUNDS ?? 3);
    const sums = { A: new Map<string, number>(), B: new Map<string, number>() };
    const time = { A: 0, B: 0 };
    for (let r = 0; r < rounds; r++) {
      for (const ab of css ? (['A', 'B'] as const) : (['A'] as const)) {
        const style = ab === 'B' ? await page.addStyleTag({ content: css! }) : null;
        await new Promise((res) => setTimeout(res, 1500));
        const t0 = performance.now();
        const c0 = treeThreadCpuMs(browserPid);
        await new Promise((res) => setTimeout(res, +seconds * 1000));
        const c1 = treeThreadCpuMs(browserPid);
        time[ab] += performance.now() - t0;
        for (const [k, v] of c1) sums[ab].set(k, (sums[ab].get(k) ?? 0) + v - (c0.get(k) ?? 0));
        await style?.evaluate((e) => (e as Element).remove());
      }
    }
    const per60 = (ab: 'A' | 'B', k: string) => ((sums[ab].get(k) ?? 0) / time[ab]) * 60_000;
    const keys = [...new Set([...sums.A.keys(), ...sums.B.keys()])].filter((k) => per60('A', k) >= 5 || (css && per60('B', k) >= 5)).sort((a, b) => per60('A', b) - per60('A', a));
    const total = (ab: 'A' | 'B') => ([...sums[ab].values()].reduce((a, b) => a + b, 0) / time[ab]) * 100;
    console.log(`${what}, ${rounds} × ${seconds} s${css ? ' alternating with B: ' + css : ''}; whole browser A ${total('A').toFixed(2)} %${css ? `, B ${total('B').toFixed(2)} %` : ''} of a core; ms per 60 s:`);
    for (const k of keys) console.log(`  ${per60('A', k).toFixed(0).padStart(6)}${css ? (per60('B', k).toFixed(0).padStart(6) + (per60('A', k) - per60('B', k)).toFixed(0).padStart(6)) : ''}  ${k}`);
    process.exit(0);
  }
  if (process.argv.includes('--pss')) {
    // Each process's PSS after a full collection in the page (MiB), and the JS heaps.
    await collectGarbage(page);
    await new Promise((r) => setTimeout(r, 3000));
    const m = await page.evaluate('JSON.stringify(performance.memory ? { used: performance.memory.usedJSHeapSize, total: performance.memory.totalJSHeapSize } : null)');
    console.log(`${what}: PSS by process (MiB), page JS heap ${m}`);
    if (process.env.SCRIPTS) console.log(await page.evaluate(`performance.getEntriesByType('resource').filter((e) => /\\.(js|css)$/.test(e.name.split('?')[0])).map((e) => (e.decodedBodySize / 1024).toFixed(0).padStart(6) + ' KiB ' + e.name.replace(location.origin, '')).join('\\n')`));
    for (const [k, v] of [...treePssByProcess(browserPid)].sort((a, b) => b[1] - a[1])) console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
    if (process.env.MEMORY_DUMP_OUT) {
      // Chromium's own account of each process's memory by allocator (memory-infra), for the trace viewer or a script.
      const b = await browser.newBrowserCDPSession();
      const done = new Promise<string>((resolve) => b.on('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream!)));
      await b.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], memoryDumpConfig: { triggers: [] } } as never, transferMode: 'ReturnAsStream' });
      await b.send('Tracing.requestMemoryDump', { levelOfDetail: 'detailed' } as never);
      await b.send('Tracing.end');
      const stream = await done;
      let text = '';
      for (;;) {
        const r = (await b.send('IO.read', { handle: stream })) as { data: string; eof: boolean };
        text += r.data;
        if (r.eof) break;
      }
      (await import('node:fs')).writeFileSync(process.env.MEMORY_DUMP_OUT, text);
    }
    process.exit(0);
  }
  if (process.argv.includes('--heap')) {
    // What the page's heap holds after a full collection: a heap snapshot summed by node type and name (self size).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', (e: { chunk: string }) => chunks.push(e.chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false } as never);
    const snap = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
    const f = snap.snapshot.meta.node_fields;
    const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((n) => f.indexOf(n));
    const types = snap.snapshot.meta.node_types[0];
    const byType = new Map<string, number>();
    const byName = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < snap.nodes.length; i += f.length) {
      const type = types[snap.nodes[i + iType!]!]!;
      const size = snap.nodes[i + iSize!]!;
      total += size;
      byType.set(type, (byType.get(type) ?? 0) + size);
      const name = `${type} ${snap.strings[snap.nodes[i + iName!]!]!.slice(0, 80)}`;
      byName.set(name, (byName.get(name) ?? 0) + size);
    }
    console.log(`${what}: heap snapshot after a full collection, ${(total / 1048576).toFixed(2)} MiB of self size`);
    for (const [k, v] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${(v / 1024).toFixed(0).padStart(7)} KiB  ${k}`);
    for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(v / 1024).toFixed(0).padStart(7)} KiB  ${k}`);
    process.exit(0);
  }
  if (process.argv.includes('--counts')) {
    console.log(`${what}, ${seconds} s idle, per second:`, await idleCounts(browser, page, +seconds));
    process.exit(0);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
  const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: +(process.env.PROFILE_INTERVAL_US ?? 500) });
    await cdp.send('Profiler.start');
  }
  const alloc = process.argv.includes('--alloc');
  if (alloc) await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  const trace = process.env.TRACE_OUT;
  if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'cc', 'gpu', 'toplevel', 'disabled-by-default-v8.gc', ...(process.env.TRACE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-devtools.timeline.stack'] : [])] });
  const m0 = await metrics();
  await new Promise((r) => setTimeout(r, +seconds * 1000));
  const m1 = await metrics();
  if (trace) await browser.stopTracing();
  if (alloc) {
    type Node = { callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; selfSize: number; id: number; children: Node[] };
    const { profile: h } = (await cdp.send('HeapProfiler.stopSampling')) as { profile: { head: Node } };
    if (process.env.ALLOC_OUT) (await import('node:fs')).writeFileSync(process.env.ALLOC_OUT, JSON.stringify(h));
    const byStack = new Map<string, number>();
    const walk = (n: Node, stack: string[]) => {
      const f = n.callFrame;
      const here = [...stack, `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`];
      if (n.selfSize) byStack.set(here.slice(-6).join(' < '), (byStack.get(here.slice(-6).join(' < ')) ?? 0) + n.selfSize);
      for (const c of n.children) walk(c, here);
    };
    walk(h.head, []);
    const all = [...byStack.values()].reduce((a, b) => a + b, 0);
    console.log(`  allocated (sampled, incl. collected): ${(all / 1024 / +seconds).toFixed(1)} KB/s`);
    for (const [k, b] of [...byStack].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${(b / 1024 / +seconds).toFixed(1)} KB/s  ${k.split(' < ').reverse().join(' < ')}`);
  }
  const keys = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'RecalcStyleCount', 'LayoutCount', 'Frames', 'JSEventListeners', 'Nodes', 'JSHeapUsedSize', 'JSHeapTotalSize'];
  const per = (k: string) => (k.endsWith('Duration') ? `${(((m1[k]! - m0[k]!) * 1000) / +seconds).toFixed(2)} ms/s` : k.startsWith('JSHeap') || k === 'Nodes' || k === 'JSEventListeners' ? `${m0[k]} → ${m1[k]}` : `${((m1[k]! - m0[k]!) / +seconds).toFixed(2)} /s`);
  console.log(`${what}, ${seconds} s idle:`);
  for (const k of keys) if (k in m1) console.log(`  ${k}: ${per(k)}`);
  if (profile) {
    const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
    if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(p));
    const self = new Map<number, number>();
    p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
    const byFn = new Map<string, number>();
    for (const n of p.nodes) {
      const t = self.get(n.id) ?? 0;
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      byFn.set(key, (byFn.get(key) ?? 0) + t);
    }
    const total = [...byFn].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).reduce((a, [, t]) => a + t, 0);
    console.log(`  profile: ${(total / 1000 / +seconds).toFixed(2)} ms/s sampled outside idle/program`);
    for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${(t / 1000).toFixed(1)} ms  ${k}`);
  }
} finally {
  await launched.close();
}
process.exit(0);
