import type { PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect } from '../support/fixtures.ts';
import { CRM_ORIGIN, serveTestCrm, startCrmPanel } from './crm-panel.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

/**
 * Chromium under automation never blocks pop-ups (Playwright turns the blocker off; headless Chromium did not block
 * even without that switch, and reported a user activation the page never had: tried). The page gets the blocker's
 * rule back from an init script: window.open gives null unless it runs inside a real click (a trusted event being
 * dispatched), as the browser's blocker does for an agent who never allowed pop-ups for the panel.
 */
const POPUP_BLOCKER = () => {
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    const e = (window as { event?: Event }).event;
    return e?.isTrusted && e.type === 'click' ? open(...args) : null;
  };
};

let host: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  host = await startCrmPanel(connectLocal, { crm: { screenPop: { allowedOrigins: [CRM_ORIGIN], rules: [{ name: 'caller', url: `${CRM_ORIGIN}/search?phone={customer}` }] } } });
});
test.afterAll(async () => host.close());

test('a blocked screen pop is said, and one click opens it', async ({ page, context, api, connectLocal }) => {
  await serveTestCrm(context);
  await page.addInitScript(POPUP_BLOCKER);
  // Signed in first, in the page itself: streams' sign-in popup would be blocked too.
  await page.goto(`${connectLocal.url}/connect/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  await page.goto(`${host.url}/softphone`);
  // Available through Connect Local, not a click: a click in the page would let the browser allow the pop.
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await api.call('PUT', '/agents/agent/state', { name: 'Available' });
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  await api.inboundCall({ from: '+12065550100' });
  const notice = page.getByRole('status').filter({ hasText: 'The browser blocked a customer record window' });
  await expect(notice).toContainText('A page on crm.example.com could not open.');
  expect(context.pages()).toHaveLength(1);
  await expectNoAxeViolations(page, 'blocked screen pop notice');
  const popped = context.waitForEvent('page');
  await notice.getByRole('button', { name: 'Open customer record' }).click();
  await expect(await popped).toHaveURL(`${CRM_ORIGIN}/search?phone=%2B12065550100`);
  await expect(notice).toHaveCount(0);
});
