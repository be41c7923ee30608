import type { Contact } from '../model/contacts/types';
import type { Channel } from '../model/agent/types';
import { channelOf } from '../model/contacts/contact-list';

/** What the browser's Notification API says of this page (or 'unsupported' where there is none). */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * Whether an incoming contact gets a browser notification (email §2: 'Incoming email' / 'Click here to open the
 * contact control panel now.'). Emails, and softphone calls while they ring (a ringing call in a hidden window is
 * easily missed, above all with the ringtone blocked); only when the agent allowed notifications, only when the
 * panel is out of sight (in view the toast and the live region tell them), never with auto-accept (nothing to
 * answer), and only with the contact's channel enabled, as for the toast.
 */
export function shouldNotifyIncoming(input: { contact: Contact; permission: NotificationPermissionState; pageVisible: boolean; enabledChannels: ReadonlySet<Channel> }): boolean {
  const { contact, permission, pageVisible, enabledChannels } = input;
  if (permission !== 'granted' || pageVisible || contact.isAutoAcceptEnabled) return false;
  const channel = channelOf(contact.type);
  if (channel === 'voice') return contact.isSoftphone && enabledChannels.has('voice');
  return channel === 'email' && enabledChannels.has('email');
}

/**
 * Whether to offer turning notifications on: the browser can show them, the agent has not decided yet (a denial
 * is theirs to undo in the browser), handles email, and has not said "not now".
 */
export function offersNotificationPrompt(input: { permission: NotificationPermissionState; enabledChannels: ReadonlySet<Channel>; declined: boolean }): boolean {
  return input.permission === 'default' && input.enabledChannels.has('email') && !input.declined;
}
