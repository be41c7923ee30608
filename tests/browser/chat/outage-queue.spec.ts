import { test, expect, type Page } from '../support/fixtures.ts';
import type { ControlApi } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox, transcript } from './support.ts';

/**
 * Chat messages typed during a network outage wait, shown as such, and go by themselves, once each and in order,
 * when the network is back (issue 42 item 6); only a message the service refuses asks for Retry. The outage is the
 * browser's (Playwright takes the page offline) and the websocket's (Connect Local drops the agent's socket and
 * refuses it until the network is back), as when a laptop's network goes.
 */

async function outage(page: Page, api: ControlApi) {
  await page.context().setOffline(true);
  await api.post('/faults/websocket-drop', { forMs: 600_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toBeVisible();
}

async function networkBack(page: Page, api: ControlApi) {
  await api.post('/faults/websocket-restore');
  await page.context().setOffline(false);
}

async function type(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
}

const contents = async (api: ControlApi, contactId: string, of: readonly string[]) =>
  (await kept(api, contactId)).map((x) => x.Content as string).filter((c) => of.includes(c));

test('messages typed during an outage wait, then go once each, in order, when the network is back', async ({ page, panel, api }) => {
  test.setTimeout(240_000);
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const typed = ['Let me check that for you', 'Your order left the warehouse today', 'Anything else?'];

  await outage(page, api);
  for (const text of typed) await type(page, text);
  const log = transcript(page);
  await expect(log.getByText('Waiting for connection…')).toHaveCount(3);
  for (const text of typed) await expect(log.getByText(text)).toHaveCount(1);
  await expect(log.getByText('Failed to send!')).toHaveCount(0);
  await expect(log.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(await contents(api, contactId, typed)).toEqual([]);

  await networkBack(page, api);
  // What the customer receives: each message once, in the order typed.
  await expect.poll(() => contents(api, contactId, typed), { timeout: 60_000 }).toEqual(typed);
  await expect(log.getByText('Waiting for connection…')).toHaveCount(0);
  await expect(log.getByText('Sending…')).toHaveCount(0);
  for (const text of typed) await expect(log.getByText(text)).toHaveCount(1);
  await expect(log.getByText('Failed to send!')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost. Reconnecting…' })).toHaveCount(0);
  // Nothing was sent twice meanwhile.
  expect(await contents(api, contactId, typed)).toEqual(typed);
});

test('a message the service refuses after the outage asks for Retry; the others go by themselves', async ({ page, panel, api }) => {
  test.setTimeout(240_000);
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const typed = ['A refund of 5000 dollars is on its way', 'Thanks for waiting'];

  await outage(page, api);
  for (const text of typed) await type(page, text);
  await expect(transcript(page).getByText('Waiting for connection…')).toHaveCount(2);
  // The service refuses the first message it is sent.
  await api.post('/faults', { operation: 'SendMessage', count: 1, error: { type: 'ValidationException', message: 'The message was not accepted', status: 400 } });

  await networkBack(page, api);
  await expect.poll(() => contents(api, contactId, typed), { timeout: 60_000 }).toEqual(['Thanks for waiting']);
  const failed = transcript(page).getByRole('alert').filter({ hasText: 'Failed to send!' });
  await expect(failed).toHaveCount(1);
  await expect(transcript(page).getByText('Waiting for connection…')).toHaveCount(0);
  await expect(transcript(page).getByRole('button', { name: 'Retry' })).toHaveCount(1);

  await transcript(page).getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect.poll(() => contents(api, contactId, typed)).toEqual(['Thanks for waiting', 'A refund of 5000 dollars is on its way']);
  await expect(transcript(page).getByText(typed[0]!)).toHaveCount(1);
});
