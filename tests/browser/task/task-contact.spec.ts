import { test, expect } from '../support/fixtures.ts';
import { availableOnTask, sendTask } from './support.ts';

// A task end to end with the real streams and taskjs (task §2, §7): it is offered, accepted, read (name, plain
// description, references as safe links), paused, resumed, ended and closed; a rejected task says so.

test('a task is accepted, read, paused, resumed, ended and closed', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await expect(page.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
  const { contactId } = await sendTask(api, {
    description: 'The customer asked twice.\n<b>not bold</b>',
    references: {
      Case: { type: 'URL', value: 'https://crm.example.com/case/42' },
      Trap: { type: 'URL', value: 'javascript:alert(1)' },
      Note: { type: 'STRING', value: 'VIP' },
      Due: { type: 'DATE', value: '2026-11-24T12:00:00.000Z' },
    },
  });

  await page.getByRole('link', { name: /Call back about/ }).click();
  await expect(page.getByRole('heading', { name: 'Call back about order 42' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  // The description is text: markup in it is shown, never rendered.
  await expect(page.getByText('<b>not bold</b>')).toBeVisible();
  const refs = page.getByRole('region', { name: 'References' });
  const link = refs.getByRole('link', { name: 'https://crm.example.com/case/42' });
  await expect(link).toHaveAttribute('href', 'https://crm.example.com/case/42');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('target', '_blank');
  // A javascript: reference is not a link.
  await expect(refs.getByText('javascript:alert(1)')).toBeVisible();
  await expect(refs.getByRole('link')).toHaveCount(1);
  await expect(refs.getByText('VIP')).toBeVisible();
  // A DATE reference reads as a date in the agent's language, not as the service's ISO text.
  await expect(refs.getByText(/Nov 24, 2026/)).toBeVisible();
  await expect(refs.getByText('2026-11-24T12:00:00.000Z')).toHaveCount(0);

  const controls = page.getByRole('group', { name: 'Contact action bar' });
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  await expect.poll(async () => (await api.contact(contactId)).state).toBe('paused');
  await controls.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  await controls.getByRole('button', { name: 'End task' }).click();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
});

test('a rejected task says so and can be closed', async ({ page, panel, api }) => {
  await availableOnTask(page, panel.url);
  await sendTask(api, { name: 'Check invoice' });
  await page.getByRole('link', { name: /Check invoice/ }).click();
  await page.getByRole('button', { name: 'Reject task' }).click();
  await expect(page.getByText('Rejected task. Close it to take new contacts.')).toBeVisible();
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 open tasks' })).toBeVisible();
});

test("a dialable number in the task's attributes switches to the softphone with the number ready to call", async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { dialableCountries: ['us', 'ca'] });
  await availableOnTask(page, panel.url);
  await sendTask(api, { name: 'Ring the customer', attributes: { callbackNumber: '+1 415 555 0123', orderId: 'A-1001', abroad: '+44 20 7946 0958' } });
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const numbers = page.getByRole('region', { name: 'Phone numbers' });
  // Only the number the agent may dial (US and Canada here) is offered; other attributes are not numbers to call.
  await expect(numbers.getByRole('button')).toHaveText(['Call +14155550123']);
  await numbers.getByRole('button', { name: 'Call +14155550123' }).click();
  await expect(page.getByRole('tab', { name: /^Voice/ })).toHaveAttribute('aria-selected', 'true');
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await expect(field).toHaveValue('+14155550123');
  await expect(field).toBeFocused();
  // The agent places the call.
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect.poll(async () => (await api.state()).contacts.some((c: any) => c.type === 'voice' && c.connections.some((k: any) => k.endpoint === '+14155550123'))).toBe(true);
});
