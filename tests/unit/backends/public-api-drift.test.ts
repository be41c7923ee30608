import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from '../../../emulator/public-api/public-api.ts';

/**
 * Connect Local's public API against the AWS API model: the official SDK clients ship the service model as schemas
 * (dist-es/schemas/schemas_0.js: an operation is [9, namespace, name, {http: [method, uri, code]}, input, output]; a
 * structure [3, namespace, name, traits, memberNames, memberSchemas, requiredCount] with the required members
 * first; a member's traits carry httpQuery). Each operation Connect Local answers must have the model's method, URI,
 * query names and required members.
 */

type Schema = unknown[];
const require = createRequire(import.meta.url);

async function model(pkg: string): Promise<Record<string, unknown>> {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  return import(pathToFileURL(join(root, 'dist-es', 'schemas', 'schemas_0.js')).href) as Promise<Record<string, unknown>>;
}

function operation(schemas: Record<string, unknown>, name: string) {
  const op = schemas[`${name}$`] as Schema | undefined;
  if (!op) return undefined;
  const http = (op[3] as { http?: [string, string, number] }).http!;
  const input = (op[4] as () => Schema)();
  const members = input[4] as string[];
  const memberSchemas = input[5] as unknown[];
  const requiredCount = typeof input[6] === 'number' ? input[6] : 0;
  const query: Record<string, string> = {};
  members.forEach((m, i) => {
    const s = memberSchemas[i];
    const traits = Array.isArray(s) && typeof s[1] === 'object' && s[1] !== null ? (s[1] as { httpQuery?: string }) : undefined;
    if (traits?.httpQuery) query[traits.httpQuery] = m;
  });
  return { method: http[0], uri: http[1], required: members.slice(0, requiredCount), query };
}

it('implements each public operation as the AWS model defines it: method, path, query and required members', async () => {
  const models = { connect: await model('@aws-sdk/client-connect'), 'contact-lens': await model('@aws-sdk/client-connect-contact-lens') };
  for (const op of PUBLIC_OPERATIONS) {
    const aws = operation(models[op.model], op.name);
    expect(aws, `${op.name} is not in the ${op.model} model`).toBeDefined();
    expect({ name: op.name, method: op.method, uri: op.uri, query: op.query ?? {}, required: [...op.required].sort() }).toEqual({
      name: op.name,
      method: aws!.method,
      uri: aws!.uri,
      query: aws!.query,
      required: [...aws!.required].sort(),
    });
  }
});

it('covers every operation the back ends call', async () => {
  const { readFile } = await import('node:fs/promises');
  const sources = await Promise.all(['recording', 'transcript', 'email-addresses', 'shared/agent'].map((f) => readFile(join(__dirname, '../../../backends', f.includes('/') ? `${f}.ts` : `${f}/handler.ts`), 'utf8')));
  const called = new Set(sources.flatMap((s) => [...s.matchAll(/new (\w+)Command\(/g)].map((m) => m[1]!)));
  expect([...called].sort()).toEqual(PUBLIC_OPERATIONS.map((o) => o.name).sort());
});
