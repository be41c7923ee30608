import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';

/**
 * streams routes some calls past its worker: over the Amazon Connect SDK channel (site-streams' MessagePort from
 * the ccp-v2 iframe) and through the ccp-v2 page's api-proxy. In production only AWS's hosted CCP answers them;
 * unanswered, each rejects after 30 s. Connect Local's ccp-v2 page answers them, so each settles at once with an
 * honest answer. Everything here goes through streams' public API on a page of the panel's origin.
 */

/** Well under the SDK's 30 s client timeout; a relayed answer takes milliseconds. */
const PROMPT_MS = 3_000;

interface Timed<T = unknown> {
  ok: boolean;
  ms: number;
  data?: T;
  error?: { errorKey: string | null; reason: string | null };
}

type SdkMethod =
  | 'networkStatus' | 'instanceDetails' | 'isPreviewMode' | 'previewConfiguration' | 'engagePreview'
  | 'setVoiceEnhancementMode' | 'quickResponsesEnabled' | 'searchQuickResponses' | 'unknownCommand';

const call = <T = unknown>(page: Page, method: SdkMethod, ...args: unknown[]) =>
  page.evaluate(
    ([m, a]) => (window as unknown as { sdk: Record<string, (...x: unknown[]) => Promise<unknown>> }).sdk[m as string]!(...(a as unknown[])),
    [method, args] as const,
  ) as Promise<Timed<T>>;

const sdkReady = (page: Page) => page.waitForFunction(() => (window as unknown as { sdk?: { ready(): boolean } }).sdk?.ready() ?? false);

test.describe('the SDK channel and api-proxy answered by Connect Local', () => {
  // `api` resets the world (and its sessions) first, so the page's session outlives the reset.
  test.beforeEach(async ({ page, panel, connectLocal, api: _reset }) => {
    await page.goto(`${panel.url}/contract/sdk-channel.html?${new URLSearchParams({ instance: connectLocal.url })}`);
    await sdkReady(page);
  });

  test('agent calls over the SDK channel settle at once', async ({ page }) => {
    const network = await call<{ status: string; timestamp: number }>(page, 'networkStatus');
    expect(network).toMatchObject({ ok: true, data: { status: 'connected' } });
    expect(network.data!.timestamp).toBeGreaterThan(0);
    expect(network.ms).toBeLessThan(PROMPT_MS);

    const unknown = await call(page, 'unknownCommand');
    expect(unknown).toMatchObject({ ok: false, error: { errorKey: 'handlerNotFound' } });
    expect(unknown.ms).toBeLessThan(PROMPT_MS);
  });

  test('voice enhancement mode is kept and its change is published to subscribers', async ({ page }) => {
    const set = await call(page, 'setVoiceEnhancementMode', 'NOISE_SUPPRESSION');
    expect(set).toMatchObject({ ok: true });
    expect(set.ms).toBeLessThan(PROMPT_MS);
    await expect.poll(() => page.evaluate(() => (window as unknown as { sdk: { modeEvents(): unknown[] } }).sdk.modeEvents())).toEqual([
      { voiceEnhancementMode: 'NOISE_SUPPRESSION' },
    ]);
  });

  test('contact calls answer from the contact centre: instance details, and not in preview mode', async ({ page, api, connectLocal }) => {
    expect(await page.evaluate(() => (window as unknown as { sdk: { setAvailable(): Promise<boolean> } }).sdk.setAvailable())).toBe(true);
    const contactId = await api.inboundCall();
    await page.waitForFunction((id) => (window as unknown as { sdk: { hasContact(id: string): boolean } }).sdk.hasContact(id), contactId);

    const details = await call(page, 'instanceDetails', contactId);
    expect(details).toMatchObject({ ok: true, data: { origin: connectLocal.url, region: 'us-west-2' } });
    expect(details.ms).toBeLessThan(PROMPT_MS);

    const preview = await call(page, 'isPreviewMode', contactId);
    expect(preview).toMatchObject({ ok: true, data: false });
    expect(preview.ms).toBeLessThan(PROMPT_MS);

    for (const method of ['previewConfiguration', 'engagePreview'] as const) {
      const r = await call(page, method, contactId);
      expect(r, method).toMatchObject({ ok: false, error: { errorKey: 'invalidState' } });
      expect(r.error!.reason).toContain('not a preview contact');
      expect(r.ms).toBeLessThan(PROMPT_MS);
    }
  });

  test('quick responses through the api-proxy: integrated, searched at once', async ({ page }) => {
    const enabled = await call(page, 'quickResponsesEnabled');
    expect(enabled).toMatchObject({ ok: true, data: true });
    expect(enabled.ms).toBeLessThan(PROMPT_MS);

    const search = await call(page, 'searchQuickResponses', 'refund');
    expect(search).toMatchObject({
      ok: true,
      data: { results: [{ name: 'Refund policy', shortcutKey: 'refund', contents: { plainText: { content: 'You can return any item within 30 days for a full refund.' } }, attributesNotInterpolated: [] }] },
    });
    expect(search.ms).toBeLessThan(PROMPT_MS);
  });
});

test('the relay routes refuse a caller without a session', async ({ connectLocal }) => {
  for (const path of ['/connect/ccp-v2/sdk', '/connect/ccp-v2/api-proxy']) {
    const res = await fetch(`${connectLocal.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status, path).toBe(401);
    expect(await res.json()).toMatchObject({ __type: 'UnauthorizedException' });
  }
});
