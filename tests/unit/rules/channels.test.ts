import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/shared/domain/agent';
import {
  channelTabs,
  defaultChannel,
  emptyChannelViewRoute,
  resolveShortcut,
} from '../../../src/shared/rules/channels';

const set = (...c: Channel[]) => new Set<Channel>(c);

describe('channels', () => {
  it('orders tabs voice, chat, email, task', () => {
    expect(channelTabs(set('task', 'email', 'chat', 'voice'))).toEqual(['voice', 'chat', 'email', 'task']);
  });
  it('default channel is voice if enabled, otherwise the first enabled', () => {
    expect(defaultChannel(set('chat', 'voice'))).toBe('voice');
    expect(defaultChannel(set('task', 'email'))).toBe('email');
    expect(defaultChannel(set())).toBeNull();
  });
  it('an empty channel view goes to softphone, else task, else chat', () => {
    expect(emptyChannelViewRoute(set('voice', 'task'))).toBe('softphone');
    expect(emptyChannelViewRoute(set('task', 'chat'))).toBe('task');
    expect(emptyChannelViewRoute(set('chat', 'email', 'task'))).toBe('task');
    expect(emptyChannelViewRoute(set('chat', 'email'))).toBe('chat');
    expect(emptyChannelViewRoute(set('email'))).toBe('email');
    expect(emptyChannelViewRoute(set())).toBeNull();
  });
});

describe('keyboard shortcut Ctrl/Meta+N', () => {
  const base = { enabledChannels: set('voice', 'chat', 'task'), contactIdsInChannel: ['a', 'b'] };
  it('opens the Nth contact of the current channel', () => {
    expect(resolveShortcut({ ...base, digit: 2, shift: false })).toEqual({ kind: 'contact', contactId: 'b' });
    expect(resolveShortcut({ ...base, digit: 3, shift: false })).toBeNull();
  });
  it('does not go past 9 without Shift', () => {
    const many = { ...base, contactIdsInChannel: Array.from({ length: 12 }, (_, i) => `c${i}`) };
    expect(resolveShortcut({ ...many, digit: 10, shift: false })).toBeNull();
  });
  it('with Shift opens the Nth channel counted from the end', () => {
    expect(resolveShortcut({ ...base, digit: 1, shift: true })).toEqual({ kind: 'channel', channel: 'task' });
    expect(resolveShortcut({ ...base, digit: 3, shift: true })).toEqual({ kind: 'channel', channel: 'voice' });
  });
  it('with Shift needs at least two enabled channels', () => {
    expect(resolveShortcut({ ...base, enabledChannels: set('chat'), digit: 1, shift: true })).toBeNull();
  });
});
