import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { configure } from '../../../deploy/configure.mjs';
import { startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';

/**
 * One build, two environments: the same dist, configured twice (`npm run configure -- --config …`), served as a
 * static host serves it (its own config.json and _headers). Each page runs against its own instance and is served
 * with a CSP that names that instance and not the other.
 */

const environment = (name: string) => ({ instanceUrl: `https://${name}-corp.my.connect.aws`, region: 'eu-west-2', softphone: { allowFramedSoftphone: true } });
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name) ?? '';

const hosts: Record<string, { host: PanelHost; dir: string }> = {};
// One worker takes the file's tests in turn, so the two configured copies of dist are made once, not per test as the
// suite's fully parallel mode would.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  for (const name of ['test', 'prod']) {
    const dir = mkdtempSync(join(tmpdir(), `ccp-${name}-`));
    for (const target of ['standalone', 'plugin', 'screen-sharing']) cpSync(join('dist', target), join(dir, target), { recursive: true });
    await configure(environment(name), { out: dir, panelOrigins: [`https://ccp-${name}.example.com`] });
    const host = await startPanelHost({ distDir: join(dir, 'standalone'), apps: { '/plugin/': join(dir, 'plugin'), '/screen-sharing/': join(dir, 'screen-sharing') } });
    hosts[name] = { host, dir };
  }
});

test.afterAll(async () => {
  for (const { host, dir } of Object.values(hosts)) {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const [own, other] of [['test', 'prod'], ['prod', 'test']] as const) {
  test(`the ${own} environment's pages follow the ${own} configuration`, async ({ page }) => {
    const { host } = hosts[own]!;
    const response = await page.goto(`${host.url}/`, { waitUntil: 'commit' });
    const csp = response!.headers()['content-security-policy']!;
    for (const d of ['frame-src', 'connect-src']) {
      expect(directive(csp, d)).toContain(`https://${own}-corp.my.connect.aws`);
      expect(directive(csp, d)).not.toContain(`${other}-corp`);
    }
    // The page itself read its own configuration: streams frames that environment's CCP.
    await expect(page.locator('#ccp-frame iframe')).toHaveAttribute('src', new RegExp(`^https://${own}-corp\\.my\\.connect\\.aws/ccp-v2/`));
    // The plugin may be framed by that environment's agent workspace only.
    const plugin = await page.request.get(`${host.url}/plugin/`);
    const ancestors = directive(plugin.headers()['content-security-policy']!, 'frame-ancestors');
    expect(ancestors).toContain(`https://${own}-corp.my.connect.aws`);
    expect(ancestors).not.toContain(`${other}-corp`);
  });

  test(`the ${own} environment's browser policies list its own origins`, () => {
    const policy = JSON.parse(readFileSync(join(hosts[own]!.dir, 'browser-policy', 'chrome-managed-policy.json'), 'utf8'));
    expect(policy.AudioCaptureAllowedUrls).toEqual([`https://ccp-${own}.example.com`, `https://${own}-corp.my.connect.aws`]);
    expect(policy.PopupsAllowedForUrls).toEqual([`https://ccp-${own}.example.com`]);
    const reg = readFileSync(join(hosts[own]!.dir, 'browser-policy', 'chrome-edge-policies.reg'), 'utf8');
    expect(reg).toContain(`"2"="https://${own}-corp.my.connect.aws"`);
    expect(reg).not.toContain(`${other}-corp`);
  });
}

test('a configuration with a mistyped key stops the panel with a page naming the key', async ({ page }) => {
  const host = await startPanelHost({ config: { ...environment('test'), loginURL: 'https://idp.example.com/sso' } });
  try {
    await page.goto(`${host.url}/`);
    await expect(page.getByRole('alert')).toHaveText('config.json: loginURL is not a setting the panel knows (a typo?)');
    await expect(page.locator('#ccp-frame')).toHaveCount(0);
  } finally {
    await host.close();
  }
});
