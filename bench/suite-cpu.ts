// `npx tsx bench/suite-cpu.ts <command…>`: runs a command (e.g. `npx playwright test tests/browser/smoke.spec.ts
// --workers=1 --repeat-each=5`) and prints the CPU seconds its process tree used, split by kind of process (see
// proc-cpu.ts). Processes are read every 100 ms, so one that lives less than that may be missed: the split, not the
// last tick, is the point. Run it twice (say --repeat-each=1 and 6) and the difference is what a test costs.
import { spawn } from 'node:child_process';
import { TreeCpu, loadAverage } from './proc-cpu.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: npx tsx bench/suite-cpu.ts <command…>');
  process.exit(2);
}
const started = Date.now();
const loadBefore = loadAverage();
const child = spawn(command, args, { stdio: 'inherit' });
const tree = new TreeCpu(child.pid!);
const timer = setInterval(() => tree.sample(), 100);
child.on('exit', (code) => {
  clearInterval(timer);
  const totals = tree.byKind();
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.table([...totals.entries()].sort((a, b) => b[1] - a[1]).map(([kind, s]) => ({ kind, 'CPU s': +s.toFixed(1), share: `${((100 * s) / sum).toFixed(0)} %` })));
  console.log(`CPU ${sum.toFixed(1)} s over ${((Date.now() - started) / 1000).toFixed(1)} s wall; load average before ${loadBefore}, after ${loadAverage()}; exit ${code}`);
  process.exit(code ?? 1);
});
