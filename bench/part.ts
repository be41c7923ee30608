// `npx tsx bench/part.ts start-up|chat|cross|idle|ring|shift|softphone [rounds]`: one browser figure alone, for working on
// it (softphone inside `sh scripts/media-network.sh`, as `npm run bench` runs).
import { browserBench } from './browser.bench.ts';
import { idleBench } from './idle.bench.ts';
import { ringBench } from './ring.bench.ts';
import { softphoneBench } from './softphone.bench.ts';
const [part = 'start-up', rounds = '5'] = process.argv.slice(2);
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
process.exit(0);
