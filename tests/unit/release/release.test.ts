// npm run release and the embed client's npm package, as an admin and a CRM developer get them: the archive holds
// what a deployment needs and its checksums verify; the package lists its module and its type declarations.
// Cheap: the release runs on a stand-in build (--skip-build), and the archive is not built twice.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'release-'));
  for (const t of ['standalone', 'plugin', 'screen-sharing', 'embed']) {
    mkdirSync(join(work, 'dist', t, 'chunks'), { recursive: true });
    writeFileSync(join(work, 'dist', t, t === 'embed' ? 'crm-embed.js' : 'index.html'), `${t}\n`);
    writeFileSync(join(work, 'dist', t, 'chunks', 'a-ABCDEF12.js'), '');
    writeFileSync(join(work, 'dist', t, 'metafile.json'), '{}');
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run release', () => {
  it(`packs release/connect-ccp-${version}.tar.gz with the targets, the CDK app, the manifests, the schema and checksums that verify`, () => {
    const out = join(work, 'release');
    execFileSync(process.execPath, ['scripts/release.mjs', '--skip-build', '--no-embed', '--dist', join(work, 'dist'), '--out', out], { stdio: 'pipe' });
    const archive = join(out, `connect-ccp-${version}.tar.gz`);
    const files = execFileSync('tar', ['-tzf', archive]).toString().split('\n').filter((f) => f && !f.endsWith('/'));
    const root = `connect-ccp-${version}/`;
    for (const f of [
      'dist/standalone/index.html',
      'dist/plugin/index.html',
      'dist/screen-sharing/index.html',
      'dist/embed/crm-embed.js',
      'dist/standalone/chunks/a-ABCDEF12.js',
      'deploy/cdk.json',
      'deploy/bin/app.ts',
      'deploy/lib/ccp-stack.ts',
      'deploy/security-headers.mjs',
      'deploy/envs/example.json',
      'manifest.json',
      'manifests/screen-sharing.manifest.json',
      'config.schema.json',
      'CHANGELOG.md',
      'package.json',
      'package-lock.json',
      'src/standalone/config.ts',
      'SHA256SUMS',
    ])
      expect(files).toContain(root + f);
    expect(files.filter((f) => f.endsWith('metafile.json') || f.includes('cdk.out') || f.includes('node_modules'))).toEqual([]);

    // Extracted, every file is listed and `sha256sum -c` accepts them all.
    execFileSync('tar', ['-xzf', archive, '-C', work]);
    const sums = readFileSync(join(work, root, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(sums.length).toBe(files.length - 1);
    expect(() => execFileSync('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: join(work, root) })).not.toThrow();
    const outer = readFileSync(join(out, 'SHA256SUMS'), 'utf8');
    expect(outer).toMatch(new RegExp(`^[0-9a-f]{64}  connect-ccp-${version.replace(/\./g, '\\.')}\\.tar\\.gz\\n$`));
    expect(readFileSync(join(work, root, 'package.json'), 'utf8')).toContain(`"version": "${version}"`);
  }, 120_000);

  it('refuses a version the changelog does not describe', () => {
    const dir = mkdtempSync(join(work, 'repo-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '9.9.9' }));
    writeFileSync(join(dir, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n');
    expect(() => execFileSync(process.execPath, [join(process.cwd(), 'scripts/release.mjs'), '--skip-build'], { cwd: dir, stdio: 'pipe' })).toThrow(/CHANGELOG\.md has no section ## \[9\.9\.9\]/);
  });
});

describe('the embed client as an npm package (packages/embed)', () => {
  it('builds its module and type declarations at the panel\'s version, and npm pack lists them', () => {
    execFileSync(process.execPath, ['scripts/build-embed.mjs'], { stdio: 'pipe' });
    const pkg = JSON.parse(readFileSync('packages/embed/package.json', 'utf8'));
    expect(pkg.version).toBe(version);
    expect(pkg.exports['.']).toEqual({ types: './dist/types/embed/crm-embed.d.ts', import: './dist/crm-embed.js' });
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: 'packages/embed' }).toString());
    const paths = packed.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/crm-embed.js', 'dist/types/embed/crm-embed.d.ts', 'dist/types/shared/crm/embed-protocol.d.ts']));
    expect(paths.filter((p: string) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    const types = readFileSync('packages/embed/dist/types/embed/crm-embed.d.ts', 'utf8');
    expect(types).toContain('export declare function connectPanel');
    expect(readFileSync('packages/embed/dist/crm-embed.js', 'utf8')).toContain('connectPanel');
  }, 120_000);
});
