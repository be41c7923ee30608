import type { PanelHost } from '../../../emulator/panel-host.ts';
import { test, expect } from '../support/fixtures.ts';
import { CRM_ORIGIN, serveTestCrm, startCrmPanel } from './crm-panel.ts';

/**
 * Screen pop against Connect Local: an offered call and an accepted chat open the admin's URLs, with the contact's
 * values URL-encoded, each in its rule's named window; a rule on a non-listed origin stops the panel at start.
 */

const SCREEN_POP = {
  allowedOrigins: [CRM_ORIGIN],
  rules: [
    { name: 'caller', on: 'offered', channels: ['voice'], url: `${CRM_ORIGIN}/search?phone={customer}&queue={queue}&ref={attributes.CustomerRef}` },
    { name: 'chat', on: 'accepted', channels: ['chat'], queues: ['Sales'], url: `${CRM_ORIGIN}/chats/{contactId}?ref={attributes.CustomerRef}` },
  ],
};

let host: PanelHost;
// Its tests share what beforeAll starts, in one worker, in turn (not once per test, as fully parallel mode would).
test.describe.configure({ mode: 'default' });
test.beforeAll(async ({ connectLocal }) => {
  host = await startCrmPanel(connectLocal, { crm: { screenPop: SCREEN_POP } });
});
test.afterAll(async () => host.close());

test('an offered call pops the caller’s record; an accepted chat pops its own; values are encoded', async ({ page, context, api }) => {
  await serveTestCrm(context);
  await page.goto(`${host.url}/softphone`);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');

  const popped = context.waitForEvent('page');
  await api.inboundCall({ from: '+12065550100', queue: 'Sales', attributes: { CustomerRef: 'A&B 7', Pin: '1234' } });
  const record = await popped;
  await expect(record).toHaveURL(`${CRM_ORIGIN}/search?phone=%2B12065550100&queue=Sales&ref=A%26B%207`);
  // The attribute the rule does not name never leaves the panel.
  expect(record.url()).not.toContain('1234');
  await page.getByRole('button', { name: 'Reject call' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();

  // A second call opens a window of its own (a window without an opener cannot be found by name again).
  const second = context.waitForEvent('page');
  await api.inboundCall({ from: '+442079460958' });
  await expect(await second).toHaveURL(`${CRM_ORIGIN}/search?phone=%2B442079460958&queue=BasicQueue&ref=`);
  const pages = context.pages().length;
  await page.getByRole('button', { name: 'Reject call' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  // The call is let go before the page is left: a reload at once can take the Close request down with the old page,
  // and the rejected call, still open at Amazon Connect, keeps every chat from being offered.
  await expect(page.getByRole('button', { name: 'Close contact' })).toHaveCount(0);

  // A chat pops only once accepted, and only on its rule's queue.
  await page.goto(`${host.url}/chat`);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer', queue: 'Sales', attributes: { CustomerRef: 'C/9' } });
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  expect(context.pages()).toHaveLength(pages);
  const chatPop = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(await chatPop).toHaveURL(`${CRM_ORIGIN}/chats/${contactId}?ref=C%2F9`);
});

test('a popped page has no opener and no referrer: it cannot navigate the panel away (reverse tab-nabbing)', async ({ page, context, api }) => {
  await serveTestCrm(context);
  await page.goto(`${host.url}/softphone`);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  await expect.poll(async () => (await api.agentState()).name).toBe('Available');
  const popped = context.waitForEvent('page');
  await api.inboundCall({ from: '+12065550100', queue: 'Sales' });
  const record = await popped;
  await expect(record).toHaveURL(/search\?phone=%2B12065550100/);
  expect(await record.evaluate(() => ({ opener: window.opener === null, referrer: document.referrer }))).toEqual({ opener: true, referrer: '' });
  // What a hostile CRM page would do; with no opener it has nothing to navigate.
  await record.evaluate((to) => {
    try {
      (window.opener as Window).location.href = to;
    } catch {
      /* no opener */
    }
  }, `${CRM_ORIGIN}/phish-login`);
  await expect(page.getByRole('button', { name: 'Reject call' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(host.url).origin);
  await page.getByRole('button', { name: 'Reject call' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toHaveCount(0);
});

test('a rule naming an origin the admin did not list is refused at start, in words', async ({ page, connectLocal }) => {
  const refused = await startCrmPanel(connectLocal, { crm: { screenPop: { allowedOrigins: [CRM_ORIGIN], rules: [{ name: 'elsewhere', url: 'https://evil.example.net/?p={customer}' }] } } });
  try {
    await page.goto(`${refused.url}/softphone`);
    await expect(page.getByRole('alert')).toHaveText('config.json: crm.screenPop.rules[0].url is on https://evil.example.net, which is not in screenPop.allowedOrigins');
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveCount(0);
  } finally {
    await refused.close();
  }
});
