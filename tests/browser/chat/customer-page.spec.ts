import { test, expect } from '../support/fixtures.ts';
import { availableOnChat, messageBox, startChat, transcript } from './support.ts';

/**
 * Two real chatjs sessions: the customer on Connect Local's customer chat page (chatjs as CUSTOMER) and the agent
 * in the panel (chatjs as AGENT, through streams).
 */
test('a customer on the chat page and the agent in the panel talk both ways, with typing and receipts', async ({ page, panel, api, connectLocal, context }) => {
  await availableOnChat(page, panel.url);
  const { contactId } = await startChat(api, { customerName: 'Robin Customer' });
  const customer = await context.newPage();
  await customer.goto(`${connectLocal.url}/customer-chat/?contactId=${encodeURIComponent(contactId)}`);
  const customerLog = customer.getByRole('log', { name: 'Transcript' });
  const customerBox = customer.getByRole('textbox', { name: 'Message' });

  await page.getByRole('button', { name: 'Accept chat' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');

  // Customer to agent, with the customer's typing shown first.
  await customerBox.pressSequentially('Hello, my order is late');
  await expect(page.getByText('Robin Customer is typing…')).toBeVisible();
  await customerBox.press('Enter');
  await expect(transcript(page)).toContainText('Hello, my order is late');

  // Agent to customer; the customer's page reads it, and the agent sees the receipt.
  await messageBox(page).pressSequentially('Sorry to hear that, let me check.');
  await expect(customer.getByText(/is typing…/)).toBeVisible();
  await messageBox(page).press('Enter');
  await expect(customerLog).toContainText('Sorry to hear that, let me check.');
  await expect(transcript(page).getByText(/^(Delivered|Read)$/)).toBeVisible();

  // The customer leaves: the panel moves to after-contact work.
  await customer.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByTestId('contact-status')).not.toHaveText('Connected');
  await customer.close();
});
