import type { Channel } from '../model/agent/types';
import { channelOf } from '../model/contacts/contact-list';
import type { Contact } from '../model/contacts/types';
import { TOAST_TIMEOUT_MS, TOAST_TIMEOUT_SECOND_CALL_MS } from '../model/toasts/toasts';
import type { ChannelRoute } from './channels';
import { routeOfChannel } from './channels';

/**
 * Whether an incoming contact gets a toast. Suppressed with auto-accept; a call's toast is suppressed on the
 * softphone route; a chat, task or email toast on its own route unless another contact of that channel is
 * already there (the agent is busy with it and would miss the new one); task and email need their channel.
 */
export function shouldShowIncomingToast(input: {
  contact: Contact;
  route: ChannelRoute | 'settings' | 'task-list' | null;
  contacts: readonly Contact[];
  enabledChannels: ReadonlySet<Channel>;
}): boolean {
  const { contact, route, contacts, enabledChannels } = input;
  if (contact.isAutoAcceptEnabled) return false;
  const channel = channelOf(contact.type);
  if ((channel === 'task' || channel === 'email') && !enabledChannels.has(channel)) return false;
  if (route !== routeOfChannel(channel)) return true;
  if (channel === 'voice') return false;
  return contacts.some((c) => c.contactId !== contact.contactId && channelOf(c.type) === channel);
}

/** 20 s, or 30 s for a softphone call when another softphone contact is present. */
export function incomingToastTimeout(contact: Contact, contacts: readonly Contact[]): number {
  const isCall = channelOf(contact.type) === 'voice';
  const otherCall = contacts.some((c) => c.contactId !== contact.contactId && channelOf(c.type) === 'voice');
  return isCall && otherCall ? TOAST_TIMEOUT_SECOND_CALL_MS : TOAST_TIMEOUT_MS;
}
