import { modelDrift } from './model-drift.ts';

// `npm run drift`: prints the report and fails when streams has an operation nobody planned for.
const report = modelDrift();
console.log(JSON.stringify(report, null, 2));
const unplanned = report.notAnswered.filter((op) => !(op in report.pending));
if (unplanned.length) {
  console.error(`Connect Local does not answer these CTI operations of streams ${report.streamsVersion}: ${unplanned.join(', ')}`);
  process.exit(1);
}
