import { modelDrift } from './model-drift.ts';
import { TRANSPORTS_PENDING } from './operations.ts';

// `npm run drift`: prints the report and fails when streams has an operation nobody planned for.
const report = modelDrift();
console.log(JSON.stringify(report, null, 2));
const unplanned = report.notAnswered.filter((op) => !(op in report.pending));
if (unplanned.length) {
  console.error(`Connect Local does not answer these CTI operations of streams ${report.streamsVersion}: ${unplanned.join(', ')}`);
  process.exit(1);
}
const transports = report.transportsNotAnswered.filter((t) => !(t in TRANSPORTS_PENDING));
if (transports.length) {
  console.error(`Connect Local does not give these CreateTransport transports of streams ${report.streamsVersion}: ${transports.join(', ')}`);
  process.exit(1);
}
