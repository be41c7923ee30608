// `npx tsx bench/part.ts start-up|chat|cross|idle|ring|shift|softphone [rounds] [--beside]`: one browser figure alone,
// for working on it (softphone inside `sh scripts/media-network.sh`, as `npm run bench` runs). With --beside, a second
// test suite (the browser project's chat and voice specs, two workers as in CI) runs beside the figure, started 20 s
// before it and stopped after: call set-up "with a second test suite running beside it" (issue 43).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { browserBench } from './browser.bench.ts';
import { idleBench } from './idle.bench.ts';
import { ringBench } from './ring.bench.ts';
import { softphoneBench } from './softphone.bench.ts';
const [part = 'start-up', rounds = '5'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const beside = process.argv.includes('--beside')
  ? spawn('npx', ['playwright', 'test', '--project=browser', 'tests/browser/chat', 'tests/browser/voice', '--workers=2'], { env: { ...process.env, CI: '1' }, stdio: 'ignore', detached: true })
  : null;
if (beside) await new Promise((r) => setTimeout(r, 20_000));
const loadBefore = loadavg();
try {
  const rows =
    part === 'cross'
      ? await browserBench(+rounds, ['start-up'], { crossSite: true })
      : part === 'idle'
        ? await idleBench(+rounds)
        : part === 'ring'
          ? await ringBench(+rounds)
          : part === 'softphone'
            ? await softphoneBench(+rounds)
            : await browserBench(+rounds, [part as 'start-up' | 'chat' | 'shift']);
  console.table(rows);
  console.log(`load average before ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after ${loadavg().map((l) => l.toFixed(2)).join(' / ')}${beside ? ' (a second test suite beside)' : ''}`);
} finally {
  if (beside?.pid) process.kill(-beside.pid, 'SIGTERM');
}
process.exit(0);
