import { connectLocalPanelConfig, startPanelHost, type PanelHost } from '../../../emulator/panel-host.ts';
import type { ConnectLocal } from '../../../emulator/server.ts';
import type { BrowserContext } from '@playwright/test';

/** The CRM that screen pops open in these tests: an https origin the browser context answers itself. */
export const CRM_ORIGIN = 'https://crm.example.com';

/** A panel host whose config.json carries a `crm` section (and whatever else is given), approved by Connect Local. */
export async function startCrmPanel(connectLocal: ConnectLocal, extra: Record<string, unknown>): Promise<PanelHost> {
  const host = await startPanelHost({ config: { ...connectLocalPanelConfig(connectLocal.url), ...extra } });
  connectLocal.allowPanelOrigin(host.url);
  return host;
}

/** Answers every page of the test CRM with a small page that shows its own address, so a popped window loads. */
export async function serveTestCrm(context: BrowserContext) {
  await context.route(`${CRM_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Test CRM</title><h1>Test CRM</h1>' }));
}
