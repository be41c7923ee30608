import type { Channel } from '../../domain/agent';
import { isContactOnHold } from '../../domain/connections';
import { channelOf } from '../../domain/contact-list';
import type { ContactStatus } from '../../domain/contact-status';
import type { Contact } from '../../domain/contact';
import { chatSubtypeKind } from '../../rules/contact-name';
import type { IconName } from './Icon';

/** The icon that stands for a channel everywhere (tabs, toasts, rows, incoming screens). */
export function channelIcon(channel: Channel): IconName {
  switch (channel) {
    case 'voice':
      return 'call';
    case 'chat':
      return 'chat';
    case 'task':
      return 'task';
    case 'email':
      return 'email';
  }
}

/** A contact's own icon: a chat's by its subtype (SMS, WhatsApp or generic), else its channel's. */
export function contactIcon(contact: Contact): IconName {
  if (contact.type === 'chat') {
    const kind = chatSubtypeKind(contact.subtype);
    if (kind === 'sms') return 'chatSms';
    if (kind === 'whatsapp') return 'chatWhatsapp';
  }
  return channelIcon(channelOf(contact.type));
}

/**
 * A contact row's icon (task list §2): a paused task or email shows pause; an email with a reply shows the reply
 * icon; a call on hold shows pause, a video-capable call the camera; a chat its subtype's; otherwise the channel's.
 */
export function rowIcon(contact: Contact, status: ContactStatus): IconName {
  if (status === 'paused') return 'pause';
  if (contact.type === 'email' && contact.email?.reply) return 'reply';
  if (contact.type === 'voice' || contact.type === 'queue_callback') {
    if (isContactOnHold(contact)) return 'pause';
    if (contact.hasVideoRTCCapabilities) return 'camera';
  }
  return contactIcon(contact);
}
