import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { browserBench } from './browser.bench.ts';
import { compared, latestResults } from './compare.ts';
import { idleBench } from './idle.bench.ts';
import { ringBench } from './ring.bench.ts';
import { bundleBench } from './bundle.bench.ts';
import { connectLocalScaleBench } from './connect-local-scale.bench.ts';
import { connectLocalBench } from './connect-local.bench.ts';
import { modelBench } from './model-updates.bench.ts';
import { softphoneBench } from './softphone.bench.ts';

// `npm run bench`: prints every figure with its goal, compares it with the previous results file
// (bench/results/<time>.json, the newest one there) and writes this run's to a new one; nothing here asserts a time.
const previous = latestResults('bench/results');
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
};

/** The machine's load average (1, 5, 15 min): every section records it, before and after, beside its figures. */
const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');
const loads: Record<string, string> = {};
results.load = loads;

/** One table; a section that fails (or cannot run here) says why and the others still run and are written. */
async function section(title: string, run: () => Promise<object[]>) {
  console.log(title);
  const before = load();
  try {
    const rows = await run();
    loads[title] = `${before} → ${load()}`;
    console.log(`  load average (1 / 5 / 15 min) ${loads[title]}`);
    console.table(compared(rows as Record<string, unknown>[], previous?.data[title] as Record<string, unknown>[] | undefined));
    results[title] = rows;
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    console.log(`  not measured: ${error}`);
    results[title] = { error };
  }
}

await section('Model: applying streams snapshots (fine-grained updates)', modelBench);
await section('Connect Local: CTI API over loopback HTTP', connectLocalBench);
await section('In Chromium against Connect Local: start-up, chat bursts, typing, a compressed shift (run `npm run build` first)', () => browserBench());
await section('Start-up with the CCP on another site than the panel, as in production (run `npm run build` first)', () => browserBench(5, ['start-up'], { crossSite: true }));
await section('Idle CPU in Chromium against Connect Local: the whole browser, panel and bare page side by side (run `npm run build` first)', () => idleBench());
await section('Ring to screen in Chromium against Connect Local (run `npm run build` first)', () => ringBench());
await section('Connect Local at scale: agents long-polling GetAgentSnapshot', () => connectLocalScaleBench());
// WebRTC between headless Chromiums needs the network namespace scripts/media-network.sh makes (npm run bench runs
// in it where the machine allows), as the media tests do.
await section('Softphone call set-up in Chromium against Connect Local (run `npm run build` first)', () =>
  process.env.CONNECT_LOCAL_MEDIA_NETWORK === '1'
    ? softphoneBench()
    : Promise.reject(new Error(process.env.CONNECT_LOCAL_MEDIA_SKIP ?? 'not run inside scripts/media-network.sh, which gives WebRTC a network of its own')),
);
await section('The standalone bundle (after `npm run build`)', async () => bundleBench());

// The four figures of issue 43, from the sections above, each with its goal, the load it was taken under and how it
// moved since the last run.
const FOUR = [
  /^idle CPU ratio panel with five chats and a call on hold ÷ timers floor/,
  /^idle: ticking mm:ss timers/,
  /^start-up CPU ratio panel ÷ React floor page, main thread \(/,
  /^start-up CPU: main thread until the agent status, (React floor page|panel) \(/,
  /^start-up ratio panel ÷ React floor page, wall time$/,
  /^memory ratio panel with five chats/,
  /^shift: heap growth/,
  /^softphone: (invite → answer|Accept → customer hears|the panel's share|Connect Local's share)/,
];
const four = Object.entries(results).flatMap(([title, rows]) =>
  Array.isArray(rows) ? (rows as Record<string, unknown>[]).filter((r) => FOUR.some((f) => f.test(String(r.figure ?? r.name ?? '')))).map((r) => ({ ...r, load: loads[title] })) : [],
);
const FOUR_TITLE = 'Issue 43, the four figures: idle against the timers floor, start-up in CPU time, memory per agent, call set-up';
console.log(FOUR_TITLE);
console.table(compared(four, previous?.data[FOUR_TITLE] as Record<string, unknown>[] | undefined));
results[FOUR_TITLE] = four;

if (previous) console.log(`Compared with ${previous.file} (${String(previous.data.at)})`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${results.at as string}.json`.replace(/:/g, '-');
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`Written to ${file}`);
process.exit(0);
