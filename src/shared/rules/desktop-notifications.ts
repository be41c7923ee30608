import type { Contact } from '../domain/contact';
import type { Channel } from '../domain/agent';
import { channelOf } from '../domain/contact-list';

/** What the browser's Notification API says of this page (or 'unsupported' where there is none). */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * The channels whose incoming contacts are notified; a click opens …/softphone#id, …/chat#id, …/task#id or
 * …/email#id (chat §2). Calls only when the softphone rings here: a desk phone rings by itself.
 */
export const NOTIFIED_CHANNELS = ['voice', 'chat', 'task', 'email'] as const satisfies readonly Channel[];
export type NotifiedChannel = (typeof NOTIFIED_CHANNELS)[number];

const isNotified = (channel: Channel): channel is NotifiedChannel => (NOTIFIED_CHANNELS as readonly Channel[]).includes(channel);

/**
 * Whether an incoming contact gets a browser notification (chat/task/email §2 click-throughs; email: 'Incoming
 * email' / 'Click here to open the contact control panel now.'). Chats, tasks, emails and softphone calls while they
 * ring (a ringing call in a hidden window is easily missed, above all with the ringtone blocked); only when the agent
 * allowed notifications, only when the panel is out of sight (in view the toast and the live region tell them),
 * never with auto-accept (nothing to answer), and only with the contact's channel enabled, as for the toast.
 */
export function shouldNotifyIncoming(input: { contact: Contact; permission: NotificationPermissionState; pageVisible: boolean; enabledChannels: ReadonlySet<Channel> }): boolean {
  const { contact, permission, pageVisible, enabledChannels } = input;
  if (permission !== 'granted' || pageVisible || contact.isAutoAcceptEnabled) return false;
  const channel = channelOf(contact.type);
  if (channel === 'voice' && !contact.isSoftphone) return false;
  return isNotified(channel) && enabledChannels.has(channel);
}

/**
 * Whether to offer turning notifications on: the browser can show them, the agent has not decided yet (a denial
 * is theirs to undo in the browser), handles email (the offer sits on the Email tab), and has not said "not now".
 */
export function offersNotificationPrompt(input: { permission: NotificationPermissionState; enabledChannels: ReadonlySet<Channel>; declined: boolean }): boolean {
  return input.permission === 'default' && input.enabledChannels.has('email') && !input.declined;
}
