import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, messageBox, openChatMore, startChat, transcript } from './support.ts';

// The chat as a working surface (issue 28): a transcript that uses the screen, message times, labelled timers, a
// bubble for the agent's own messages, a typing indicator that goes with the customer, and Add to chat saying why
// it is shut.

const row = (page: Page, name: RegExp) => page.getByRole('navigation', { name: 'Task List' }).getByRole('link', { name });

test('the transcript takes the height the panel has, with six chats in the list, and the composer and actions stay in view', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 6, TASK: 1, EMAIL: 1 } });
  await page.setViewportSize({ width: 1000, height: 1400 });
  await availableOnChat(page, panel.url);
  for (let n = 1; n <= 6; n++) {
    const { contactId } = await startChat(api, { customerName: `Customer ${n}` });
    await row(page, new RegExp(`Customer ${n}`)).click();
    await page.getByRole('button', { name: 'Accept chat' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(async () => (await api.contact(contactId)).connections.find((k: any) => k.role === 'agent').state).toBe('connected');
  }
  const end = page.getByRole('button', { name: 'End chat' });
  const send = page.getByRole('button', { name: 'Send' });
  // A tall window: far more than the old 320 px, and the action bar sits at the bottom of the main area.
  await expect.poll(async () => (await transcript(page).boundingBox())!.height).toBeGreaterThan(900);
  await expect(end).toBeInViewport();
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.y + main.height - ((await end.boundingBox())!.y + (await end.boundingBox())!.height)).toBeLessThan(100);

  // A narrow, short panel with the list above the chat: the transcript still shows several lines, and the
  // message box, Send and End chat are all in view without scrolling.
  await page.setViewportSize({ width: 400, height: 700 });
  await expect.poll(async () => (await transcript(page).boundingBox())!.height).toBeGreaterThan(100);
  for (const control of [messageBox(page), send, end]) await expect(control).toBeInViewport();
  const mainNarrow = (await page.getByRole('main').boundingBox())!;
  const endNarrow = (await end.boundingBox())!;
  expect(mainNarrow.y + mainNarrow.height - (endNarrow.y + endNarrow.height)).toBeLessThan(100);
});

test.describe('in the agent’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('each burst of messages shows one time, in the agent’s time zone, with the full date on hover', async ({ page, panel, api }) => {
    await availableOnChat(page, panel.url);
    const contactId = await acceptedChat(page, api);
    const { messages } = await api.post<{ messages: { AbsoluteTime: string }[] }>(`/contacts/${contactId}/customer/messages/burst`, { contents: ['one', 'two', 'three', 'four', 'five'] });
    await expect(transcript(page)).toContainText('five');
    const last = Date.parse(messages.at(-1)!.AbsoluteTime);
    const [short, full] = await page.evaluate(
      (t) => [
        new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Pacific/Auckland' }).format(t),
        new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Pacific/Auckland' }).format(t),
      ],
      last,
    );
    // One time under the burst (two if it crossed a minute), not five identical ones.
    const times = transcript(page).getByTitle(/\d{4}/);
    await expect(times).not.toHaveCount(0);
    expect(await times.count()).toBeLessThanOrEqual(2);
    const stamp = transcript(page).getByTitle(full, { exact: true }).last();
    await expect(stamp).toContainText(short);
    // Screen readers hear the full date.
    await expect(stamp).toContainText(full);

    // The agent's own message has its time and a bubble of its own.
    await messageBox(page).fill('Let me check that for you');
    await messageBox(page).press('Enter');
    await expect(transcript(page).getByText('Sending…')).toHaveCount(0);
    await expect(transcript(page).getByTitle(/\d{4}/)).toHaveCount((await times.count()));
    const bubble = transcript(page).getByText('Let me check that for you');
    const background = await bubble.evaluate((el) => getComputedStyle(el.closest('.chat-item')!).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test('both chat timers have visible labels, and the idle timer runs from connection', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  // Nothing said yet: the idle time already runs.
  const idle = page.getByRole('timer', { name: /^Idle time/ });
  await expect(idle).toBeVisible();
  await expect(idle).not.toHaveText('00:00');
  await expect(page.getByText('Idle', { exact: true })).toBeVisible();
  await expect(page.getByText('Chat time', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer', { name: /^Chat time/ })).toBeVisible();
});

test('“is typing…” goes as soon as the customer leaves', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  await api.post(`/contacts/${contactId}/customer/typing`);
  await expect(page.getByText('Casey Customer is typing…')).toBeVisible();
  await api.post(`/contacts/${contactId}/customer/disconnect`);
  await expect(page.getByTestId('contact-status')).toHaveText('Chat ended');
  // Well inside the 12 s an indicator otherwise lasts.
  await expect(page.getByText('Casey Customer is typing…')).toHaveCount(0, { timeout: 3_000 });
});

test('Add to chat says why it is shut: someone still joining, then the six-participant cap', async ({ page, panel, api }) => {
  await api.settings({ autoAnswer: false });
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api, { multiparty: true });
  const add = async (name: string) => {
    await (await openChatMore(page)).getByRole('menuitem', { name: /^Add to chat/ }).click();
    await page.getByRole('listbox', { name: 'Quick connects' }).getByRole('option', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(async () => (await api.contact(contactId)).connections.filter((k: any) => k.role === 'third_party' && k.state === 'connecting').length).toBe(1);
  };
  await add('Sales queue');
  let more = await openChatMore(page);
  await expect(more.getByRole('menuitem', { name: /^Add to chat/ })).toBeDisabled();
  await expect(more.getByRole('menuitem', { name: /^Add to chat/ })).toContainText('Wait until the participant being added has joined.');
  await page.keyboard.press('Escape');
  await api.post(`/contacts/${contactId}/transfer/accept`);
  for (const name of ['Billing queue', 'Jordan Lee', 'Sales queue']) {
    await expect(async () => {
      more = await openChatMore(page);
      await expect(more.getByRole('menuitem', { name: /^Add to chat/ })).toBeEnabled({ timeout: 1_000 });
      await page.keyboard.press('Escape');
    }).toPass();
    await add(name);
    await api.post(`/contacts/${contactId}/transfer/accept`);
  }
  await expect.poll(async () => (await api.contact(contactId)).connections.filter((k: any) => k.state === 'connected').length).toBe(6);
  await expect(async () => {
    more = await openChatMore(page);
    await expect(more.getByRole('menuitem', { name: /^Add to chat/ })).toContainText('A chat can have at most 6 participants.', { timeout: 1_000 });
  }).toPass();
  await expect(more.getByRole('menuitem', { name: /^Add to chat/ })).toBeDisabled();
});
