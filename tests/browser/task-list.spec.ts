import { test, expect, type Page } from './support/fixtures.ts';
import { acceptedChat, availableOnChat, startChat } from './chat/support.ts';
import { sendTask } from './task/support.ts';
import { expectNoAxeViolations } from './look/axe.ts';

// The task list (chat/task/email §2 "Task list and header", §9): a list titled Task List, one row per contact with
// its status and time (Paused, an ended mark), the authenticated mark, the Unread Chats buttons, the expanded view
// and the agent's name cut to the header's width.

const taskList = (page: Page) => page.getByRole('navigation', { name: 'Task List' });
const row = (page: Page, name: RegExp) => taskList(page).getByRole('link', { name });
const TIMER = /\d\d:\d\d/;

test('rows show the status and its time; a paused task says Paused instead, an ended chat shows the ended mark', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await expect(page.getByRole('heading', { name: 'Task List' })).toHaveCount(0);
  const contactId = await acceptedChat(page, api, { customerName: 'Casey Customer' });
  await expect(page.getByRole('heading', { name: 'Task List' })).toBeVisible();
  const chat = row(page, /Casey Customer/);
  await expect(chat).toContainText('Connected');
  await expect(chat).toContainText(TIMER);

  await api.post(`/contacts/${contactId}/customer/disconnect`);
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  await expect(chat.getByRole('img', { name: 'Ended' })).toBeVisible();
  await expect(chat).not.toContainText(TIMER);

  await page.getByRole('tab', { name: /^Task/ }).click();
  await sendTask(api, { name: 'Call back about order 42' });
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  const task = row(page, /Call back about order 42/);
  await expect(task).toContainText(TIMER);
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Paused');
  await expect(task).toContainText('Paused');
  await expect(task).not.toContainText(TIMER);
});

test('an authenticated customer is marked in the toast and the row; the mark tells who, on hover and on focus', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  await startChat(api, { customerName: 'Avery Verified', authenticated: true });
  const toast = page.getByRole('alertdialog', { name: 'Incoming chat' });
  await expect(toast.getByRole('img', { name: 'Authenticated' })).toBeVisible();
  await toast.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  const mark = taskList(page).getByRole('button', { name: 'Authenticated' });
  await mark.hover();
  const popover = page.getByRole('tooltip');
  await expect(popover).toHaveText(/Avery Verified.*This customer has been authenticated\./);
  await page.mouse.move(0, 0);
  await expect(popover).toHaveCount(0);
  await mark.focus();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // A customer nobody authenticated has no mark.
  await startChat(api, { customerName: 'Sam Plain' });
  await expect(row(page, /Sam Plain/)).toBeVisible();
  await expect(taskList(page).getByRole('button', { name: 'Authenticated' })).toHaveCount(1);
});

test('the authenticated popover is never clipped by the list, lies over no other row, and a click elsewhere closes it', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 } });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api, { customerName: 'Avery Verified', authenticated: true });
  await startChat(api, { customerName: 'Sam Plain' });
  const below = row(page, /Sam Plain/);
  await expect(below).toBeVisible();

  const mark = taskList(page).getByRole('button', { name: 'Authenticated' });
  await mark.click();
  const popover = page.getByRole('tooltip');
  await expect(popover).toHaveText(/Avery Verified/);
  // Whole and on top: the point at each corner of the popover is the popover itself, not the list's scroll box.
  const seen = await popover.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside = (x: number, y: number) => el.contains(document.elementFromPoint(x, y));
    // Inside the rounded corners.
    const d = 10;
    return [inside(r.left + d, r.top + d), inside(r.right - d, r.top + d), inside(r.left + d, r.bottom - d), inside(r.right - d, r.bottom - d)];
  });
  expect(seen).toEqual([true, true, true, true]);
  const [p, b] = [await popover.boundingBox(), await below.boundingBox()];
  const overlaps = p!.x < b!.x + b!.width && b!.x < p!.x + p!.width && p!.y < b!.y + b!.height && b!.y < p!.y + p!.height;
  expect(overlaps).toBe(false);

  // The row below takes its click; the popover goes.
  await below.click();
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();
  await expect(popover).toHaveCount(0);

  // Opened again, a click anywhere else closes it.
  await mark.click();
  await expect(popover).toBeVisible();
  await page.getByRole('heading', { name: 'Task List' }).click();
  await expect(popover).toHaveCount(0);
});

