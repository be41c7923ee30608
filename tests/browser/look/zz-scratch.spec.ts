import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent } from '../voice/support.ts';
import { availableOnTask } from '../task/support.ts';
import { acceptedEmail } from '../email/support.ts';

const shot = async (page: Page, name: string, full = false) => {
  for (const [w, h] of [[1000, 800], [360, 640]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/scr-shots/${name}-${w}.png`, fullPage: full });
  }
};

test('settings', async ({ page, panel }) => {
  await availableAgent(page, panel.url);
  await page.getByRole('tab', { name: /Settings/ }).click();
  await shot(page, 'settings');
});

test('create task', async ({ page, panel }) => {
  await availableOnTask(page, panel.url);
  await page.getByRole('button', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Name', { exact: true }).focus();
  await form.getByLabel('Name', { exact: true }).blur();
  await form.getByRole('button', { name: 'Add reference' }).click();
  await form.getByRole('textbox', { name: /Link/ }).first().fill('example.com');
  await form.getByRole('textbox', { name: /Link/ }).first().blur();
  await shot(page, 'create-task', true);
  await form.getByLabel('Task template').selectOption({ label: 'Customer callback' });
  const email = form.getByLabel('Customer email');
  await email.fill('not an email');
  await email.blur();
  await shot(page, 'templated', true);
});

test('email reply', async ({ page, panel, api }) => {
  const { availableOnEmail } = await import('../email/support.ts');
  await availableOnEmail(page, panel.url);
  await acceptedEmail(page, api);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  await shot(page, 'email-reply');
});

test('call and pad', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.settings({ autoAnswer: false });
  await api.inboundCall({ from: '+14155550100' });
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await shot(page, 'call');
  await page.getByRole('button', { name: 'Number pad' }).click();
  await shot(page, 'pad');
});
