import type { PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect } from '../support/fixtures.ts';
import { startCrmPanel } from '../crm/crm-panel.ts';
import { availableOnEmail, sendEmail } from './support.ts';

// What helps the agent decide on an email, once (issue #28): the offered email's subject, the queue it came
// through, and the contact attributes the deployment names (config.json shownAttributes); the customer's name once.

let host: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  host = await startCrmPanel(connectLocal, { shownAttributes: ['CustomerRef', 'Tier'] });
});
test.afterAll(async () => host.close());

test('an email shows its subject while offered, its queue and the chosen attributes, and names the customer once', async ({ page, api }) => {
  await availableOnEmail(page, host.url);
  await sendEmail(api, { subject: 'Late parcel', queue: 'Sales', attributes: { Tier: 'Gold', CustomerRef: 'C-42', internalScore: '7' } });
  const panel = page.getByRole('region', { name: 'Pat Customer' });
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeVisible();
  // Offered: the one incoming design lists what helps the agent decide.
  const offered = panel.getByLabel('Details of the incoming contact');
  await expect(offered).toContainText('SubjectLate parcel');
  await expect(offered).toContainText('QueueSales');
  // The deployment's order, and nothing it did not name.
  await expect(offered).toContainText('CustomerRefC-42TierGold');
  await expect(offered).not.toContainText('internalScore');

  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Accepted, the subject is the message's heading; the details keep the queue and the attributes.
  await expect(panel.getByRole('heading', { name: 'Late parcel', level: 3 })).toBeVisible();
  const details = panel.getByRole('region', { name: 'Email details' });
  await expect(details).toContainText('CustomerRefC-42TierGold');
  await expect(details).not.toContainText('Subject');
  await expect(details).toContainText('QueueSales');
  // The customer: the panel's heading, and the address only in the email's From line.
  await expect(panel.getByRole('heading', { name: 'Pat Customer', level: 2 })).toBeVisible();
  await expect(panel.getByText('pat@example.com')).toHaveText(['Pat Customer <pat@example.com>']);
});
