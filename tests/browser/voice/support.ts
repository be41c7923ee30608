import { expect, type Page } from '../support/fixtures.ts';
import type { ControlApi } from '../support/fixtures.ts';

/** Opens the panel and makes the agent Available, as an agent starting a shift would. */
export async function availableAgent(page: Page, panelUrl: string) {
  await page.goto(panelUrl);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
}

/** A customer calls; the agent accepts; the call is connected. Returns the contact id. */
export async function connectedInboundCall(page: Page, api: ControlApi, from = '+14155550100') {
  const contactId = await api.inboundCall({ from });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  return contactId;
}

/** The contact's parties as Connect Local records them. */
export async function parties(api: ControlApi, contactId: string) {
  return ((await api.contact(contactId))?.connections ?? []) as { connectionId: string; role: string; state: string; digits: string; mute: boolean; endpoint: string }[];
}

/**
 * Waits until this window carries the softphone agent's calls. With the agent's only window nothing says so on
 * screen (issue 41), so the sign is the Web Lock a carrying window holds to keep the browser from freezing it.
 */
export async function carriesCalls(page: Page) {
  await expect.poll(() => page.evaluate(async () => ((await navigator.locks.query()).held ?? []).some((l) => l.name?.startsWith('connect-ccp-carrier-')))).toBe(true);
}
