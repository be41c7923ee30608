import { test, expect } from './support/fixtures.ts';
import { signInAsNonAgent } from './support/sign-in.ts';
import { expectNoAxeViolations } from './look/axe.ts';

// Routes and views (chat/task/email §2): the root shows a skip link to the main content before the page, and the
// Email home greets the agent by name as the Task home does.

test('the first Tab reaches Skip to main content, which moves the focus past the header to the page', async ({ page, panel }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  const hashBefore = new URL(page.url()).hash;
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The hash names the shown contact: the skip link leaves it alone.
  expect(new URL(page.url()).hash).toBe(hashBefore);
  // The next Tab goes on inside the page, not back to the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('the Email home greets the agent by name', async ({ page, panel }) => {
  await page.goto(panel.url);
  await page.getByRole('tab', { name: /^Email/ }).click();
  await expect(page.getByRole('heading', { name: 'You have 0 emails' })).toBeVisible();
  await expect(page.getByText('Hello, Alex Rivera')).toBeVisible();
});

test('the task-list route shows only the task list, with a settings button; a row opens its contact in its channel', async ({ page, panel, api }) => {
  await page.goto(`${panel.url}/task-list`);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await expect(status).toHaveValue('Offline');
  await expect(page).toHaveTitle('Contact Control Panel | Task List');
  await expect(page.getByRole('tablist', { name: 'Channels' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome. Your contacts appear here as they arrive.' })).toBeVisible();
  await expectNoAxeViolations(page, 'task-list route');
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');

  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  const list = page.getByRole('navigation', { name: 'Task List' });
  await list.getByRole('link', { name: /Casey Customer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/chat#${contactId}$`));
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeVisible();

  await page.goto(`${panel.url}/task-list`);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(page).toHaveURL(new RegExp('/settings$'));
  await expect(page).toHaveTitle('Contact Control Panel | Settings');
});

test('a user without agent access sees Access Denied on the task-list route', async ({ page, panel, api, connectLocal }) => {
  await api.settings({ requireLogin: true });
  await signInAsNonAgent(page, connectLocal.url);
  await page.goto(`${panel.url}/task-list`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Task List' })).toHaveCount(0);
});

test('a hash naming a known contact views it: streams hears viewContact for the contact the agent opens', async ({ page, panel, api }) => {
  await page.goto(panel.url);
  const status = page.getByRole('combobox', { name: 'Agent status' });
  await status.selectOption('Available');
  await expect(status).toHaveValue('Available');
  // What a host page embedding the CCP hears (streams' core.onViewContact).
  await page.evaluate(() => {
    const viewed: string[] = ((window as any).__viewed = []);
    (window as any).connect.core.onViewContact((e: { contactId: string }) => viewed.push(e.contactId));
  });
  await page.getByRole('tab', { name: /^Chat/ }).click();
  const { contactId } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  await expect(page).toHaveURL(new RegExp(`/chat#${contactId}$`));
  await expect.poll(() => page.evaluate(() => (window as any).__viewed as string[])).toContain(contactId);
});

test("a channel activated from the header is stored with its view type: the number pad survives a reload, and leaving it forgets it", async ({ page, panel }) => {
  await page.goto(panel.url);
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menuitem', { name: 'Make a call' }).click();
  await expect(page.getByRole('tab', { name: /^Voice/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('viewType') ?? 'null'));
  expect(await stored()).toEqual({ viewType: 'number_pad', mediaType: 'softphone', source: 'add-contact-menu' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).press('Escape');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
  await expect.poll(stored).toBeNull();

  // Quick connects, then another tab: the activation ends with the view it opened; back on Voice, the home shows.
  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menuitem', { name: 'Quick connects' }).click();
  await expect(page.getByRole('listbox', { name: 'Quick connects' })).toBeVisible();
  expect(await stored()).toMatchObject({ viewType: 'quick_connects', mediaType: 'softphone' });
  await page.getByRole('tab', { name: /^Chat/ }).click();
  await expect.poll(stored).toBeNull();
  await page.reload();
  await page.getByRole('tab', { name: /^Voice/ }).click();
  await expect(page.getByRole('button', { name: 'Quick connects' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Quick connects' })).toHaveCount(0);
});
