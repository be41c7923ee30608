import { test, expect, type Page } from './support/fixtures.ts';
import { messageBox, acceptedChat, availableOnChat, startChat } from './chat/support.ts';
import { sendTask } from './task/support.ts';
import { sendEmail } from './email/support.ts';

// One incoming design for call, chat, task and email (issue 28): the contact's name as the heading, its status and
// ringing time, what helps the agent decide for that channel, and Accept (focused) and Reject; every offered
// contact is announced in the live region.

const details = (page: Page) => page.getByRole('definition');
/** The definition after the term named `term` in the incoming contact's details. */
const detail = (page: Page, term: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function available(page: Page, url: string, tab: RegExp) {
  await page.goto(url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await page.getByRole('tab', { name: tab }).click();
}

/** Rejects the offered contact and closes it, so the next channel's contact can come. */
async function rejectAndClose(page: Page, channel: string) {
  await page.getByRole('button', { name: `Reject ${channel}` }).click();
  await expect(page.getByRole('button', { name: `Accept ${channel}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
}

test('a call, a chat, a task and an email are offered the same way, each with what matters for its channel', async ({ page, panel, api }) => {
  await available(page, panel.url, /^Voice/);
  await api.inboundCall({ from: '+14155550123', queue: 'Sales' });
  await expect(page.getByRole('heading', { level: 2, name: /415.*555.*0123|\+14155550123/ })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming call');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(detail(page, 'Queue')).toHaveText('Sales');
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeFocused();
  await expect(page.getByText(/^Incoming call: /)).toHaveCount(1);
  await rejectAndClose(page, 'call');

  await page.getByRole('tab', { name: /^Chat/ }).click();
  await startChat(api, { customerName: 'Ana Ruiz', queue: 'Support' });
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming chat');
  await expect(detail(page, 'Queue')).toHaveText('Support');
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Reject chat' })).toBeVisible();
  await expect(page.getByText(/^Incoming chat: Ana Ruiz/)).toHaveCount(1);
  await rejectAndClose(page, 'chat');

  await page.getByRole('tab', { name: /^Task/ }).click();
  await sendTask(api, { name: 'Refund order 11', description: 'The customer was charged twice for order 11.', queue: 'Billing' });
  await expect(page.getByRole('heading', { level: 2, name: 'Refund order 11' })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming task');
  await expect(detail(page, 'Description')).toHaveText('The customer was charged twice for order 11.');
  await expect(detail(page, 'Queue')).toHaveText('Billing');
  await expect(page.getByRole('button', { name: 'Accept task' })).toBeFocused();
  await expect(page.getByText(/^Incoming task: /)).toHaveCount(1);
  await rejectAndClose(page, 'task');

  await page.getByRole('tab', { name: /^Email/ }).click();
  await sendEmail(api, { subject: 'Where is order 12?', queue: 'Sales' });
  await expect(page.getByRole('heading', { level: 2, name: 'Pat Customer' })).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText('Incoming email');
  await expect(detail(page, 'Subject')).toHaveText('Where is order 12?');
  await expect(detail(page, 'From')).toHaveText('Pat Customer <pat@example.com>');
  await expect(detail(page, 'Queue')).toHaveText('Sales');
  await expect(details(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(page.getByRole('button', { name: 'Accept email' })).toHaveCount(0);
});

test('an offered chat does not take the focus from a message box the agent is typing in', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 } });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api, { customerName: 'First Customer' });
  await messageBox(page).click();
  await page.keyboard.type('Let me check ');
  await startChat(api, { customerName: 'Second Customer' });
  await expect(page.getByText(/^Incoming chat: Second Customer/)).toHaveCount(1);
  await page.keyboard.type('that for you');
  await expect(messageBox(page)).toHaveValue('Let me check that for you');
  await expect(messageBox(page)).toBeFocused();
});
