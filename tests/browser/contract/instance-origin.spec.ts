import { test, expect } from '../support/fixtures.ts';
import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import { startConnectLocal, type ConnectLocal } from '../../../emulator/server.ts';
import { localCertificate } from '../../../emulator/tls.ts';
import { join } from 'node:path';
import { customerConn, openStreams } from './support.ts';

// How an integration names the instance: the original CCP's path and an https:// origin, each through the real streams.

test("the original CCP's path (/connect/ccp#, streams' older ccpUrl) loads the same CCP, and streams works through it", async ({ page, panel, connectLocal, api }) => {
  const streams = await openStreams(page, panel, connectLocal, { query: { ccpPath: '/connect/ccp#' } });
  expect(page.frames().map((f) => new URL(f.url()).pathname)).toContain('/connect/ccp-v2/');
  expect(await streams.setState('Available')).toMatchObject({ ok: true });
  await streams.waitForAgentState('Available');
  expect(await api.agentState()).toMatchObject({ name: 'Available' });
});

test.describe('an instance origin over HTTPS', () => {
  let secure: ConnectLocal;
  let securePanel: PanelHost;
  test.beforeAll(async () => {
    secure = await startConnectLocal({ https: true, phone: 'desk' });
    // The page is https too, as a deployed panel is: an http:// page framing an https:// CCP is another site, whose
    // cookies a private browser window (a Playwright context) does not send.
    const tls = await localCertificate(join(process.cwd(), '.connect-local', 'tls'));
    securePanel = await startPanelHost({ config: connectLocalPanelConfig(secure.url), mounts: { '/contract/': 'tests/browser/contract/pages' }, tls });
    secure.allowPanelOrigin(securePanel.url);
  });
  test.afterAll(async () => {
    await securePanel?.close();
    await secure?.close();
  });

  test('streams signs in, sets a state and dials through https://', async ({ page }) => {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const streams = await openStreams(page, securePanel, secure);
    expect(await streams.setState('Available')).toMatchObject({ ok: true });
    await streams.waitForAgentState('Available');
    expect(await streams.dial('+14155550199')).toEqual({ ok: true, data: {} });
    await expect.poll(async () => (await streams.agent()).contacts.map((c) => c.state)).toEqual(['connected']);
    expect(customerConn((await streams.agent()).contacts[0]!)).toMatchObject({ state: 'connected', phoneNumber: '+14155550199' });
  });
});
