import { expect, type Page, type ControlApi } from '../support/fixtures.ts';

/** Opens the panel, makes the agent Available, and goes to the Chat tab. */
export async function availableOnChat(page: Page, panelUrl: string) {
  await page.goto(panelUrl);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();
}

export async function startChat(api: ControlApi, body: Record<string, unknown> = {}) {
  return api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer', ...body });
}

/** A customer starts a chat; the agent accepts it in the panel; the chat is connected. */
export async function acceptedChat(page: Page, api: ControlApi, body: Record<string, unknown> = {}) {
  const { contactId } = await startChat(api, body);
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(transcript(page)).toBeVisible();
  return contactId;
}

export const transcript = (page: Page) => page.getByRole('log', { name: 'Transcript' });
export const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The messages Connect Local keeps for the chat, oldest first. */
export async function kept(api: ControlApi, contactId: string) {
  return ((await api.get(`/contacts/${contactId}/transcript`)).transcript as any[]).filter((x) => x.Type === 'MESSAGE' || x.Type === 'ATTACHMENT');
}
