import { test, expect } from '../support/fixtures.ts';
import { acceptedEmail, availableOnEmail, chooseEmailAction } from './support.ts';

// Create Task from an email (issue 11, task §4): the Create task form takes the email's place, and the task it
// creates through taskjs names the email as its related contact. While the email is open it is under More.

test('a task created from an open email is related to it; Cancel goes back to the email', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const emailId = await acceptedEmail(page, api, { subject: 'Broken parcel' });
  const more = page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'More' });

  await chooseEmailAction(page, 'Create task');
  let form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Pat Customer' })).toBeVisible();
  await expect(more).toBeFocused();

  await chooseEmailAction(page, 'Create task');
  form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Send a new parcel');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Send a new parcel')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pat Customer' })).toBeVisible();
  await expect(more).toBeFocused();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Send a new parcel')?.relatedContactId).toBe(emailId);
});

test('after the email ends, Create task is offered beside Close contact', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  const emailId = await acceptedEmail(page, api);
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').fill('Check the refund');
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Check the refund')).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Check the refund')?.relatedContactId).toBe(emailId);
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
});
