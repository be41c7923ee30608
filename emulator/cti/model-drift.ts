import { readFileSync } from 'node:fs';
import { ctiOperations, NOT_YET_EMULATED, TRANSPORTS_ANSWERED } from './operations.ts';
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
  /** CreateTransport's answer members in the model (one per transport type) that Connect Local never gives. */
  transportsNotAnswered: string[];
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
    transportsNotAnswered: transportMembers(model).filter((m) => !Object.values(TRANSPORTS_ANSWERED).includes(m)).sort(),
  };
}

/** The members of CreateTransport's output in the model: one `<type>Transport` per transport type. */
function transportMembers(model: ReturnType<typeof extractServiceModel>): string[] {
  const output = (model.operations.CreateTransport as { output?: { shape?: string; members?: Record<string, unknown> } } | undefined)?.output;
  const shape = (output?.shape ? model.shapes[output.shape] : output) as { members?: Record<string, unknown> } | undefined;
  return Object.keys(shape?.members ?? {});
}
