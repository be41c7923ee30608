import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The documented client API the contract suites must cover, read from the installed libraries' own type
 * declarations (so a new release's additions show up as uncovered), and the coverage table in emulator/README.md.
 */

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The method names a class or interface declares (members written `name(`, static ones too), without repeats. */
export function declaredMethods(source: string, declaration: RegExp): string[] {
  const found = declaration.exec(source);
  if (!found) throw new Error(`No declaration ${declaration} in the type declarations`);
  const start = found.index + found[0].search(/\S/);
  // The body ends at the first closing brace back at the declaration's own indentation.
  const indent = /^[ \t]*/.exec(source.slice(source.lastIndexOf('\n', start) + 1))![0];
  const end = source.indexOf(`\n${indent}}`, start);
  const body = source.slice(start, end);
  const names = [...body.matchAll(/^\s+(?:static\s+)?([a-zA-Z]\w*)\??\s*(?:<[^>]*>)?\(/gm)].map((m) => m[1]!);
  return [...new Set(names)].filter((n) => n !== 'constructor');
}

/** streams' agent, contact, connection (voice and the shared base), endpoint and softphone surface, as `Class.method`. */
export function streamsSurface(): string[] {
  const dts = readFileSync(join(packageDir('amazon-connect-streams'), 'src/index.d.ts'), 'utf8');
  const of = (label: string, re: RegExp) => declaredMethods(dts, re).map((m) => `${label}.${m}`);
  const base = new Set(declaredMethods(dts, /\n  class BaseConnection \{/));
  return [
    'connect.agent',
    'connect.contact',
    'core.onSoftphoneSessionInit',
    ...of('Agent', /\n  class Agent \{/),
    ...of('Contact', /\n  class Contact \{/),
    ...of('BaseConnection', /\n  class BaseConnection \{/),
    // VoiceConnection's own members; the ones it only redeclares are counted once, under BaseConnection.
    ...declaredMethods(dts, /\n  class VoiceConnection extends BaseConnection \{/).filter((m) => !base.has(m)).map((m) => `VoiceConnection.${m}`),
    ...of('Endpoint', /\n  class Endpoint \{/),
  ];
}

/**
 * chatjs's customer side: connect.ChatSession's create and setGlobalConfig, and the session's methods and on*
 * events (ChatSessionInterface, plus CustomerChatSession's own), as `ChatSession.method`.
 */
export function chatjsSurface(): string[] {
  const dts = readFileSync(join(packageDir('amazon-connect-chatjs'), 'dist/index.d.ts'), 'utf8');
  const names = [
    ...declaredMethods(dts, /\n\s*interface ChatSessionObject \{/),
    ...declaredMethods(dts, /\n\s*interface ChatSessionInterface \{/),
    ...declaredMethods(dts, /\n\s*interface CustomerChatSession extends ChatSessionInterface \{/),
  ];
  return [...new Set(names)].map((m) => `ChatSession.${m}`);
}

export interface CoverageRow {
  name: string;
  /** The spec file that exercises it, or '' when uncovered. */
  spec: string;
  /** What the service does that Connect Local does not, or why it is uncovered. */
  note: string;
}

/** The rows of the table under `heading` in emulator/README.md: | `Name` | spec or — | note |. */
export function coverageTable(readme: string, heading: string): CoverageRow[] {
  const start = readme.indexOf(heading);
  if (start < 0) throw new Error(`emulator/README.md has no section "${heading}"`);
  const next = readme.indexOf('\n#', start + heading.length);
  const section = readme.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^\| `([\w.]+)` \| ([^|]*) \| ([^|]*) \|$/gm)].map((m) => ({
    name: m[1]!,
    spec: m[2]!.trim() === '—' ? '' : m[2]!.trim(),
    note: m[3]!.trim(),
  }));
}
