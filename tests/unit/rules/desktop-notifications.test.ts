import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/shared/domain/agent';
import { makeContact } from '../../../src/shared/domain/contact';
import { offersNotificationPrompt, shouldNotifyIncoming } from '../../../src/shared/rules/desktop-notifications';

const email = makeContact({ contactId: 'e', type: 'email', state: 'incoming' });
const chat = makeContact({ contactId: 'c', type: 'chat', state: 'incoming' });
const withEmail = new Set<Channel>(['voice', 'chat', 'email']);

describe('browser notifications of incoming emails', () => {
  it('notify of an email while the panel is out of sight and notifications are allowed', () => {
    expect(shouldNotifyIncoming({ contact: email, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(true);
  });
  it('stay quiet while the panel is in sight (the toast and the live region say it)', () => {
    expect(shouldNotifyIncoming({ contact: email, permission: 'granted', pageVisible: true, enabledChannels: withEmail })).toBe(false);
  });
  it('need the agent to have allowed them', () => {
    for (const permission of ['default', 'denied', 'unsupported'] as const) {
      expect(shouldNotifyIncoming({ contact: email, permission, pageVisible: false, enabledChannels: withEmail })).toBe(false);
    }
  });
  it('are for softphone calls that ring too, with the voice channel enabled, not desk phone calls', () => {
    const call = makeContact({ contactId: 'v1', type: 'voice', state: 'incoming', isSoftphone: true });
    expect(shouldNotifyIncoming({ contact: call, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(true);
    expect(shouldNotifyIncoming({ contact: call, permission: 'granted', pageVisible: true, enabledChannels: withEmail })).toBe(false);
    expect(shouldNotifyIncoming({ contact: { ...call, isSoftphone: false }, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(false);
    expect(shouldNotifyIncoming({ contact: call, permission: 'granted', pageVisible: false, enabledChannels: new Set<Channel>(['email']) })).toBe(false);
  });
  it('are for chats, tasks and emails with their channel enabled, not calls, and not with auto-accept', () => {
    const task = makeContact({ contactId: 't', type: 'task', state: 'incoming' });
    const call = makeContact({ contactId: 'v', type: 'voice', state: 'incoming' });
    expect(shouldNotifyIncoming({ contact: chat, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(true);
    expect(shouldNotifyIncoming({ contact: task, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(false);
    expect(shouldNotifyIncoming({ contact: task, permission: 'granted', pageVisible: false, enabledChannels: new Set<Channel>(['task']) })).toBe(true);
    expect(shouldNotifyIncoming({ contact: call, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(false);
    expect(shouldNotifyIncoming({ contact: email, permission: 'granted', pageVisible: false, enabledChannels: new Set<Channel>(['voice']) })).toBe(false);
    expect(shouldNotifyIncoming({ contact: { ...email, isAutoAcceptEnabled: true }, permission: 'granted', pageVisible: false, enabledChannels: withEmail })).toBe(false);
  });
});

describe('the offer to turn notifications on', () => {
  it('shows while the agent has not decided, handles email and did not say not now', () => {
    expect(offersNotificationPrompt({ permission: 'default', enabledChannels: withEmail, declined: false })).toBe(true);
    expect(offersNotificationPrompt({ permission: 'default', enabledChannels: withEmail, declined: true })).toBe(false);
    expect(offersNotificationPrompt({ permission: 'granted', enabledChannels: withEmail, declined: false })).toBe(false);
    expect(offersNotificationPrompt({ permission: 'denied', enabledChannels: withEmail, declined: false })).toBe(false);
    expect(offersNotificationPrompt({ permission: 'unsupported', enabledChannels: withEmail, declined: false })).toBe(false);
    expect(offersNotificationPrompt({ permission: 'default', enabledChannels: new Set<Channel>(['chat']), declined: false })).toBe(false);
  });
});
