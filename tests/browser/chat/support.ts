import type { FrameLocator } from '@playwright/test';
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

/** The transcript's events as the service keeps them, e.g. 'participant.joined: Jordan Lee'. */
export async function chatEvents(api: ControlApi, contactId: string) {
  return ((await api.get(`/contacts/${contactId}/transcript`)).transcript as any[])
    .filter((x) => x.Type === 'EVENT')
    .map((x) => `${x.ContentType.split('.event.')[1]}: ${x.DisplayName}`);
}

/** Opens the chat's More menu (the action bar's end button plus a More menu, chat/task/email §4). */
export async function openChatMore(page: Page | FrameLocator) {
  await page.getByRole('group', { name: 'Chat controls' }).getByRole('button', { name: 'More' }).click();
  return page.getByRole('menu', { name: 'More' });
}

/** Picks `name` (Transfer chat, Add to chat, Manage participants) from the chat's More menu. */
export async function chooseChatAction(page: Page | FrameLocator, name: string) {
  await (await openChatMore(page)).getByRole('menuitem', { name }).click();
}

/**
 * Opens a chat's quick connects with `open` (Transfer chat, Add to chat) from its More menu, checks that only queues and agents are
 * offered (a chat cannot go to a phone number), picks `name` and confirms with `confirm`.
 */
export async function pickChatAddress(page: Page, open: string, name: string, confirm: string) {
  await chooseChatAction(page, open);
  const list = page.getByRole('listbox', { name: 'Quick connects' });
  await expect(list.getByRole('option')).toHaveText([/Sales queue/, /Billing queue/, /Jordan Lee/]);
  await list.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: confirm, exact: true }).click();
}
