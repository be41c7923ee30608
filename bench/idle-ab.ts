// `npx tsx bench/idle-ab.ts "<css>" [windows] [--base <dist dir>]`: two busy panels (five chats and a call on hold)
// side by side, B with the given style added, measured over the same alternating windows (whole-browser CPU from
// /proc), so a change to how the idle panel draws can be judged on a machine that is not quiet: the load hits A and B
// alike. With --base, A serves that build (e.g. main's, built into another folder) and B dist/standalone: a change in
// the panel's code judged the same way (the CSS may then be "").
import { loadavg } from 'node:os';
import { busyPanel, launchWithConnectLocal, treeCpuMs, treePssMiB, type Launched } from './idle.bench.ts';

const baseAt = process.argv.indexOf('--base');
const baseDist = baseAt > 0 ? process.argv[baseAt + 1] : undefined;
const [css = '', windows = '6'] = process.argv.slice(2).filter((_, i, all) => all[i - 1] !== '--base' && all[i] !== '--base');
const running: Launched[] = [];
for (const variant of ['A', 'B']) {
  const r = await launchWithConnectLocal(variant === 'A' ? baseDist : undefined);
  const page = await busyPanel(r.browser, r.panelUrl, r.api);
  if (variant === 'B' && css) await page.addStyleTag({ content: css });
  running.push(r);
}
await new Promise((r) => setTimeout(r, 10_000));
const per: number[][] = [[], []];
for (let w = 0; w < +windows; w++) {
  const c0 = running.map((r) => treeCpuMs(r.pid));
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, 20_000));
  const c1 = running.map((r) => treeCpuMs(r.pid));
  const elapsed = performance.now() - t0;
  running.forEach((_, i) => per[i]!.push(((c1[i]! - c0[i]!) / elapsed) * 100));
  console.log(`window ${w + 1}: A ${per[0]!.at(-1)!.toFixed(2)} % B ${per[1]!.at(-1)!.toFixed(2)} % (load ${loadavg()[0]!.toFixed(2)})`);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`A ${mean(per[0]!).toFixed(2)} %, B ${mean(per[1]!).toFixed(2)} %, B ÷ A ${(mean(per[1]!) / mean(per[0]!)).toFixed(2)}; PSS A ${treePssMiB(running[0]!.pid)} MiB, B ${treePssMiB(running[1]!.pid)} MiB`);
for (const r of running) await r.close();
process.exit(0);
