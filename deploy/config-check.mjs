// Validates an environment's configuration against config.schema.json: `npm run config:check FILE`, `npm run
// configure` and the CDK app all call checkConfig, so a wrong or missing key is named the same way everywhere.
// Plain JavaScript so the scripts run without a compiler.
import Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SCHEMA = JSON.parse(readFileSync(new URL('../config.schema.json', import.meta.url), 'utf8'));

let validate;

/** "/crm/screenPop/rules/0/url" → "crm.screenPop.rules[0].url", as parseConfig names keys. */
function keyOf(pointer, child) {
  const parts = [...pointer.split('/').slice(1), ...(child === undefined ? [] : [child])].map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((key, p) => (/^\d+$/.test(p) ? `${key}[${p}]` : key ? `${key}.${p}` : p), '') || '(the file)';
}

function messageOf(e, node) {
  switch (e.keyword) {
    case 'required':
      return `is missing: ${node?.description ?? 'required'}`;
    case 'additionalProperties':
      return 'is not a setting the panel knows (a typo?)';
    case 'type':
    case 'enum':
      return `${e.message}${explain(node)}`;
    case 'pattern':
    case 'const':
    case 'oneOf':
      return `is not valid${explain(node)}`;
    default:
      return e.message ?? 'is not valid';
  }
}

const explain = (node) => `${node?.description ? `: ${node.description}` : ''}${node?.examples ? ` For example ${JSON.stringify(node.examples[0])}.` : ''}`;

/** The schema node describing a key, for its description and examples. */
function schemaNodeAt(path) {
  let node = SCHEMA;
  for (const p of path) {
    if (!node) return undefined;
    node = /^\d+$/.test(p) ? node.items : (node.properties?.[p] ?? node.oneOf?.find((b) => b.properties?.[p])?.properties[p]);
  }
  return node;
}

/**
 * Every problem of a configuration, each naming its key (dotted, with [i] for list items); [] when it is valid.
 * @param {unknown} config
 * @returns {{ key: string, message: string }[]}
 */
export function checkConfig(config) {
  validate ??= new Ajv2020({ allErrors: true, strict: false }).compile(SCHEMA);
  if (validate(config)) return [];
  const found = (validate.errors ?? []).map((e) => {
    const child = e.keyword === 'required' ? e.params.missingProperty : e.keyword === 'additionalProperties' ? e.params.additionalProperty : undefined;
    const path = [...e.instancePath.split('/').slice(1), ...(child === undefined ? [] : [child])];
    return { key: keyOf(e.instancePath, child), message: messageOf(e, schemaNodeAt(path)) };
  });
  // A oneOf reports its own failure and each branch's: an error inside the key says it better than one on the key.
  const seen = new Set();
  return found.filter(({ key }) => {
    if (seen.has(key) || found.some((o) => o.key.startsWith(`${key}.`) || o.key.startsWith(`${key}[`))) return false;
    seen.add(key);
    return true;
  });
}

/** Reads and checks a file: the errors, or a single one for a file that cannot be read or parsed. */
export function checkConfigFile(file) {
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { config: undefined, errors: [{ key: '(the file)', message: `${file} cannot be read as JSON: ${e.message}` }] };
  }
  return { config, errors: checkConfig(config) };
}

// npm run config:check FILE
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run config:check FILE (an environment configuration, see config.schema.json)');
    process.exit(2);
  }
  const { errors } = checkConfigFile(file);
  for (const e of errors) console.error(`${file}: ${e.key} ${e.message}`);
  if (errors.length) process.exit(1);
  console.log(`${file}: valid`);
}
