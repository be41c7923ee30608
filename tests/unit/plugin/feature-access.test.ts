import { describe, expect, it } from 'vitest';
import { SdkSession, createSdkPort, type SdkClients } from '../../../src/plugin/sdk-port';
import { toContact } from '../../../src/plugin/to-model';

// The README's plugin section says the plugin has no feature-access source because the Amazon Connect SDK has no
// feature-access call, and that it needs none: every feature the instance's flags decide (rules/feature-access:
// task templates, chat receipts, the authenticated-customer mark, quick responses, video) is one the SDK cannot
// give the plugin. These keep that true: a plugin that gains one of them must gain a way to ask its flag.
describe('the plugin and the instance’s feature-access flags', () => {
  const port = createSdkPort({} as SdkClients, new SdkSession(), { start: async () => undefined, stop: async () => undefined }, { send: async () => undefined } as never);

  it('has no feature-access source to claim one', () => {
    expect(port.features).toBeUndefined();
  });

  it('offers none of the features the flags decide', () => {
    for (const c of ['taskTemplates', 'chatMessaging', 'quickResponses', 'video'] as const) expect(port.capabilities.has(c), c).toBe(false);
    expect(port.tasks).toBeUndefined();
    expect(port.chat).toBeUndefined();
    expect(port.quickResponses).toBeUndefined();
    expect(port.video).toBeUndefined();
    // The SDK says nothing of a customer's authentication: no chat is ever marked.
    const chat = toContact({ contactId: 'c', type: 'chat', state: 'connected', stateTimestamp: 5, customerPhoneNumber: null, participants: [] });
    expect(chat.isAuthenticated).toBe(false);
  });
});
