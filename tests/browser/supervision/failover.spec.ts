import { test, expect } from '../support/fixtures.ts';
import { useBackupRegion } from '../support/backup-region.ts';
import { connectedInboundCall } from '../voice/support.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

// Global resiliency against Connect Local: the worker's Connect Local is the primary region, a second Connect Local
// over the same world is the backup region, and the panel runs streams with both CCPs
// (globalResiliency.secondaryCcpUrl). Amazon Connect's failover is played through the control API.

const region = useBackupRegion({ phone: 'desk' });

const banner = (page: import('@playwright/test').Page) => page.getByText('Switch to the backup environment', { exact: true });

test('a pending failover shows the banner; confirming disconnects the call and switches; completion hides the banner', async ({ page, api }) => {
  await page.goto(region.panel().url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  const contactId = await connectedInboundCall(page, api);

  await api.post('/failover', { state: 'pending' });
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page, 'failover banner');
  await page.getByRole('button', { name: 'Switch now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to the backup environment?' });
  await expect(dialog.getByText('All your active contacts will be disconnected.')).toBeVisible();
  await expectNoAxeViolations(page, 'failover dialog');
  // Cancel keeps the banner and the call.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(banner(page)).toBeVisible();

  await page.getByRole('button', { name: 'Switch now' }).click();
  await page.getByRole('dialog', { name: 'Switch to the backup environment?' }).getByRole('button', { name: 'Switch' }).click();
  // The call is disconnected, the backup region is active, and the banner goes once streams has switched.
  await expect.poll(async () => (await api.contact(contactId))?.state).toBe('ended');
  await expect.poll(async () => (await api.get('/failover')).active).toBe('us-east-1');
  await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
});


/** An Available agent on a connected call when Amazon Connect says a failover is pending: the banner shows. */
async function callWithFailoverPending(page: import('@playwright/test').Page, api: import('../support/fixtures.ts').ControlApi) {
  await page.goto(region.panel().url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await connectedInboundCall(page, api);
  await api.post('/failover', { state: 'pending' });
  await expect(banner(page)).toBeVisible();
}

test('a failover Amazon Connect completes by itself hides the banner and ends the call', async ({ page, api }) => {
  await callWithFailoverPending(page, api);
  await api.post('/failover', { state: 'completed' });
  await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
  // The backup region's CCP now reports the agent: the call it disconnected is in after-call work.
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  await expect(page.getByText('The call ended because your contact centre switched to the backup environment.')).toBeVisible();
  await expect(page.getByText('The customer ended the call.')).toHaveCount(0);
});

// The failover's end of the call reaches the panel (the old region's snapshot) before streams says the failover
// completed (on the new region's first update): the completion corrects what was told (issue 41).
test('after a reload during a pending failover, the call the failover ends is not said to be ended by the customer', async ({ page, api }) => {
  await callWithFailoverPending(page, api);
  await page.reload();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await api.post('/failover', { state: 'completed' });
  await expect(page.getByTestId('contact-status')).toHaveText('After call work', { timeout: 20_000 });
  await expect(page.getByText('The call ended because your contact centre switched to the backup environment.')).toBeVisible();
  await expect(page.getByText('The customer ended the call.')).toHaveCount(0);
});
