import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/shared/domain/agent';
import { makeContact } from '../../../src/shared/domain/contact';
import { incomingToastTimeout, shouldShowIncomingToast } from '../../../src/shared/rules/toasts';
import { chat, voiceCall } from '../model/support/fixtures';

const all = new Set<Channel>(['voice', 'chat', 'task', 'email']);
const incomingChat = chat('new', { state: 'incoming' });
const ringing = voiceCall('ring', { state: 'connecting' });

describe('incoming toast suppression', () => {
  it('shows a chat toast on another route', () => {
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'softphone', contacts: [incomingChat], enabledChannels: all })).toBe(true);
  });
  it('suppresses a call toast on the softphone route', () => {
    expect(shouldShowIncomingToast({ contact: ringing, route: 'softphone', contacts: [ringing], enabledChannels: all })).toBe(false);
  });
  it('suppresses a chat toast on the chat route when it is the only chat', () => {
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'chat', contacts: [incomingChat], enabledChannels: all })).toBe(false);
  });
  it('shows a chat toast on the chat route when another chat is already present', () => {
    const contacts = [chat('busy'), incomingChat];
    expect(shouldShowIncomingToast({ contact: incomingChat, route: 'chat', contacts, enabledChannels: all })).toBe(true);
  });
  it('suppresses toasts with auto-accept', () => {
    const auto = { ...incomingChat, isAutoAcceptEnabled: true };
    expect(shouldShowIncomingToast({ contact: auto, route: 'settings', contacts: [auto], enabledChannels: all })).toBe(false);
  });
  it('needs the task channel enabled for a task toast', () => {
    const task = makeContact({ contactId: 't', type: 'task', state: 'incoming' });
    expect(shouldShowIncomingToast({ contact: task, route: null, contacts: [task], enabledChannels: new Set(['voice']) })).toBe(false);
  });
});

describe('incoming toast timeout', () => {
  it('is 20 s normally', () => {
    expect(incomingToastTimeout(ringing, [ringing])).toBe(20_000);
  });
  it('is 30 s for a call while another call is present', () => {
    expect(incomingToastTimeout(ringing, [voiceCall('other'), ringing])).toBe(30_000);
  });
});
