import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, transcript } from './support.ts';

const INTERACTIVE_RESPONSE = 'application/vnd.amazonaws.connect.message.interactive.response';

test('a bot list picker, panel and time picker show in the transcript, with the customer answer', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);

  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: {
      templateType: 'ListPicker',
      version: '1.0',
      data: {
        content: {
          title: 'Which product is this about?',
          subtitle: 'Tap to select',
          imageType: 'URL',
          imageData: 'https://example.com/store.png',
          imageDescription: 'Store front',
          elements: [
            { title: 'Headphones', subtitle: '$99' },
            { title: '<img src=x onerror=alert(1)>', imageType: 'URL', imageData: 'javascript:alert(1)' },
            { title: 'Speaker', imageType: 'URL', imageData: 'http://example.com/speaker.png', imageDescription: 'Insecure image' },
          ],
        },
      },
    },
  });
  const picker = transcript(page).getByRole('figure', { name: 'List picker: Which product is this about?' });
  await expect(picker).toBeVisible();
  const options = picker.getByRole('list', { name: 'Options' }).getByRole('listitem');
  await expect(options).toHaveText(['Headphones$99', '<img src=x onerror=alert(1)>', 'Speaker']);
  // Only the https image loads; customer markup stays text; the http image is dropped.
  await expect(picker.getByRole('img', { name: 'Store front' })).toHaveAttribute('src', 'https://example.com/store.png');
  await expect(picker.getByRole('img', { name: 'Insecure image' })).toHaveCount(0);
  await expect(transcript(page).locator('img[src="x"]')).toHaveCount(0);

  await api.post(`/contacts/${contactId}/customer/messages`, {
    contentType: INTERACTIVE_RESPONSE,
    content: JSON.stringify({ templateIdentifier: 'product-list', selectionText: 'Headphones', listTitle: 'Which product is this about?' }),
  });
  await expect(transcript(page)).toContainText('Selected “Headphones” from Which product is this about?');

  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: { templateType: 'Panel', version: '1.0', data: { content: { title: 'How can we help?', elements: [{ title: 'Billing' }, { title: 'Talk to an agent' }] } } },
  });
  await expect(transcript(page).getByRole('figure', { name: 'Panel: How can we help?' }).getByRole('listitem')).toHaveText(['Billing', 'Talk to an agent']);

  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: {
      templateType: 'TimePicker',
      version: '1.0',
      data: { content: { title: 'Pick a delivery slot', location: { title: 'Seattle store' }, timeslots: [{ date: '2030-01-02T17:00+00:00', duration: 60 }] } },
    },
  });
  const time = transcript(page).getByRole('figure', { name: 'Time picker: Pick a delivery slot' });
  await expect(time).toContainText('Seattle store');
  await expect(time.getByRole('list', { name: 'Time slots' }).getByRole('listitem')).toHaveCount(1);
  await expect(time.getByRole('listitem')).toContainText('60 minutes');

  // A response without a templateIdentifier is not a valid response.
  await api.post(`/contacts/${contactId}/customer/messages`, { contentType: INTERACTIVE_RESPONSE, content: JSON.stringify({ selectionText: 'Billing' }) });
  await expect(transcript(page)).toContainText('This interactive message cannot be shown.');
});

test('quick replies, carousels and other templates', async ({ page, panel, api }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api);
  const quickReply = { templateType: 'QuickReply', version: '1.0', data: { content: { title: 'Was this helpful?', elements: [{ title: 'Yes' }, { title: 'No' }] } } };
  await api.post(`/contacts/${contactId}/bot/messages`, { content: quickReply });
  await expect(transcript(page).getByRole('figure', { name: 'Quick reply: Was this helpful?' })).toBeVisible();

  const card = (title: string) => ({ templateType: 'Panel', version: '1.0', data: { content: { title, elements: [{ title: 'Choose' }] } } });
  await api.post(`/contacts/${contactId}/bot/messages`, { content: { templateType: 'Carousel', version: '1.0', data: { content: { title: 'Our offers', elements: [card('Offer A'), card('Offer B')] } } } });
  const carousel = transcript(page).getByRole('group', { name: 'Carousel of 2 cards' });
  await expect(carousel.getByRole('figure')).toHaveCount(2);
  await expect(carousel.getByRole('figure', { name: 'Panel: Offer B' })).toBeVisible();

  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: { templateType: 'ApplePay', version: '1.0', data: { content: { title: 'Pay for your order', payment: { paymentRequest: { total: { amount: '19.99', currencyCode: 'USD' } } } } } },
  });
  await expect(transcript(page)).toContainText('Interactive message (ApplePay). Pay for your order Payment request: $19.99.');
  // Apple Pay's own shape: the currency on paymentRequest, the total with label and amount only.
  await api.post(`/contacts/${contactId}/bot/messages`, {
    content: { templateType: 'ApplePay', version: '1.0', data: { content: { title: 'Pay the deposit', payment: { paymentRequest: { currencyCode: 'EUR', countryCode: 'DE', total: { label: 'Acme', amount: '42.50' } } } } } },
  });
  await expect(transcript(page)).toContainText('Interactive message (ApplePay). Pay the deposit Payment request: €42.50.');

  // Connect Local refuses what a flow would refuse.
  await expect(api.post(`/contacts/${contactId}/bot/messages`, { contentType: 'application/vnd.amazonaws.connect.message.interactive', content: '{"nope":1}' })).rejects.toThrow(/templateType/);
});
