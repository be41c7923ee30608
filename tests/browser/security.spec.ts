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

/** One directive of a page's CSP, whole. */
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name);

/**
 * Script and worker sources, exactly. The standalone panel runs video calls, whose background blur (the Chime
 * SDK's BackgroundBlurVideoFrameProcessor) fetches its worker from Amazon's CDN, starts it from a blob: URL and
 * compiles wasm in it: 'wasm-unsafe-eval' and the SDK's asset host, nothing else (no inline script, no eval). The
 * plugin (no video) and the screen-sharing page (content share, no camera) keep `script-src 'self'`.
 */
const STANDALONE_SCRIPTS = "script-src 'self' 'wasm-unsafe-eval' https://static.sdkassets.chime.aws";
const STRICT_SCRIPTS = "script-src 'self'";

test('every page of the panel is served with the security headers', async ({ panel }) => {
  for (const [path, scripts] of [
    ['/', STANDALONE_SCRIPTS],
    ['/softphone', STANDALONE_SCRIPTS],
    ['/channel-view/chat', STANDALONE_SCRIPTS],
    ['/plugin/', STRICT_SCRIPTS],
    ['/screen-sharing/', STRICT_SCRIPTS],
  ] as const) {
    const res = await fetch(`${panel.url}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src'), path).toBe(scripts);
    expect(directive(csp, 'worker-src'), path).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'script-src-elem'), path).toBeUndefined();
    expect(csp, path).toMatch(/frame-ancestors 'self'/);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy'), path).toMatch(/microphone=\(self[^)]*\), camera=\(self[^)]*\), display-capture=\(self\)/);
  }
  // The standalone page may be framed by no one else; the plugin by the instance's own workspace only (the build's
  // instance, and Connect Local's workspace here), not every Amazon Connect tenant.
  expect((await fetch(`${panel.url}/`)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
  expect((await fetch(`${panel.url}/plugin/`)).headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/[a-z0-9-]+\.my\.connect\.aws http:\/\/127\.0\.0\.1:\d+(;|$)/);
  // No wildcard scheme lets the pages talk to or frame any host: each is named.
  for (const path of ['/', '/plugin/', '/screen-sharing/']) {
    const csp = (await fetch(`${panel.url}${path}`)).headers.get('content-security-policy') ?? '';
    for (const name of ['connect-src', 'frame-src', 'media-src']) expect(directive(csp, name)!.split(' '), `${path} ${name}`).not.toContain('https:');
    expect(directive(csp, 'connect-src')!.split(' '), path).not.toContain('wss:');
  }
});

test('deep routes run under the shipped CSP with no violation', async ({ page, panel }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`)));
  for (const path of ['/channel-view/chat', '/settings', '/softphone']) {
    const res = await page.goto(`${panel.url}${path}`);
    expect(directive(res!.headers()['content-security-policy']!, 'script-src'), path).toBe(STANDALONE_SCRIPTS);
    await expect(page.getByRole('banner'), path).toContainText('Alex Rivera');
  }
  // streams' bundled websocket manager probes `new Function('return this')` for the global object inside a
  // try/catch and falls back to window: that blocked eval is expected and harmless. Nothing else may be blocked.
  expect(violations.filter((v) => !v.startsWith('script-src eval '))).toEqual([]);
});

/** In a blob: worker, as the Chime SDK starts its blur worker: whether WebAssembly compiles, and whether eval runs. */
const inBlobWorker = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const code = `
          const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
          WebAssembly.compile(empty).then(() => 'compiled', (e) => e.name).then((wasm) => {
            let evaluated = 'blocked';
            try { evaluated = String(new Function('return 1')()); } catch {}
            postMessage(wasm + ' / eval ' + evaluated);
          });`;
        const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
        worker.onmessage = (e) => resolve(String(e.data));
        worker.onerror = () => resolve('worker refused');
      }),
  );

test("the standalone panel's policy lets a blob: worker compile WebAssembly (blur) and still blocks eval; the plugin's does not", async ({ page, panel }) => {
  await page.goto(`${panel.url}/settings`);
  await expect(page.getByRole('banner')).toContainText('Alex Rivera');
  expect(await inBlobWorker(page)).toBe('compiled / eval blocked');
  await page.goto(`${panel.url}/plugin/`);
  expect(await inBlobWorker(page)).toBe('CompileError / eval blocked');
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
  // Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
  test.describe.configure({ mode: 'default' });
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