test('Unread Chats buttons bring a chat with unread messages into view, below and above', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 5, TASK: 3, EMAIL: 1 } });
  await page.setViewportSize({ width: 360, height: 740 });
  await availableOnChat(page, panel.url);
  const names = ['Chat One', 'Chat Two', 'Chat Three', 'Chat Four', 'Chat Five'];
  const ids: string[] = [];
  for (const customerName of names) {
    const { contactId } = await startChat(api, { customerName });
    ids.push(contactId);
    await row(page, new RegExp(customerName)).click();
    await page.getByRole('button', { name: 'Accept chat' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(async () => (await api.contact(contactId)).connections.find((k: any) => k.role === 'agent').state).toBe('connected');
  }
  // Back to the first chat, at the top of the list: the last rows are out of sight.
  await row(page, /Chat One/).click();
  await expect(page.getByRole('heading', { name: 'Chat One' })).toBeVisible();
  await expect(row(page, /Chat Five/)).not.toBeInViewport();
  const below = taskList(page).getByRole('button', { name: 'Unread Chats below' });
  const above = taskList(page).getByRole('button', { name: 'Unread Chats above' });
  await expect(below).toHaveCount(0);

  await api.post(`/contacts/${ids[4]}/customer/messages`, { content: 'hello from five' });
  await expect(row(page, /Chat Five/).getByLabel('1 unread message')).toHaveCount(1);
  await expect(below).toBeVisible();
  await expect(above).toHaveCount(0);
  await below.click();
  await expect(row(page, /Chat Five/)).toBeFocused();
  await expect(row(page, /Chat Five/)).toBeInViewport();
  await expect(below).toHaveCount(0);

  // Scrolled to the bottom, the second chat is out of sight above.
  await expect(row(page, /Chat Two/)).not.toBeInViewport();
  await api.post(`/contacts/${ids[1]}/customer/messages`, { content: 'hello from two' });
  await expect(above).toBeVisible();
  await above.click();
  await expect(row(page, /Chat Two/)).toBeFocused();
  await expect(row(page, /Chat Two/)).toBeInViewport();
  await expect(above).toHaveCount(0);
});

test('the expanded view widens the list where it is a column of its own, and is kept after a reload', async ({ page, panel, api }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const toggle = taskList(page).getByRole('button', { name: 'Expanded view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const width = async () => (await taskList(page).boundingBox())!.width;
  expect(await width()).toBeLessThan(260);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(width).toBeGreaterThan(300);
  await expectNoAxeViolations(page, 'expanded task list');

  await page.reload();
  await expect(taskList(page).getByRole('button', { name: 'Expanded view' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(width).toBeGreaterThan(300);

  // A narrow panel stacks the list above the contact: no expanded view to offer.
  await page.setViewportSize({ width: 360, height: 700 });
  await expect(taskList(page).getByRole('button', { name: 'Expanded view' })).toHaveCount(0);
});

test("the agent's name in the header is cut to the header's width, whole on hover and for screen readers", async ({ page, panel, api }) => {
  const name = 'Alexandra Maximiliana Rivera-Montgomery';
  await api.patch('/agents/agent', { name });
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto(panel.url);
  const banner = page.getByRole('banner');
  // 360 px: 22 characters.
  const cut = banner.getByText('Alexandra Maximiliana …', { exact: true });
  await expect(cut).toBeVisible();
  await expect(banner.getByTitle(name)).toBeVisible();
  await expect(banner).toContainText(name);
  // Wider than 430 px: up to 40 characters, so the whole name.
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect(banner.getByText(name, { exact: true })).toBeVisible();
});
