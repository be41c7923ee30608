import { test, expect, type Page } from './support/fixtures.ts';
import { kept, messageBox, pickChatAddress, transcript } from './chat/support.ts';
import { CUSTOMER, emails, sendEmail } from './email/support.ts';
import { panelSignedInAs } from './supervision/support.ts';
import { parties } from './voice/support.ts';

// The working session of issue 28, played end to end against Connect Local with the real libraries: three chats at
// once, a task arriving while the agent types in a chat and in Create task, a templated task, an email with an
// attachment in a thread answered with Reply all, a transfer on every channel by quick connect, and a call a
// supervisor barges into. Throughout: no keystroke is lost, every offered contact is announced and offered with
// Accept, and focus is never left on the page body.

/** Records every text the panel's assertive live region says, so no announcement is missed between checks. */
function recordAnnouncements() {
  const said: string[] = [];
  (window as unknown as { __said: string[] }).__said = said;
  let last = '';
  new MutationObserver(() => {
    // The region is cleared before each announcement; any other change in the page leaves its text as it was.
    const text = document.getElementById('ccp-announcer')?.textContent ?? '';
    if (text && text !== last) said.push(text);
    last = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Waits until the live region has said `text` (at the start of an announcement) `times` times in all. */
async function announced(page: Page, text: string, times = 1) {
  await expect.poll(async () => (await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).filter((s) => s.startsWith(text)).length).toBeGreaterThanOrEqual(times);
}

/** After every action: focus is on something, never the page body. */
async function focusKept(page: Page) {
  await expect.poll(() => page.evaluate(() => !!document.activeElement && document.activeElement !== document.body)).toBe(true);
}

/** Clicks an action by name in the shown contact's action bar, or, where it is not there, in its More menu. */
async function action(page: Page, name: string) {
  const direct = page.getByRole('main').getByRole('button', { name, exact: true });
  if (await direct.isVisible()) return direct.click();
  await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
}

/** Close contact, or Next contact while other contacts are open. */
const closeContact = (page: Page) => page.getByRole('button', { name: /^(Close|Next) contact$/ });
/** Long enough that no offered contact is missed while a busy machine plays the day. */
const RING = { ringTimeoutSeconds: 3600 };
const row = (page: Page, name: string) => page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name: new RegExp(name) });
const status = (page: Page) => page.getByTestId('contact-status');

async function chatMessages(api: Parameters<typeof kept>[0], contactId: string) {
  return (await kept(api, contactId)).map((m: { Content: string }) => m.Content);
}

test('a whole working day: no keystroke lost, every offered contact announced, focus never on the page body', async ({ page, panel, api, browser, connectLocal }) => {
  test.setTimeout(300_000);
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 3, TASK: 3, EMAIL: 1 } });
  await page.addInitScript(recordAnnouncements);
  await page.goto(panel.url);
  const agentStatus = page.getByRole('combobox', { name: 'Agent status' });
  await expect(agentStatus).toHaveValue('Offline');
  await agentStatus.selectOption('Available');
  await expect(agentStatus).toHaveValue('Available');
  await page.getByRole('tab', { name: /^Chat/ }).click();

  // --- Three chats at once -------------------------------------------------------------------------------------
  const { contactId: ana } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Ana Ruiz', queue: 'Support', ...RING });
  await announced(page, 'Incoming chat: Ana Ruiz');
  await expect(page.getByRole('button', { name: 'Accept chat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Connected');
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('Hello Ana, ');

  // A second chat arrives mid-sentence: it is announced and offered, and the sentence goes on in the same box.
  const { contactId: ben } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Ben Okafor', ...RING });
  await announced(page, 'Incoming chat: Ben Okafor');
  const benToast = page.getByRole('alertdialog', { name: 'Incoming chat' });
  await expect(benToast.getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.keyboard.type('how can I help?');
  await expect(messageBox(page)).toHaveValue('Hello Ana, how can I help?');
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => chatMessages(api, ana)).toContain('Hello Ana, how can I help?');
  await focusKept(page);

  await benToast.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ben Okafor' })).toBeVisible();
  await expect(status(page)).toHaveText('Connected');
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('Hi Ben, one moment please.');

  const { contactId: chen } = await api.post<{ contactId: string }>('/contacts', { channel: 'chat', customerName: 'Chen Wei', ...RING });
  await announced(page, 'Incoming chat: Chen Wei');
  await expect(row(page, 'Chen Wei')).toBeVisible();
  await expect(messageBox(page)).toHaveValue('Hi Ben, one moment please.');
  await page.keyboard.press('Enter');
  await expect.poll(() => chatMessages(api, ben)).toContain('Hi Ben, one moment please.');
  await focusKept(page);

  await row(page, 'Chen Wei').click();
  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(status(page)).toHaveText('Connected');
  await expect(messageBox(page)).toBeFocused();

  // Customers write in all three.
  for (const [id, text] of [[ana, 'My parcel is late'], [ben, 'I need an invoice'], [chen, 'Can I change my address?']] as const) {
    await api.post(`/contacts/${id}/customer/messages`, { content: text });
  }
  await expect(transcript(page)).toContainText('Can I change my address?');

  // --- A templated task arrives while the agent types in a chat ------------------------------------------------
  await messageBox(page).click();
  await page.keyboard.type('Sure, which ');
  await api.post('/contacts', {
    channel: 'task',
    name: 'Call Sam back',
    ...RING,
    templateId: 'tpl-callback',
    references: { 'Customer email': { type: 'EMAIL', value: 'sam@example.com' }, Notes: { type: 'STRING', value: 'Mornings' } },
  });
  await announced(page, 'Incoming task: Call Sam back');
  const taskToast = page.getByRole('alertdialog', { name: 'Incoming task' });
  await expect(taskToast.getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.keyboard.type('address should we use?');
  await expect(messageBox(page)).toHaveValue('Sure, which address should we use?');
  await page.keyboard.press('Enter');
  await expect.poll(() => chatMessages(api, chen)).toContain('Sure, which address should we use?');
  await focusKept(page);

  // --- Chat transfers: Ana to the Sales queue; Ben and Chen ended ------------------------------------------------
  await row(page, 'Ana Ruiz').click();
  await expect(transcript(page)).toContainText('My parcel is late');
  await pickChatAddress(page, 'Transfer chat', 'Sales queue', 'Transfer');
  await expect(status(page)).toHaveText('Chat ended');
  await focusKept(page);
  await closeContact(page).click();
  await expect(row(page, 'Ana Ruiz')).toHaveCount(0);
  await focusKept(page);
  for (const name of ['Ben Okafor', 'Chen Wei']) {
    await row(page, name).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('group', { name: 'Chat controls' }).getByRole('button', { name: 'End chat' }).click();
    await expect(status(page)).toHaveText('Chat ended');
    await focusKept(page);
    await closeContact(page).click();
    await expect(row(page, name)).toHaveCount(0);
    await focusKept(page);
  }

  // --- Tasks: a task arrives while the agent types in Create task; the templated task is accepted and transferred --
  await page.getByRole('tab', { name: /^Task/ }).click();
  // The only task, shown as the tab opens: its Accept takes the focus.
  await expect(row(page, 'Call Sam back')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept task' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Connected');
  await focusKept(page);
  const details = page.getByRole('form', { name: 'Task details: Customer callback' });
  await details.getByLabel('Notes (optional)').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' or evenings');
  await expect(details.getByLabel('Notes (optional)')).toHaveValue('Mornings or evenings');

  await page.getByRole('button', { name: 'New contact' }).click();
  await page.getByRole('menu', { name: 'New contact' }).getByRole('menuitem', { name: 'Create task' }).click();
  const form = page.getByRole('region', { name: 'Create task' });
  await form.getByLabel('Task name').click();
  await page.keyboard.type('Follow up ');
  await api.post('/contacts', { channel: 'task', name: 'Refund order 11', description: 'Charged twice', ...RING });
  await announced(page, 'Incoming task: Refund order 11');
  await expect(page.getByRole('alertdialog', { name: 'Incoming task' }).getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.keyboard.type('with Ana');
  await expect(form.getByLabel('Task name')).toHaveValue('Follow up with Ana');
  await expect(form.getByLabel('Task name')).toBeFocused();
  await form.getByLabel('Assign to').selectOption({ label: 'Jordan Lee (agent)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Task created: Follow up with Ana')).toBeVisible();
  await focusKept(page);
  await expect.poll(async () => [...(await api.state()).contacts, ...(await api.state()).queued].some((c: any) => c.task?.name === 'Follow up with Ana')).toBe(true);

  // The refund task (its toast may have timed out while the agent wrote; the row still offers it) is accepted and
  // transferred to Jordan by quick connect.
  await row(page, 'Refund order 11').click();
  await page.getByRole('button', { name: 'Accept task' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Refund order 11' })).toBeVisible();
  await expect(status(page)).toHaveText('Connected');
  await focusKept(page);
  await action(page, 'Transfer');
  const picker = page.getByRole('region', { name: 'Quick connects' });
  await picker.getByRole('option', { name: /Jordan Lee/ }).click();
  await picker.getByRole('button', { name: 'Transfer' }).click();
  await expect.poll(async () => (await api.state()).contacts.find((c: any) => c.task?.name === 'Refund order 11' && c.agent === 'agent')?.state).toBe('ended');
  await focusKept(page);
  await closeContact(page).click();
  await expect(row(page, 'Refund order 11')).toHaveCount(0);
  await focusKept(page);

  // The templated task, ended: its notes were saved as typed.
  await row(page, 'Call Sam back').click();
  await page.getByRole('group', { name: 'Contact action bar' }).getByRole('button', { name: 'End task' }).click();
  await expect(closeContact(page)).toBeFocused();
  expect((await api.state()).contacts.find((c: any) => c.task?.name === 'Call Sam back').task.references.Notes.value).toBe('Mornings or evenings');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Call Sam back')).toHaveCount(0);
  await focusKept(page);

  // --- Email: a thread of earlier emails, the newest with an attachment, answered with Reply all ------------------
  await page.getByRole('tab', { name: /^Email/ }).click();
  // The earlier emails of the thread went to a colleague (Jordan, away: they wait in his queue).
  const first = await sendEmail(api, { agent: 'jordan', subject: 'Kettle', text: 'My kettle leaks.' });
  const second = await sendEmail(api, { agent: 'jordan', subject: 'Re: Kettle', text: 'Still waiting.', threadOf: first.contactId });
  await sendEmail(api, {
    subject: 'Re: Kettle',
    text: 'Here is my receipt.',
    ...RING,
    threadOf: second.contactId,
    cc: [{ emailAddress: 'sam@example.com' }],
    attachments: [{ name: 'receipt.txt', type: 'text/plain', base64: Buffer.from('Paid 40 EUR').toString('base64') }],
  });
  await announced(page, 'Incoming email');
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Connected');
  await expect(page.getByRole('button', { name: 'Download receipt.txt' })).toBeVisible();
  await focusKept(page);
  await action(page, 'Reply all');
  const reply = page.getByRole('form', { name: 'Reply' });
  await expect(reply.getByRole('textbox', { name: 'Cc' })).toHaveValue('sam@example.com');
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('A new kettle is on its way.');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  await focusKept(page);
  const sent = (await emails(api)).find((m) => m.direction === 'OUTBOUND')!;
  expect(sent.body?.text).toContain('A new kettle is on its way.');
  expect(sent.to.map((a) => a.emailAddress)).toEqual([CUSTOMER.emailAddress]);
  expect(sent.cc.map((a) => a.emailAddress)).toEqual(['sam@example.com']);
  await closeContact(page).click();
  await focusKept(page);

  // A second email is transferred to the Sales queue.
  await sendEmail(api, { subject: 'Wrong department', text: 'I want to buy ten kettles.', ...RING });
  await announced(page, 'Incoming email', 2);
  await expect(page.getByRole('button', { name: 'Accept email' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Connected');
  await action(page, 'Transfer email');
  await page.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: /Sales queue/ }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(status(page)).toHaveText('Email ended');
  await focusKept(page);
  await closeContact(page).click();
  await focusKept(page);

  // --- A call a supervisor barges into, then transferred to the Sales queue ---------------------------------------
  await page.getByRole('tab', { name: /^Voice/ }).click();
  const call = await api.inboundCall({ from: '+14155550123', ...RING });
  await announced(page, 'Incoming call');
  await expect(page.getByRole('button', { name: 'Accept call' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Connected');
  await focusKept(page);
  const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor');
  await api.post(`/contacts/${call}/monitor`, { supervisor: 'supervisor' });
  const monitor = supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' });
  await monitor.getByRole('button', { name: 'Barge in' }).click();
  await expect(page.getByText('Manager has joined the call')).toBeVisible();
  await focusKept(page);
  await monitor.getByRole('button', { name: 'Silent monitor' }).click();
  await expect(page.getByText('Manager has joined the call')).toHaveCount(0);
  await supervisor.context().close();

  await page.getByRole('button', { name: 'Quick connects' }).click();
  await page.getByRole('combobox', { name: 'Search quick connects' }).click();
  await page.keyboard.type('Sales');
  await expect(page.getByRole('combobox', { name: 'Search quick connects' })).toHaveValue('Sales');
  await page.getByRole('button', { name: 'Call to add' }).click();
  await expect.poll(async () => (await parties(api, call)).filter((p) => p.role !== 'agent' && p.state !== 'disconnected').length).toBe(2);
  await focusKept(page);
  await page.getByRole('button', { name: 'Leave call' }).click();
  await expect(status(page)).toHaveText('After call work');
  await focusKept(page);
  await closeContact(page).click();
  await expect(page.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  await focusKept(page);
});
