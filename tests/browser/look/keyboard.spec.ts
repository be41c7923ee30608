import { test, expect, type Page } from '../support/fixtures.ts';
import type { Locator } from '@playwright/test';
import { messageBox, startChat, transcript, kept } from '../chat/support.ts';
import { parties } from '../voice/support.ts';
import { emails, sendEmail } from '../email/support.ts';

// Keyboard-only journeys: no click, no locator.focus(). Each action is a key press, and after each one the test
// checks where focus landed, as a keyboard or screen-reader user would find it.

/** Presses Tab (or Shift+Tab) until `target` has focus, as a user walking the page would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Picks a status with the arrow keys (they only preview) and applies it with Enter. */
async function chooseStatus(page: Page, api: { agentState(): Promise<{ name: string }> }, name: string) {
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await tabTo(page, status);
  const options = await status.locator('option').allTextContents();
  const steps = options.indexOf(name) - options.indexOf(await status.inputValue());
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(status).toHaveValue(name);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await api.agentState()).name).toBe(name);
  await expect(status).toBeFocused();
}

test('voice by keyboard: change status, accept a call, hold, resume, end and close', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await chooseStatus(page, api, 'Available');

  await api.settings({ autoAnswer: false });
  const contactId = await api.inboundCall({ from: '+14155550100' });
  // The incoming call takes the focus: Accept first.
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Accept is gone; focus is on the first call control, not the page body.
  const hold = page.getByRole('button', { name: 'Hold', exact: true });
  await expect(hold).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await parties(api, contactId)).find((c) => c.role === 'customer')?.state).toBe('hold');
  const resume = page.getByRole('button', { name: 'Resume', exact: true });
  await expect(resume).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hold).toBeFocused();
  await expect.poll(async () => (await parties(api, contactId)).find((c) => c.role === 'customer')?.state).toBe('connected');

  const end = page.getByRole('button', { name: 'End call' });
  await tabTo(page, end);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('After call work');
  // After call work: focus waits for Close contact (armed half a second after it appears).
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeFocused();
  await expect(close).toBeEnabled();
  await page.keyboard.press('Enter');
  // The call closed: focus is on the channel's home heading.
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeFocused();
});

test('chat by keyboard: answer, send a message, end and close', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await chooseStatus(page, api, 'Available');
  const { contactId } = await startChat(api);
  // On the Voice tab the chat rings as a toast, after the main area in tab order.
  const toast = page.getByRole('alertdialog', { name: 'Incoming chat' });
  await tabTo(page, toast.getByRole('button', { name: 'Accept' }));
  await page.keyboard.press('Enter');
  await expect(transcript(page)).toBeVisible();
  // Answered: focus is in the message box, ready to type.
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('Hello, how can I help?');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await kept(api, contactId)).map((m) => m.Content)).toContain('Hello, how can I help?');
  await expect(messageBox(page)).toHaveValue('');
  await expect(messageBox(page)).toBeFocused();

  const end = page.getByRole('button', { name: 'End chat' });
  await tabTo(page, end);
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeFocused();
  await expect(close).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You have 0 open chats' })).toBeFocused();

  // On the Chat tab an incoming chat takes the focus itself: Accept first.
  await startChat(api, { customerName: 'Robin Customer' });
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(messageBox(page)).toBeFocused();
});

test('status by keyboard: a routable agent goes back Offline', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await chooseStatus(page, api, 'Available');
  await chooseStatus(page, api, 'Offline');
});

test('task by keyboard: accept, end and close', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await chooseStatus(page, api, 'Available');
  // The tabs are one stop in the tab order (the selected one); arrow keys move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Voice', exact: true }));
  const task = page.getByRole('tab', { name: 'Task', exact: true });
  for (let i = 0; i < 5 && !(await task.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
  await expect(task).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Task', exact: true })).toHaveAttribute('aria-selected', 'true');
  await api.post('/contacts', { channel: 'task', name: 'Call back about order 42' });
  await tabTo(page, page.getByRole('link', { name: /Call back about/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Accept task' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Accept is gone: focus stays in the task, not on the page body.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('[role="tabpanel"]'))).toBe(true);
  await tabTo(page, page.getByRole('button', { name: 'End task' }));
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeFocused();
  await expect(close).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You have 0 open tasks' })).toBeFocused();
});

test('email by keyboard: open, accept, read, reply, attach, send and close', async ({ page, panel, api }) => {
  // Waiting for the file chooser from the start has Playwright intercept it well before Attach is pressed.
  const chooser = page.waitForEvent('filechooser', { timeout: 50_000 });
  await page.goto(panel.url);
  await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Offline');
  await chooseStatus(page, api, 'Available');
  await tabTo(page, page.getByRole('tab', { name: 'Voice', exact: true }));
  const email = page.getByRole('tab', { name: 'Email', exact: true });
  for (let i = 0; i < 5 && !(await email.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowRight');
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-selected', 'true');

  const { contactId } = await sendEmail(api, { subject: 'Broken kettle' });
  // On the Email tab an incoming email takes the focus itself: Accept first.
  const accept = page.getByRole('button', { name: 'Accept email' });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  // Accept is gone: focus is on the email's first action, Reply, not the page body.
  const reply = page.getByRole('button', { name: 'Reply', exact: true });
  await expect(reply).toBeFocused();

  // Reading: the email is on screen above its actions, with what the customer wrote.
  const message = page.getByRole('article', { name: 'Email: Broken kettle' });
  await expect(message).toContainText('Where is my order?');
  await expect(message).toBeInViewport();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Reply' });
  // The reply's addresses are filled: focus is in the message.
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('A new kettle is on its way.');

  const attach = form.getByRole('button', { name: 'Attach a file' });
  await tabTo(page, attach);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'label.txt', mimeType: 'text/plain', buffer: Buffer.from('Return label') });
  await expect(form.getByRole('list', { name: 'Attachments' }).getByText('label.txt')).toBeVisible();
  // Uploaded: focus is still on Attach, ready for another file.
  await expect(attach).toBeFocused();

  const send = form.getByRole('button', { name: 'Send' });
  await tabTo(page, send, { back: true });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await emails(api)).find((m) => m.direction === 'OUTBOUND')?.sent).toBe(true);
  expect((await emails(api)).find((m) => m.direction === 'OUTBOUND')).toMatchObject({ body: { text: expect.stringContaining('A new kettle is on its way.') }, attachments: [{ name: 'label.txt' }] });
  // Sent: the email ends in after-contact work, and focus waits on Close contact.
  await expect(page.getByTestId('contact-status')).toHaveText('Email ended');
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeFocused();
  await expect(close).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeFocused();
  await expect.poll(async () => (await api.contact(contactId))?.state ?? 'gone').toBe('gone');
});
