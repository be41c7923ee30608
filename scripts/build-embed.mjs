// Builds the embed client's npm package (packages/embed/): the ES module from src/embed/crm-embed.ts (esbuild,
// as dist/embed/crm-embed.js is built for the deployment) and its type declarations (tsc). Its version follows
// the panel's release (package.json). Run from the repository's root; npm pack runs it (prepack).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';

const pkgDir = 'packages/embed';
const { version } = JSON.parse(await readFile('package.json', 'utf8'));
const pkgFile = `${pkgDir}/package.json`;
const pkg = JSON.parse(await readFile(pkgFile, 'utf8'));
if (pkg.version !== version) await writeFile(pkgFile, `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);

await rm(`${pkgDir}/dist`, { recursive: true, force: true });
await build({
  entryPoints: ['src/embed/crm-embed.ts'],
  outfile: `${pkgDir}/dist/crm-embed.js`,
  bundle: true,
  format: 'esm',
  target: ['chrome120', 'firefox120', 'safari16'],
  sourcemap: true,
  legalComments: 'inline',
  logLevel: 'warning',
});
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${pkgDir}/tsconfig.json`], { stdio: 'inherit' });
console.log(`${pkg.name}@${version} built in ${pkgDir}/dist`);
