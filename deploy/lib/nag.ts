// cdk-nag is a CommonJS (jsii) package whose named exports Node's ES-module loader cannot see; required here once.
// cdk-nag 3 runs as a CDK policy-validation plugin (Validations.of(app).addPlugins); findings are acknowledged with
// Validations.of(construct).acknowledge({ id, reason }), each with its reason.
import { createRequire } from 'node:module';
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

const nag = createRequire(import.meta.url)('cdk-nag') as typeof import('cdk-nag');
export const { AwsSolutionsChecks } = nag;

export function acknowledge(scope: IConstruct, findings: { id: string; reason: string }[]) {
  for (const f of findings) Validations.of(scope).acknowledge(f);
}
