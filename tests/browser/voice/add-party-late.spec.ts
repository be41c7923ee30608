import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

// Voice §9: adding a participant gives up after 10 s. A party that still joins after that makes the alert untrue:
// it goes, and the party is on the call. Connect Local answers CreateAdditionalConnection 15 s late, then dials the party.
test('a party added after the 10 s timeout takes the error away', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await api.post('/faults', { operation: 'CreateAdditionalConnection', delayMs: 15_000 });
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('combobox', { name: 'Search quick connects' }).fill('Front desk');
  await page.getByRole('button', { name: 'Call to add' }).click();
  const error = page.getByRole('alert').getByText('Error adding participant. Please try again. If the error persists contact your administrator.');
  await expect(error).toBeVisible({ timeout: 20_000 });
  // Connect Local dials the party once its delayed answer goes out.
  await expect.poll(async () => (await parties(api, contactId)).some((p) => p.role === 'third_party'), { timeout: 20_000 }).toBe(true);
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
  await expect(error).toHaveCount(0);
});
