import { describe, expect, it } from 'vitest';
import { parseInteractive, parseInteractiveResponse, safeImageUrl } from '../../../src/shared/rules/chat-interactive';

const listPicker = {
  templateType: 'ListPicker',
  version: '1.0',
  data: {
    content: {
      title: 'What would you like to buy?',
      subtitle: 'Tap to select',
      imageType: 'URL',
      imageData: 'https://example.com/store.png',
      imageDescription: 'Our store',
      elements: [
        { title: 'Apple', subtitle: '$10', imageType: 'URL', imageData: 'http://example.com/apple.png' },
        { title: 'Orange', imageData: 'javascript:alert(1)' },
        { subtitle: 'no title' },
      ],
    },
  },
};

describe('interactive messages (chat §3, §5)', () => {
  it('only absolute https image URLs are kept', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('http://example.com/a.png')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(safeImageUrl('/relative.png')).toBeUndefined();
    expect(safeImageUrl(42)).toBeUndefined();
  });
  it('reads a list picker: title, subtitle, https image, options with titles', () => {
    expect(parseInteractive(JSON.stringify(listPicker))).toEqual({
      kind: 'ListPicker',
      title: 'What would you like to buy?',
      subtitle: 'Tap to select',
      image: { url: 'https://example.com/store.png', description: 'Our store' },
      options: [{ title: 'Apple', subtitle: '$10' }, { title: 'Orange' }],
    });
  });
  it('reads panels, quick replies, time pickers and carousels', () => {
    const panel = { templateType: 'Panel', version: '1.0', data: { content: { title: 'How can I help?', elements: [{ title: 'Billing' }, { title: 'Agent' }] } } };
    expect(parseInteractive(JSON.stringify(panel))).toMatchObject({ kind: 'Panel', options: [{ title: 'Billing' }, { title: 'Agent' }] });
    const quick = { templateType: 'QuickReply', version: '1.0', data: { content: { title: 'Rate us', elements: [{ title: 'Great' }] } } };
    expect(parseInteractive(JSON.stringify(quick))).toMatchObject({ kind: 'QuickReply', title: 'Rate us' });
    const time = {
      templateType: 'TimePicker',
      version: '1.0',
      data: { content: { title: 'Pick a time', location: { title: 'Seattle store' }, timeslots: [{ date: '2030-01-02T10:00+00:00', duration: 60 }, { date: 'nonsense', duration: 30 }] } },
    };
    expect(parseInteractive(JSON.stringify(time))).toEqual({ kind: 'TimePicker', title: 'Pick a time', location: 'Seattle store', slots: [{ start: Date.parse('2030-01-02T10:00+00:00'), durationMinutes: 60 }] });
    const carousel = { templateType: 'Carousel', version: '1.0', data: { content: { title: 'Offers', elements: [panel, quick, { templateType: 'Carousel' }] } } };
    expect(parseInteractive(JSON.stringify(carousel))).toMatchObject({ kind: 'Carousel', title: 'Offers', cards: [{ kind: 'Panel' }, { kind: 'QuickReply' }] });
  });
  it('other templates say what they are: title, app name, payment total', () => {
    const pay = { templateType: 'ApplePay', version: '1.0', data: { content: { title: 'Pay for order', payment: { paymentRequest: { total: { amount: '19.99', currencyCode: 'USD' } } } } } };
    expect(parseInteractive(JSON.stringify(pay))).toEqual({ kind: 'Other', templateType: 'ApplePay', title: 'Pay for order', payment: { amount: '19.99', currencyCode: 'USD' } });
    // Apple Pay's own shape: the currency sits on paymentRequest, the total has only label and amount.
    const apple = { templateType: 'ApplePay', version: '1.0', data: { content: { title: 'Pay', payment: { paymentRequest: { currencyCode: 'EUR', countryCode: 'DE', total: { label: 'Acme', amount: '42.50' } } } } } };
    expect(parseInteractive(JSON.stringify(apple))).toMatchObject({ kind: 'Other', payment: { amount: '42.50', currencyCode: 'EUR' } });
    const app = { templateType: 'AppleCustomInteractiveMessage', version: '1.0', data: { content: { appName: 'Store app' } } };
    expect(parseInteractive(JSON.stringify(app))).toEqual({ kind: 'Other', templateType: 'AppleCustomInteractiveMessage', appName: 'Store app' });
  });
  it('not JSON, no templateType, or a list with no usable option is not a template', () => {
    expect(parseInteractive('<b>hi</b>')).toBeNull();
    expect(parseInteractive('{"data":{}}')).toBeNull();
    expect(parseInteractive(JSON.stringify({ templateType: 'ListPicker', version: '1.0', data: { content: { title: 'x', elements: [] } } }))).toBeNull();
  });
  it('a response needs selectionText and templateIdentifier as strings', () => {
    expect(parseInteractiveResponse(JSON.stringify({ templateIdentifier: 't-1', selectionText: 'Apple', listTitle: 'Fruit' }))).toEqual({ templateIdentifier: 't-1', selectionText: 'Apple', listTitle: 'Fruit' });
    expect(parseInteractiveResponse(JSON.stringify({ data: { content: { templateIdentifier: 't-1', selectionText: 'Apple' } } }))).toEqual({ templateIdentifier: 't-1', selectionText: 'Apple' });
    expect(parseInteractiveResponse(JSON.stringify({ selectionText: 'Apple' }))).toBeNull();
    expect(parseInteractiveResponse(JSON.stringify({ templateIdentifier: 7, selectionText: 'Apple' }))).toBeNull();
    expect(parseInteractiveResponse('nope')).toBeNull();
  });
});
