// npm run release: release/connect-ccp-<version>.tar.gz, what an admin deploys without the repository's history:
// the built targets (dist/standalone, plugin, screen-sharing, embed), the CDK app (deploy/, with the sources it
// reads: package.json and its lock for `npm ci`, src/ for the configuration's parser), the manifests, the schema,
// CHANGELOG.md and README.md, and SHA256SUMS of every file in it; beside it the embed client's npm package
// (npm pack) and release/SHA256SUMS of both.
//   node scripts/release.mjs [--skip-build] [--dist DIR] [--out DIR]
// --skip-build takes dist/ as it is (a CI job that has just built it); by default the release builds first.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dist = arg('--dist') ?? 'dist';
const out = arg('--out') ?? 'release';
const { version } = JSON.parse(await readFile('package.json', 'utf8'));
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) throw new Error(`package.json version ${version} is not a semantic version`);
const changelog = await readFile('CHANGELOG.md', 'utf8');
if (!changelog.includes(`## [${version}]`)) throw new Error(`CHANGELOG.md has no section ## [${version}]: say what changed before releasing`);

const run = (cmd, args, o = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], ...o });
if (!process.argv.includes('--skip-build')) run(process.execPath, ['build.mjs'], { stdio: 'inherit' });
const TARGETS = ['standalone', 'plugin', 'screen-sharing', 'embed'];
for (const t of TARGETS) if (!existsSync(join(dist, t, t === 'embed' ? 'crm-embed.js' : 'index.html'))) throw new Error(`${join(dist, t)} is not built: run npm run build (or drop --skip-build)`);

const name = `connect-ccp-${version}`;
const stage = join(out, name);
await rm(stage, { recursive: true, force: true });
await mkdir(stage, { recursive: true });

// The tracked sources the archive carries (git ls-files: nothing local, no cdk.out).
const tracked = run('git', ['ls-files', '-z', '--', 'deploy', 'src', 'manifests', 'manifest.json', 'config.schema.json', 'package.json', 'package-lock.json', 'tsconfig.json', 'CHANGELOG.md', 'README.md', 'LICENSE'])
  .toString()
  .split('\0')
  .filter(Boolean);
for (const f of tracked) {
  await mkdir(join(stage, dirname(f)), { recursive: true });
  await cp(f, join(stage, f));
}
// The built targets, without the build's own reports.
for (const t of TARGETS) await cp(join(dist, t), join(stage, 'dist', t), { recursive: true, filter: (src) => !src.endsWith('metafile.json') });

async function filesUnder(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out.sort();
}
const sha256 = async (file) => createHash('sha256').update(await readFile(file)).digest('hex');
/** `sha256sum -c SHA256SUMS` checks it. */
async function sums(dir, files) {
  return (await Promise.all(files.map(async (f) => `${await sha256(f)}  ${relative(dir, f).split('\\').join('/')}\n`))).join('');
}
await writeFile(join(stage, 'SHA256SUMS'), await sums(stage, await filesUnder(stage)));

const archive = join(out, `${name}.tar.gz`);
run('tar', ['-czf', archive, '-C', out, name]);
await rm(stage, { recursive: true, force: true });

// The embed client's npm package, at the same version (scripts/build-embed.mjs, npm pack's prepack).
const released = [archive];
if (!process.argv.includes('--no-embed')) {
  run(process.execPath, ['scripts/build-embed.mjs'], { stdio: 'inherit' });
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', relative('packages/embed', out)], { cwd: 'packages/embed' }).toString());
  released.push(join(out, packed.filename));
}
await writeFile(join(out, 'SHA256SUMS'), await sums(out, released));
console.log(`Released ${version}:\n${released.map((f) => `  ${f}`).join('\n')}\n  ${join(out, 'SHA256SUMS')}`);
