import type { Channel } from '../domain/agent';
import { CHANNEL_TAB_ORDER } from '../domain/agent';

export type ChannelRoute = 'softphone' | 'chat' | 'task' | 'email';

export function routeOfChannel(channel: Channel): ChannelRoute {
  return channel === 'voice' ? 'softphone' : channel;
}

export function channelOfRoute(route: ChannelRoute): Channel {
  return route === 'softphone' ? 'voice' : route;
}

/** Enabled channels in tab order: voice, chat, email, task. */
export function channelTabs(enabled: ReadonlySet<Channel>): Channel[] {
  return CHANNEL_TAB_ORDER.filter((c) => enabled.has(c));
}

/** Voice if enabled, otherwise the first enabled channel in tab order. */
export function defaultChannel(enabled: ReadonlySet<Channel>): Channel | null {
  if (enabled.has('voice')) return 'voice';
  return channelTabs(enabled)[0] ?? null;
}

/**
 * An empty channel view goes to softphone if available, else task, else chat (shell §2) — task before chat, unlike
 * the tab order. With none of the three (email only) it goes to the default channel rather than a disabled one.
 */
export function emptyChannelViewRoute(enabled: ReadonlySet<Channel>): ChannelRoute | null {
  if (enabled.has('voice')) return 'softphone';
  if (enabled.has('task')) return 'task';
  if (enabled.has('chat')) return 'chat';
  const fallback = defaultChannel(enabled);
  return fallback ? routeOfChannel(fallback) : null;
}

export type ShortcutTarget = { kind: 'contact'; contactId: string } | { kind: 'channel'; channel: Channel } | null;

/**
 * Ctrl/Meta+N opens the Nth contact of the current channel (N at most 9). With Shift it opens the Nth
 * channel counted from the end of the tab list, and only with at least two enabled channels.
 */
export function resolveShortcut(input: {
  digit: number;
  shift: boolean;
  enabledChannels: ReadonlySet<Channel>;
  contactIdsInChannel: readonly string[];
}): ShortcutTarget {
  const { digit, shift } = input;
  if (!Number.isInteger(digit) || digit < 1) return null;
  if (shift) {
    const tabs = channelTabs(input.enabledChannels);
    if (tabs.length < 2) return null;
    const channel = tabs[tabs.length - digit];
    return channel ? { kind: 'channel', channel } : null;
  }
  if (digit > 9) return null;
  const contactId = input.contactIdsInChannel[digit - 1];
  return contactId ? { kind: 'contact', contactId } : null;
}
