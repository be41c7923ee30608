import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../emulator/panel-host.ts';
import { test, expect, type Page } from './support/fixtures.ts';

/**
 * Hosting that strangers cannot frame: every page ships the security headers, runs under its CSP (deep routes
 * included), and a page framed by an origin it does not allow shows nothing of the agent and makes no request.
 * `localhost` is another origin than `127.0.0.1`, so Connect Local's own pages on localhost play the stranger.
 */

const foreignPage = async (page: Page, connectLocalUrl: string) => {
  const foreign = connectLocalUrl.replace('127.0.0.1', 'localhost');
  await page.goto(`${foreign}/connect/login`);
  return new URL(foreign).origin;
};

/** Frames `src` in the current page and waits for the frame's load (a blocked frame loads an error page). */
const frame = async (page: Page, src: string) => {
  await page.evaluate(
    (s) =>
      new Promise((resolve) => {
        const f = Object.assign(document.createElement('iframe'), { src: s, title: 'framed panel' });
        f.addEventListener('load', resolve);
        document.body.append(f);
      }),
    src,
  );
  return page.frameLocator('iframe[title="framed panel"]');
};

/** The CTI calls Connect Local answered since `t`: a panel that ran would have called GetAgentSnapshot at least. */
const ctiCallsSince = async (api: { state(): Promise<any> }, t: number) => ((await api.state()).cti as { at: number }[]).filter((c) => c.at >= t);

test('every page of the panel is served with the security headers', async ({ panel }) => {
  for (const path of ['/', '/softphone', '/channel-view/chat', '/plugin/', '/screen-sharing/']) {
    const res = await fetch(`${panel.url}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp, path).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp, path).toMatch(/frame-ancestors 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy'), path).toMatch(/microphone=\(self[^)]*\), camera=\(self[^)]*\), display-capture=\(self\)/);
  }
  // The standalone page may be framed by no one else; the plugin by the workspace only.
  expect((await fetch(`${panel.url}/`)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
  expect((await fetch(`${panel.url}/plugin/`)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/\*\.my\.connect\.aws https:\/\/\*\.awsapps\.com http:\/\/127\.0\.0\.1:\d+/);
});

test('deep routes run under the shipped CSP with no violation', async ({ page, panel }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`)));
  for (const path of ['/channel-view/chat', '/settings', '/softphone']) {
    const res = await page.goto(`${panel.url}${path}`);
    expect(res!.headers()['content-security-policy'], path).toContain("script-src 'self';");
    await expect(page.getByRole('banner'), path).toContainText('Alex Rivera');
  }
  // streams' bundled websocket manager probes `new Function('return this')` for the global object inside a
  // try/catch and falls back to window: that blocked eval is expected and harmless. Nothing else may be blocked.
  expect(violations.filter((v) => !v.startsWith('script-src eval '))).toEqual([]);
});

test('a foreign page that frames the standalone panel gets nothing: no panel, no request', async ({ page, panel, connectLocal, api }) => {
  await foreignPage(page, connectLocal.url);
  const since = Date.now();
  const framed = await frame(page, `${panel.url}/`);
  await expect(framed.getByRole('banner')).toHaveCount(0);
  expect(await ctiCallsSince(api, since)).toEqual([]);
});

test.describe('on a host that sends no headers, the pages refuse a framing stranger themselves', () => {
  let bare: PanelHost;
  test.beforeAll(async ({ connectLocal }) => {
    bare = await startPanelHost({ config: connectLocalPanelConfig(connectLocal.url), securityHeaders: false });
    connectLocal.allowPanelOrigin(bare.url);
  });
  test.afterAll(async () => bare?.close());

  for (const [name, path] of [
    ['the standalone panel', '/'],
    ['the plugin', '/plugin/'],
    ['the screen-sharing view', '/screen-sharing/?contactId=forged'],
  ] as const) {
    test(`${name} says why and shows nothing forged`, async ({ page, connectLocal, api }) => {
      const stranger = await foreignPage(page, connectLocal.url);
      const since = Date.now();
      const framed = await frame(page, `${bare.url}${path}`);
      await expect(framed.getByRole('alert')).toHaveText(`For your security, the panel does not run inside a page of ${stranger}. Open it in its own window, or ask your administrator to allow this site.`);
      await expect(framed.getByRole('banner')).toHaveCount(0);
      await expect(framed.getByText('forged')).toHaveCount(0);
      expect(await ctiCallsSince(api, since)).toEqual([]);
    });
  }

  test('the standalone panel still runs on its own there', async ({ page }) => {
    await page.goto(`${bare.url}/channel-view/softphone`);
    await expect(page.getByRole('banner')).toContainText('Alex Rivera');
  });
});
