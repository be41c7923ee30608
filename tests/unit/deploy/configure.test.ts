import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configure, ConfigurationError, configuredFiles } from '../../../deploy/configure.mjs';
import { parseHeadersFile, targetHeaders } from '../../../deploy/security-headers.mjs';

const env = (alias: string) => ({ instanceUrl: `https://${alias}.my.connect.aws`, region: 'eu-central-1', softphone: { allowFramedSoftphone: true } });

/** A built dist: the three targets' folders (the bundle itself does not matter to configure). */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'configure-'));
  for (const t of ['standalone', 'plugin', 'screen-sharing']) mkdirSync(join(dir, t));
  return dir;
}

describe('npm run configure: one build, any environment', () => {
  it("writes each target's headers and config.json from the environment's configuration, not the tracked file", async () => {
    const out = fakeBuild();
    await configure(env('prod-corp'), { out });
    const csp = parseHeadersFile(readFileSync(join(out, 'standalone', '_headers'), 'utf8'))['Content-Security-Policy']!;
    expect(csp).toMatch(/frame-src 'self' https:\/\/prod-corp\.my\.connect\.aws/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/prod-corp\.my\.connect\.aws/);
    expect(csp).not.toContain('your-instance-alias');
    expect(JSON.parse(readFileSync(join(out, 'standalone', 'config.json'), 'utf8'))).toEqual(env('prod-corp'));
    expect(JSON.parse(readFileSync(join(out, 'plugin', 'config.json'), 'utf8'))).toEqual({ workspaceOrigins: ['https://prod-corp.my.connect.aws'] });
    for (const t of ['standalone', 'plugin', 'screen-sharing'] as const) {
      expect(parseHeadersFile(readFileSync(join(out, t, '_headers'), 'utf8')), t).toEqual(targetHeaders(t, env('prod-corp')));
    }
  });

  it('takes the workspace origins and the plugin options from the configuration', () => {
    const files = configuredFiles({ ...env('a'), workspaceOrigins: ['https://a.awsapps.com'], multiPartyChat: true });
    expect(JSON.parse(files.plugin!['config.json']!)).toEqual({ workspaceOrigins: ['https://a.awsapps.com'], multiPartyChat: true });
    expect(JSON.parse(files['screen-sharing']!['config.json']!)).toEqual({ workspaceOrigins: ['https://a.awsapps.com'] });
    expect(files.plugin!._headers).toContain("frame-ancestors 'self' https://a.awsapps.com");
  });

  it('refuses a configuration with a wrong or missing key, naming each, and writes nothing', async () => {
    const out = fakeBuild();
    const file = join(out, 'bad.json');
    writeFileSync(file, JSON.stringify({ instanceUrl: 'https://a.my.connect.aws', regoin: 'us-west-2' }));
    const error = await configure(file, { out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).problems.map((p) => p.key).sort()).toEqual(['region', 'regoin']);
    expect((error as Error).message).toMatch(/region is missing/);
    expect(existsSync(join(out, 'standalone', '_headers'))).toBe(false);
  });

  it('says to build first when the folder holds no built target', async () => {
    await expect(configure(env('a'), { out: mkdtempSync(join(tmpdir(), 'empty-')) })).rejects.toThrow(/npm run build first/);
  });

  it('writes the browser policies for the deployed origins when told where the panel is served', async () => {
    const out = fakeBuild();
    const written = await configure({ ...env('a'), globalResiliency: { secondaryCcpUrl: 'https://a-replica.my.connect.aws/ccp-v2/' } }, { out, panelOrigins: ['https://ccp.example.com'] });
    expect(written).toContain(join(out, 'browser-policy', 'chrome-managed-policy.json'));
    const chrome = JSON.parse(readFileSync(join(out, 'browser-policy', 'chrome-managed-policy.json'), 'utf8'));
    expect(chrome.AudioCaptureAllowedUrls).toEqual(['https://ccp.example.com', 'https://a.my.connect.aws', 'https://a-replica.my.connect.aws']);
    expect(chrome.PopupsAllowedForUrls).toEqual(['https://ccp.example.com']);
  });
});
