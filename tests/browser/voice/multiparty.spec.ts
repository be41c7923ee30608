import { test, expect, type Page } from '../support/fixtures.ts';
import type { ControlApi } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall, parties } from './support.ts';

/** Adds a party from the call's quick connects panel, by quick connect name or by number. */
async function addParty(page: Page, query: string) {
  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('combobox', { name: 'Search quick connects' }).fill(query);
  await page.getByRole('button', { name: 'Call to add' }).click();
}

async function liveParties(api: ControlApi, contactId: string) {
  return (await parties(api, contactId)).filter((p) => p.role !== 'agent' && p.state !== 'disconnected');
}

test('transfer: the agent adds a queue and leaves; the customer stays with the queue', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await addParty(page, 'Sales');
  // The customer waits on hold while the queue is dialled and answers.
  await expect.poll(async () => (await liveParties(api, contactId)).map((p) => p.state).sort()).toEqual(['connected', 'hold']);
  await page.getByRole('button', { name: 'Leave call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  // The customer and the queue are still talking.
  expect((await liveParties(api, contactId)).map((p) => p.state)).toEqual(['connected', 'connected']);
});

test('three-way call: hold all, swap, join, mute, and removing a party asks first', async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  await addParty(page, 'Front desk');
  const third = async () => (await parties(api, contactId)).find((p) => p.role === 'third_party');
  await expect.poll(async () => (await third())?.state).toBe('connecting');
  await api.post(`/contacts/${contactId}/parties/${(await third())!.connectionId}/answer`);
  const list = page.getByRole('list', { name: 'Participants' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // The customer was held while the third party was dialled: Join brings everybody together.
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(list.getByText('Joined')).toHaveCount(2);
  await page.getByRole('button', { name: 'Hold all' }).click();
  await expect.poll(async () => (await liveParties(api, contactId)).map((p) => p.state)).toEqual(['hold', 'hold']);
  await page.getByRole('button', { name: 'Resume Front desk' }).click();
  await expect.poll(async () => (await third())?.state).toBe('connected');
  // The customer is still held while the agent talks to the third party: the heading says so.
  await expect(page.getByTestId('contact-status')).toHaveText('On hold');
  await page.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(async () => (await liveParties(api, contactId)).map((p) => `${p.role}:${p.state}`)).toEqual(['customer:connected', 'third_party:hold']);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Mute shows in a multiparty call even on a desk phone.
  const mute = page.getByRole('button', { name: 'Mute' });
  await mute.click();
  await expect.poll(async () => (await parties(api, contactId)).find((p) => p.role === 'agent')?.mute).toBe(true);
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  // Remove asks for confirmation; Cancel keeps the party.
  await page.getByRole('button', { name: 'Remove Front desk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove participant' });
  // The dialog opens on the safe choice, and closing it gives focus back to the button that opened it.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Front desk' })).toBeFocused();
  expect((await third())?.state).toBe('hold');
  await page.getByRole('button', { name: 'Remove Front desk' }).click();
  await page.getByRole('dialog', { name: 'Remove participant' }).getByRole('button', { name: 'Remove' }).click();
  await expect.poll(async () => (await third())?.state).toBe('disconnected');
  await expect(list).toHaveCount(0);
  // The removed party's card took its focused button with it: focus is on the first call control, not the page.
  await expect(page.getByRole('group', { name: 'Call controls' }).getByRole('button').first()).toBeFocused();
});

test('a call holds at most six parties: adding stops being offered at the cap', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const numbers = ['+12065550101', '+12065550102', '+12065550103', '+12065550104'];
  for (const n of numbers) {
    await addParty(page, n);
    await expect.poll(async () => (await liveParties(api, contactId)).length).toBe(numbers.indexOf(n) + 2);
    await expect.poll(async () => (await liveParties(api, contactId)).every((p) => p.state !== 'connecting')).toBe(true);
  }
  // Agent + customer + four: six connections.
  await expect(page.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Quick connects' })).toHaveCount(0);
});

test('Recording is one control: the toggle on a call, the same control (unavailable, still saying its state) in a conference', async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableAgent(page, panel.url);
  const contactId = await connectedInboundCall(page, api);
  const recording = page.getByRole('button', { name: /^Recording/ });
  await expect(recording).toBeEnabled();
  await expect(recording).toHaveAttribute('aria-pressed', 'true');
  const look = () => recording.evaluate((b) => {
    const s = getComputedStyle(b);
    return { height: Math.round(b.getBoundingClientRect().height), radius: s.borderRadius, border: s.borderTopWidth, style: s.borderTopStyle };
  });
  const onCall = await look();
  await addParty(page, 'Front desk');
  const third = async () => (await parties(api, contactId)).find((p) => p.role === 'third_party');
  await expect.poll(async () => (await third())?.state).toBe('connecting');
  await api.post(`/contacts/${contactId}/parties/${(await third())!.connectionId}/answer`);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('list', { name: 'Participants' }).getByText('Joined')).toHaveCount(2);
  // A conference may not change the recording (spec: recording only outside a conference), and the control says so.
  await expect(recording).toBeDisabled();
  await expect(recording).toHaveAttribute('aria-pressed', 'true');
  await expect(recording).toHaveText('Recording');
  expect(await look(), 'the same pill as on the two-party call').toEqual(onCall);
});
