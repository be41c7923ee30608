// `npx tsx bench/part.ts start-up|chat|cross|idle|ring [rounds]`: one browser figure alone, for working on it.
import { browserBench } from './browser.bench.ts';
import { idleBench } from './idle.bench.ts';
import { ringBench } from './ring.bench.ts';
const [part = 'start-up', rounds = '5'] = process.argv.slice(2);
const rows =
  part === 'cross'
    ? await browserBench(+rounds, ['start-up'], { crossSite: true })
    : part === 'idle'
      ? await idleBench(+rounds)
      : part === 'ring'
        ? await ringBench(+rounds)
        : await browserBench(+rounds, [part as 'start-up' | 'chat']);
console.table(rows);
process.exit(0);
