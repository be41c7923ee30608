import { test, expect, type Page } from './support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './voice/support.ts';

// The storage keys the spec lists (voice §3, chat/task/email §3) that the panel writes as the agent works, read in
// the browser's own storage, and kept through a reload: the last created task's contact id (session storage: this
// tab only), the contact a New Email was opened from (until that email is sent), and the contact whose screen is
// shared (until that contact has gone). activeContactId and previousContactId: notifications.spec.ts.

const local = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test('the last created task is kept in this tab’s session storage through a reload, and no other tab has it', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await page.locator('#softphone-panel').getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Call the courier');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Call the courier')).toBeVisible();
  const created = async () => {
    const s = await api.state();
    return [...s.contacts, ...s.queued].find((c: any) => c.task?.name === 'Call the courier')?.contactId as string | undefined;
  };
  await expect.poll(created).toBeTruthy();
  const taskId = (await created())!;
  await expect.poll(() => session(page, 'lastCreatedTaskContactId')).toBe(taskId);
  expect(await local(page, 'lastCreatedTaskContactId')).toBeNull();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toBeVisible();
  expect(await session(page, 'lastCreatedTaskContactId')).toBe(taskId);

  const other = await page.context().newPage();
  await other.goto(panel.url);
  await expect(other.getByRole('combobox', { name: 'Agent status' })).toBeVisible();
  expect(await session(other, 'lastCreatedTaskContactId')).toBeNull();
  await other.close();
});

test('the contact a New Email was opened from is kept through a reload, and dropped once that email is sent', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const callId = await connectedInboundCall(page, api);
  await page.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  await expect(form.getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect.poll(() => local(page, 'createEmailRelatedContactId')).toBe(callId);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toBeVisible();
  expect(await local(page, 'createEmailRelatedContactId')).toBe(callId);

  // The draft comes back after the reload; sending it drops the key.
  await page.getByRole('tab', { name: /^Email/ }).click();
  await page.getByRole('link', { name: /New Email/ }).click();
  await form.getByRole('textbox', { name: 'To' }).fill('pat@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill('About your call');
  await form.getByRole('textbox', { name: 'Message' }).fill('As promised on the phone.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  await expect.poll(() => local(page, 'createEmailRelatedContactId')).toBeNull();
});

test('the contact whose screen is shared is kept through a reload, and dropped once that contact has gone', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const contactId = await api.inboundCall({ from: '+14155550151', screenShare: true });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await page.getByRole('button', { name: 'More' }).click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Start screen sharing' }).click()]);
  await expect(popup.getByText('Call with +14155550151')).toBeVisible();
  await expect.poll(() => local(page, 'screenSharingContactId')).toBe(contactId);

  await page.reload();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  expect(await local(page, 'screenSharingContactId')).toBe(contactId);

  await api.post(`/contacts/${contactId}/parties/customer/hang-up`);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  await expect.poll(() => local(page, 'screenSharingContactId')).toBeNull();
});
