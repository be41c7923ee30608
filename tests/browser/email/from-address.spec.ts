import { test, expect } from '../support/fixtures.ts';
import { availableOnEmail, emails } from './support.ts';

// The From choice of a new email: the addresses of the agent's default outbound queue, which Connect Local's
// instance offers (support@ is the queue's default, orders@ and billing@ are associated with it).

test('a new email goes from the address the agent chose, kept with the draft across a reload', async ({ page, panel, api }) => {
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  const from = form.getByRole('combobox', { name: 'From' });
  await expect(from.getByRole('option')).toHaveText([
    'Connect Local Support <support@connect-local.example> (queue default)',
    'Connect Local Orders <orders@connect-local.example>',
    'Connect Local Billing <billing@connect-local.example>',
  ]);
  await expect(from).toHaveValue('support@connect-local.example');
  await from.selectOption({ label: 'Connect Local Orders <orders@connect-local.example>' });
  await form.getByRole('textbox', { name: 'To' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Your order');

  await page.reload();
  await page.getByRole('tab', { name: /^Email/ }).click();
  await page.getByRole('link', { name: /New Email/ }).click();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('orders@connect-local.example');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ sent: true, from: { emailAddress: 'orders@connect-local.example', displayName: 'Connect Local Orders' } });
});

test('left at the queue default, the email goes from the queue default', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { defaultOutboundQueueName: 'Sales' });
  await availableOnEmail(page, panel.url);
  await page.getByRole('button', { name: 'New Email' }).click();
  const form = page.getByRole('form', { name: 'New email' });
  // The Sales queue offers its default and the orders address, not billing.
  await expect(form.getByRole('combobox', { name: 'From' }).getByRole('option')).toHaveText(['Connect Local Support <support@connect-local.example> (queue default)', 'Connect Local Orders <orders@connect-local.example>']);
  await form.getByRole('textbox', { name: 'To' }).fill('robin@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Hello');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ sent: true, from: { emailAddress: 'support@connect-local.example' } });
});
