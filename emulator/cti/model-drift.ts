import { readFileSync } from 'node:fs';
import { ctiOperations, NOT_YET_EMULATED } from './operations.ts';
import { extractClientMethods, extractServiceModel, streamsBundlePath } from './service-model.ts';

export interface DriftReport {
  streamsVersion: string;
  modelUid: string;
  modelOperations: number;
  /** Model operations Connect Local answers with "not answered": new ones make the tests fail. */
  notAnswered: string[];
  /** Of those, the ones knowingly waiting for a later issue, with the reason. */
  pending: Record<string, string>;
  /** Streams methods with no model operation: the worker fails them itself, so no back end can answer them. */
  clientMethodsWithoutOperation: string[];
}

/** Compares the CTI model in the installed streams bundle with the operations Connect Local answers. */
export function modelDrift(): DriftReport {
  const file = streamsBundlePath();
  const bundle = readFileSync(file, 'utf8');
  const model = extractServiceModel(bundle);
  const ops = Object.keys(model.operations);
  const answered = new Set(['GetAgentSnapshot', ...Object.keys(ctiOperations)]);
  const pkg = JSON.parse(readFileSync(file.replace(/release\/connect-streams\.js$/, 'package.json'), 'utf8')) as { version: string };
  const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
  return {
    streamsVersion: pkg.version,
    modelUid: model.metadata.uid ?? model.metadata.apiVersion,
    modelOperations: ops.length,
    notAnswered: ops.filter((o) => !answered.has(o)).sort(),
    pending: NOT_YET_EMULATED,
    clientMethodsWithoutOperation: extractClientMethods(bundle).filter((m) => !ops.includes(cap(m))),
  };
}
