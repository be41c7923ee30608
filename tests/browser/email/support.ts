import { expect, type ControlApi, type Page } from '../support/fixtures.ts';

/** Opens the panel, makes the agent Available, and goes to the Email tab. */
export async function availableOnEmail(page: Page, panelUrl: string) {
  await page.goto(panelUrl);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Email/ }).click();
}

export const CUSTOMER = { emailAddress: 'pat@example.com', displayName: 'Pat Customer' };

export async function sendEmail(api: ControlApi, body: Record<string, unknown> = {}) {
  return api.post<{ contactId: string }>('/contacts', { channel: 'email', from: CUSTOMER, subject: 'My order', text: 'Where is my order?', ...body });
}

/** A customer's email arrives; the agent accepts it; the email is connected and shown. */
export async function acceptedEmail(page: Page, api: ControlApi, body: Record<string, unknown> = {}) {
  const { contactId } = await sendEmail(api, body);
  await page.getByRole('button', { name: 'Accept email' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Shown, as an agent would wait for it: the body arriving moves the action bar under it, so a click aimed at
  // Reply before then can land on whatever took its place (CI, 28 November).
  await expect(page.getByRole('article', { name: /^Email: / })).toBeVisible();
  return contactId;
}

/** The emails Connect Local keeps (inbound ones and the agent's). */
export async function emails(api: ControlApi) {
  return (await api.get('/emails')).emails as { contactId: string; direction: string; initiationMethod: string; subject: string | null; from: { emailAddress: string; displayName?: string } | null; to: { emailAddress: string }[]; cc: { emailAddress: string }[]; sent: boolean; body: { contentType: string; text: string } | null; attachments: { name: string }[] }[];
}

/** Picks `name` (Pause, Resume, Create task, Number pad) from the email's More menu (rules/action-bar-layout). */
export async function chooseEmailAction(page: Page, name: string) {
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name }).click();
}
