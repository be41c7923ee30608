import { test, expect, type Page } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox } from './support.ts';

const results = (page: Page) => page.getByRole('listbox', { name: 'Quick response results' });
const missingInfo = (page: Page) => page.getByText('Update missing information before sending this message.');

test('typing /# searches quick responses; arrows, Enter and Escape work the list; placeholders must be filled', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);

  // The trigger opens the list; the query narrows it; the first result is active.
  await messageBox(page).pressSequentially('Thanks! /#ord');
  await expect(results(page).getByRole('option')).toHaveCount(1);
  const order = results(page).getByRole('option', { name: /Order status/ });
  await expect(order).toHaveAttribute('aria-selected', 'true');
  await expect(messageBox(page)).toHaveAttribute('aria-activedescendant', (await order.getAttribute('id'))!);

  // Enter inserts it in place of the trigger; the order id is not in the contact's attributes.
  await messageBox(page).press('Enter');
  await expect(results(page)).toHaveCount(0);
  await expect(messageBox(page)).toHaveValue('Thanks! Your order **{{$.Attributes.orderId}}** is on its way.');
  await expect(missingInfo(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).not.toHaveValue('');

  // Once the placeholder is replaced the alert goes and the message is sent.
  await messageBox(page).fill('Thanks! Your order **A-42** is on its way.');
  await expect(missingInfo(page)).toHaveCount(0);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('');
  await expect.poll(async () => (await kept(api, contactId)).filter((x) => x.ParticipantRole === 'AGENT').map((x) => x.Content)).toEqual(['Thanks! Your order **A-42** is on its way.']);

  // The button opens the whole list; arrows move the active option; Escape closes and keeps the text.
  await page.getByRole('button', { name: 'Quick responses' }).click();
  await expect(messageBox(page)).toHaveValue('/#');
  await expect(results(page).getByRole('option')).toHaveCount(6);
  await expect(results(page).getByRole('option').nth(0)).toHaveAttribute('aria-selected', 'true');
  await messageBox(page).press('ArrowDown');
  await expect(results(page).getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await messageBox(page).press('ArrowUp');
  await messageBox(page).press('ArrowUp');
  await expect(results(page).getByRole('option').nth(5)).toHaveAttribute('aria-selected', 'true');
  await messageBox(page).press('Escape');
  await expect(results(page)).toHaveCount(0);
  await expect(messageBox(page)).toHaveValue('/#');
});

test('placeholders are filled from the agent, the customer and the contact attributes; added responses are found', async ({ page, panel, api }) => {
  await api.post('/quick-responses', { name: 'Warranty', shortcutKey: 'warr', plainText: 'You have two years of warranty on order {{$.Attributes.orderId}}, {{$.Customer.FirstName}}.' });
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api, { attributes: { orderId: 'A-42' } });

  await messageBox(page).pressSequentially('/#hi');
  await results(page).getByRole('option', { name: /Greeting/ }).click();
  await expect(messageBox(page)).toHaveValue('Hello **Casey**, my name is Alex. How can I help you today?');
  await expect(missingInfo(page)).toHaveCount(0);

  await messageBox(page).fill('');
  await messageBox(page).pressSequentially('/#warr');
  await expect(results(page).getByRole('option')).toHaveText([/Warranty/]);
  await messageBox(page).press('Enter');
  await expect(messageBox(page)).toHaveValue('You have two years of warranty on order A-42, Casey.');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('a throttled search hides quick responses', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  await expect(page.getByRole('button', { name: 'Quick responses' })).toBeVisible();
  await api.post('/faults/quick-responses', { type: 'ThrottlingException', count: 1 });
  await messageBox(page).pressSequentially('/#ord');
  await expect(page.getByRole('button', { name: 'Quick responses' })).toHaveCount(0);
  await expect(results(page)).toHaveCount(0);
});

test('the composer’s actions are one kind of control: Quick responses a bordered button like Send, reached by Tab from the message box', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  await acceptedChat(page, api);
  const quick = page.getByRole('button', { name: 'Quick responses' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(quick).toBeVisible();
  // Issue 41: a link among pills. Now a button with the shape and height of Send, not underlined text.
  const look = (l: typeof quick) => l.evaluate((b) => {
    const s = getComputedStyle(b);
    return { height: Math.round(b.getBoundingClientRect().height), radius: s.borderRadius, border: s.borderTopStyle, underline: s.textDecorationLine.includes('underline') };
  });
  expect(await look(quick)).toEqual(await look(send));
  const [q, s] = [(await quick.boundingBox())!, (await send.boundingBox())!];
  expect(Math.abs(q.y + q.height / 2 - (s.y + s.height / 2)), 'on one row with Send').toBeLessThan(2);
  // The keyboard: from the message box, Tab reaches it, and Enter opens the list.
  await messageBox(page).focus();
  await page.keyboard.press('Tab');
  await expect(quick).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(results(page).getByRole('option')).toHaveCount(6);
  await expect(quick).toHaveAttribute('aria-expanded', 'true');
});
