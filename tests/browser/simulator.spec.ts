import { test, expect, type Page, type ControlApi } from './support/fixtures.ts';

/**
 * The simulator page at Connect Local's root, driven as a keyboard-and-screen-reader user would find it:
 * every element by role and accessible name.
 */

/** The agent picks Available, through the control API (no panel is open in these tests). */
const makeAvailable = (api: ControlApi, username = 'agent') => api.call('PUT', `/agents/${username}/state`, { name: 'Available' });

async function openSimulator(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect Local simulator' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New contact' })).toBeVisible();
}

test('creates a voice contact from the form, lists it ringing, and the customer hangs up', async ({ page, connectLocal, api }) => {
  await makeAvailable(api);
  await openSimulator(page, connectLocal.url);
  await expect(page.getByRole('row', { name: /Alex Rivera/ })).toContainText('Available');

  const form = page.getByRole('region', { name: 'New contact' });
  await expect(form.getByRole('radio', { name: 'Voice' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Task' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'From number' }).fill('+447700900123');
  await form.getByRole('combobox', { name: 'Target agent' }).selectOption({ label: 'Alex Rivera (agent)' });
  await form.getByRole('button', { name: 'Add attribute' }).click();
  await expect(form.getByRole('textbox', { name: 'Key of attribute 1' })).toBeFocused();
  await page.keyboard.type('customerId');
  await form.getByRole('textbox', { name: 'Value of attribute 1' }).fill('C-42');
  await form.getByRole('spinbutton', { name: 'Ring timeout (seconds)' }).fill('20');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect.poll(async () => (await api.state()).contacts.length).toBe(1);
  const { contactId } = (await api.state()).contacts[0];
  await expect(form.getByRole('status')).toHaveText(`Created contact ${contactId}, offered to Alex Rivera.`);

  const contact = page.getByRole('region', { name: 'Contacts', exact: true }).getByRole('article', { name: new RegExp(contactId) });
  await expect(contact).toContainText('State connecting');
  await expect(contact).toContainText('+447700900123');
  await expect(contact).toContainText('customerId = C-42');
  const customer = contact.getByRole('row', { name: /^customer/ });
  await expect(customer).toContainText('connected');
  await expect(contact.getByRole('button', { name: 'Answer as customer' })).toBeDisabled();
  await expect(contact.getByRole('button', { name: 'Reject as customer' })).toBeDisabled();

  // The caller hangs up while the call rings: with no panel to clear it, the offer stays, its customer
  // disconnected, until the ring time (20 s) passes.
  await contact.getByRole('button', { name: 'Hang up as customer' }).click();
  await expect(customer).toContainText('disconnected');
  await expect(contact).toContainText('State connecting');
  await expect(contact).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await api.state()).contacts).toEqual([]);
  // The contact took focus with it: focus stays in the Contacts section, not lost to the page.
  await expect(page.getByRole('heading', { level: 2, name: 'Contacts', exact: true })).toBeFocused();
});

test('a contact for an agent who is not Available waits under Queued contacts', async ({ page, connectLocal, api }) => {
  await openSimulator(page, connectLocal.url);
  const form = page.getByRole('region', { name: 'New contact' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('status')).toContainText('queued until Alex Rivera can take it');
  const { contactId } = (await api.state()).queued[0];
  await expect(page.getByRole('region', { name: 'Queued contacts' }).getByRole('article', { name: new RegExp(contactId) })).toBeVisible();
});

test('an invalid from number shows an inline error and creates nothing', async ({ page, connectLocal, api }) => {
  await makeAvailable(api);
  await openSimulator(page, connectLocal.url);
  const form = page.getByRole('region', { name: 'New contact' });
  const from = form.getByRole('textbox', { name: 'From number' });
  await from.fill('206 555 0123');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(/E\.164 form: a plus sign/);
  await expect(from).toBeFocused();
  await expect(form.getByRole('alert')).toContainText('E.164');
  const state = await api.state();
  expect(state.contacts).toEqual([]);
  expect(state.queued).toEqual([]);

  // Correcting the number clears the error.
  await from.fill('+12065550111');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
});

test('drops and restores the agent websocket, and arms and clears a fault, from the faults section', async ({ page, connectLocal, api }) => {
  await openSimulator(page, connectLocal.url);
  const faults = page.getByRole('region', { name: 'Faults' });

  await faults.getByRole('button', { name: 'Drop the agent websocket' }).click();
  await expect.poll(async () => (await api.state()).websocket.log.some((e: { event: string }) => e.event === 'drop')).toBe(true);
  await expect(faults.getByRole('status').first()).toContainText('Last event: drop');
  await faults.getByRole('button', { name: 'Restore the agent websocket' }).click();

  await faults.getByRole('combobox', { name: 'Operation' }).fill('AcceptContact');
  await faults.getByRole('spinbutton', { name: 'Number of calls' }).fill('2');
  await faults.getByRole('spinbutton', { name: 'HTTP status' }).fill('429');
  await faults.getByRole('textbox', { name: 'Error type' }).fill('TooManyRequestsException');
  await faults.getByRole('button', { name: 'Arm fault' }).click();
  await expect.poll(async () => (await api.state()).faults).toEqual([
    { operation: 'AcceptContact', count: 2, delayMs: 0, error: { type: 'TooManyRequestsException', status: 429, message: 'Injected fault' } },
  ]);
  await expect(faults.getByRole('row', { name: /AcceptContact/ })).toContainText('429 TooManyRequestsException');

  await faults.getByRole('button', { name: 'Clear all faults' }).click();
  await expect.poll(async () => (await api.state()).faults).toEqual([]);
  await expect(faults.getByRole('row', { name: /AcceptContact/ })).toHaveCount(0);
});
