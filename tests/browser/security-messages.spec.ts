import { test, expect, type Page } from './support/fixtures.ts';

/**
 * Messages that carry nothing (null, undefined; anything but an object on the SDK channel) are ignored: the Amazon
 * Connect SDK code inside streams would read `.type` of them and throw a page error. The panel keeps working.
 */

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

/** Posts `messages` to the panel's window, then a marker, and resolves once the marker (so each of them) arrived. */
const postToPanel = (page: Page, messages: unknown[]) =>
  page.evaluate(
    (list) =>
      new Promise<void>((resolve) => {
        const marker = `marker-${Math.random()}`;
        const seen = (e: MessageEvent) => e.data === marker && (removeEventListener('message', seen), resolve());
        addEventListener('message', seen);
        for (const m of list) postMessage(m === 'undefined' ? undefined : m, '*');
        postMessage(marker, '*');
      }),
    messages,
  );

test('a null or undefined message posted to the panel throws no page error, and the panel keeps working', async ({ page, panel, api }) => {
  const errors = pageErrors(page);
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await postToPanel(page, [null, 'undefined', null]);
  await status.selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  expect(errors).toEqual([]);
});

test('a null or a bare string on the SDK channel from the CCP frame throws no page error', async ({ page, panel }) => {
  const errors = pageErrors(page);
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2/'))!;
  const panelOrigin = new URL(panel.url).origin;
  // The CCP frame opens a channel as the hosted CCP does, then sends what carries nothing, then a marker to the
  // window: messages of both kinds are queued in order, so the marker arrives after the channel's messages.
  const markerSeen = page.evaluate(() => new Promise<void>((resolve) => addEventListener('message', (e) => e.data === 'channel-marker' && resolve())));
  await ccp.evaluate(
    (origin) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => {
          if ((e.data as { type?: string } | null)?.type !== 'cross-domain-site-ready') return;
          channel.port1.postMessage(null);
          channel.port1.postMessage('not an object');
          parent.postMessage('channel-marker', origin);
          resolve();
        };
        parent.postMessage({ type: 'cross-domain-adapter-init' }, origin, [channel.port2]);
      }),
    panelOrigin,
  );
  await markerSeen;
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  expect(errors).toEqual([]);
});
