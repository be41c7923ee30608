import { test, expect } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

// §9: a double click on a quick connect (two clicks within 500 ms) picks it and calls it, without Call.
test('double-clicking a quick connect adds it to the call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('option', { name: /Front desk/ }).dblclick();
  await expect.poll(async () => (await parties(api, contactId)).filter((p) => p.role === 'third_party').length).toBe(1);
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(2);
});
