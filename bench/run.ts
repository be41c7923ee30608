import { connectLocalBench } from './connect-local.bench.ts';
import { modelBench } from './model-updates.bench.ts';

// `npm run bench`: prints figures; nothing here asserts a time.
console.log('Model: applying streams snapshots (fine-grained updates)');
console.table(await modelBench());
console.log('Connect Local: CTI API over loopback HTTP');
console.table(await connectLocalBench());
console.log('Bundle sizes: see the table `npm run build` prints (raw and gzip per entry).');
