// `npx tsx bench/panel-start-cpu.ts [rounds] [--args=<extra Chromium switches, comma-separated>]`: what one browser
// test's panel costs in CPU, as the test fixtures start it (tests/browser/support/fixtures.ts): a fresh browser
// context signed in, the panel opened until the agent status shows Offline, then the next 20 s with nothing asked of
// it, then the context closed. CPU seconds by kind of process (proc-cpu.ts) for each phase, medians over the rounds,
// so a change to the fixtures, Connect Local or the Chromium switches can be compared on a busy machine (wall times
// there mean little; CPU seconds carry over). With --args, a second browser with those switches takes every other
// round, so the two are compared under the same load. Linux only.
import { chromium } from 'playwright-core';
import { connectLocalPanelConfig, startPanelHost } from '../emulator/panel-host.ts';
import { startConnectLocal } from '../emulator/server.ts';
import { chromiumArgs, findChromium } from '../tests/browser/support/chromium.ts';
import { startSignedIn } from '../tests/browser/support/signed-in.ts';
import { TreeCpu, loadAverage } from './proc-cpu.ts';

const rounds = +(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? '5');
const extra = process.argv.find((a) => a.startsWith('--args='))?.slice('--args='.length).split(',').filter(Boolean) ?? [];
const TRAIL_S = 20;

const local = await startConnectLocal({ settings: { ringTimeoutMs: 60_000 }, phone: 'desk' });
const panel = await startPanelHost({ config: connectLocalPanelConfig(local.url), mounts: { '/contract/': 'tests/browser/contract/pages' } });
local.useWorkspacePanel(panel.url);
const browsers = [{ name: 'as the tests run it', args: chromiumArgs }, ...(extra.length ? [{ name: `with ${extra.join(' ')}`, args: [...chromiumArgs, ...extra] }] : [])];
const sides = await Promise.all(
  browsers.map(async (b) => ({
    ...b,
    browser: await chromium.launch({ executablePath: findChromium(), args: b.args }),
    phases: { 'start → Offline': [], [`next ${TRAIL_S} s`]: [], close: [] } as Record<string, Map<string, number>[]>,
    walls: [] as number[],
  })),
);

const tree = new TreeCpu(process.pid);
const sampler = setInterval(() => tree.sample(), 150);
/** CPU seconds by kind so far, over this process's tree (itself with Connect Local, the browsers). */
const cpuNow = () => tree.byKind();
function minus(a: Map<string, number>, b: Map<string, number>) {
  const d = new Map<string, number>();
  for (const [k, v] of a) d.set(k, v - (b.get(k) ?? 0));
  return d;
}

const loads = [loadAverage()];
for (let i = 0; i < rounds; i++) {
  for (const side of sides) {
    await fetch(`${local.apiUrl}/reset`, { method: 'POST' });
    const t0 = cpuNow();
    const started = performance.now();
    const context = await side.browser.newContext();
    await startSignedIn(context, local);
    const page = await context.newPage();
    await page.goto(panel.url);
    // As the tests wait for it (toHaveValue polls the same way).
    const status = page.getByRole('combobox', { name: 'Agent status' });
    while ((await status.inputValue({ timeout: 60_000 }).catch(() => '')) !== 'Offline') await page.waitForTimeout(100);
    side.walls.push(performance.now() - started);
    const t1 = cpuNow();
    await page.waitForTimeout(TRAIL_S * 1000);
    const t2 = cpuNow();
    await context.close();
    const t3 = cpuNow();
    side.phases['start → Offline']!.push(minus(t1, t0));
    side.phases[`next ${TRAIL_S} s`]!.push(minus(t2, t1));
    side.phases.close!.push(minus(t3, t2));
  }
}
loads.push(loadAverage());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const { name, phases, walls } of sides) {
  const kinds = [...new Set(Object.values(phases).flatMap((ms) => ms.flatMap((m) => [...m.keys()])))];
  const rows = kinds.map((kind) => ({ kind, ...Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, +median(ms.map((m) => m.get(kind) ?? 0)).toFixed(2)])) }));
  rows.push({ kind: 'total', ...Object.fromEntries(Object.entries(phases).map(([phase, ms]) => [phase, +median(ms.map((m) => [...m.values()].reduce((a, b) => a + b, 0))).toFixed(2)])) });
  console.log(`Chromium ${name}: CPU seconds, medians of ${rounds} rounds; start → Offline wall median ${(median(walls) / 1000).toFixed(2)} s`);
  console.table(rows.filter((r) => Object.values(r).some((v) => typeof v === 'number' && v >= 0.01)));
}
console.log(`load average ${loads.join(' → ')}`);
clearInterval(sampler);
for (const side of sides) await side.browser.close();
await panel.close();
await local.close();
process.exit(0);
