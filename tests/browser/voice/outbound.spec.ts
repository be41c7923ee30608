import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent } from './support.ts';

async function openNumberPad(page: Page) {
  await page.getByRole('button', { name: 'Number pad' }).click();
  return page.getByRole('form', { name: 'Number pad' });
}

test('dialling a valid number from the number pad calls the customer', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const pad = await openNumberPad(page);
  await expect(pad.getByRole('combobox', { name: 'Country' })).toHaveValue('us');
  for (const key of '2065550199') await pad.getByRole('button', { name: key, exact: true }).click();
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2065550199');
  await pad.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('heading', { name: '+12065550199' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts[0]?.initiationMethod).toBe('outbound');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
});

test('an invalid number is announced and not dialled', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const pad = await openNumberPad(page);
  await pad.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await pad.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '12 number is not in E.164 format' })).toBeVisible();
  expect((await api.state()).contacts).toHaveLength(0);
  // Only 0-9 * # + are accepted.
  await pad.getByRole('textbox', { name: 'Phone number' }).fill('+1 (206) abc');
  await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+1206');
  // Esc closes the pad.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Number pad' })).toHaveCount(0);
});

test('an emergency number is dialled as it is', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const pad = await openNumberPad(page);
  await pad.getByRole('textbox', { name: 'Phone number' }).fill('911');
  await pad.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('heading', { name: '911' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts[0]?.from).toBe('911');
});

test('quick connects: search by name and by number, then call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await page.getByRole('button', { name: 'Quick connects' }).click();
  const search = page.getByRole('combobox', { name: 'Search quick connects' });
  const list = page.getByRole('listbox', { name: 'Quick connects' });
  // Dialling out lists phone-number quick connects only.
  await expect(list.getByRole('option')).toHaveCount(2);
  await search.fill('front');
  await expect(list.getByRole('option')).toHaveText([/Front desk/]);
  // The only match is selected without a click.
  await expect(list.getByRole('option', { name: /Front desk/ })).toHaveAttribute('aria-selected', 'true');
  await search.fill('2079');
  await expect(list.getByRole('option')).toHaveText([/Escalations \(UK\)/]);
  await search.fill('nobody');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call' })).toBeDisabled();
  await search.fill('+1999');
  await expect(page.getByText('This number is not in E.164 format')).toBeVisible();
  // A valid number with no quick connect is offered to dial.
  await search.fill('+14155550123');
  await expect(list.getByRole('option', { name: '+14155550123' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call' })).toBeEnabled();
  await search.fill('front');
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(page.getByRole('heading', { name: '+12065550142' })).toBeVisible();
  await expect.poll(async () => (await api.state()).contacts[0]?.from).toBe('+12065550142');
});

const failures = [
  { error: { type: 'BadEndpointException', message: 'UNDIALABLE: destination not allowed', status: 400 }, alert: 'Unsupported country' },
  { error: { type: 'InvalidConfigurationException', message: 'queue has no outbound number', status: 400 }, alert: 'Invalid outbound configuration' },
  { error: { type: 'UnknownError', message: 'carrier rejected the call', status: 400 }, alert: 'Outbound call failed: carrier rejected the call' },
  { error: { type: 'ThrottledException', message: 'too many calls', status: 400 }, alert: 'Call concurrency reached' },
  { error: { type: 'InvalidStateException', message: 'something else', status: 400 }, alert: 'Invalid number' },
];

for (const { error, alert } of failures) {
  test(`an outbound failure of type ${error.type} shows "${alert}"`, async ({ page, panel, api }) => {
    await availableAgent(page, panel.url);
    await api.post('/faults', { operation: 'CreateOutboundContact', error });
    const pad = await openNumberPad(page);
    await pad.getByRole('textbox', { name: 'Phone number' }).fill('2065550199');
    await pad.getByRole('button', { name: 'Call' }).click();
    await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
    // What was typed survives, so the agent can fix it.
    await expect(pad.getByRole('textbox', { name: 'Phone number' })).toHaveValue('2065550199');
  });
}
