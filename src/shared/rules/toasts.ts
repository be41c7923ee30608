import type { Channel } from '../domain/agent';
import { channelOf } from '../domain/contact-list';
import type { Contact } from '../domain/contact';
import type { ChannelRoute } from './channels';
import { routeOfChannel } from './channels';

/** How long a toast shows; a second call's toast longer, since the agent is on the first. */
export const TOAST_TIMEOUT_MS = 20_000;
export const TOAST_TIMEOUT_SECOND_CALL_MS = 30_000;

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
  /** The Task tab's own Create task form is open: it covers the task's Accept, so the task is toasted (issue 28). */
  taskFormOpen?: boolean;
}): boolean {
  const { contact, route, contacts, enabledChannels } = input;
  if (contact.isAutoAcceptEnabled) return false;
  const channel = channelOf(contact.type);
  if ((channel === 'task' || channel === 'email') && !enabledChannels.has(channel)) return false;
  if (route !== routeOfChannel(channel)) return true;
  if (channel === 'voice') return false;
  if (channel === 'task' && input.taskFormOpen) return true;
  return contacts.some((c) => c.contactId !== contact.contactId && channelOf(c.type) === channel);
}

/** 20 s, or 30 s for a softphone call when another softphone contact is present. */
export function incomingToastTimeout(contact: Contact, contacts: readonly Contact[]): number {
  const isCall = channelOf(contact.type) === 'voice';
  const otherCall = contacts.some((c) => c.contactId !== contact.contactId && channelOf(c.type) === 'voice');
  return isCall && otherCall ? TOAST_TIMEOUT_SECOND_CALL_MS : TOAST_TIMEOUT_MS;
}

/** A vertical span on screen, in CSS pixels from the top of the window. */
export interface Span {
  readonly top: number;
  readonly bottom: number;
}

/** The gap kept between the toast tray and the field or the edge of the area. */
export const TOAST_GAP_PX = 8;

/**
 * Where the toast tray floats over the main area (issue 28: a toast never hides or moves what the agent types into):
 * on the side of the focused text field with more room, and no taller than that room, so it never covers the field.
 * With no field focused, at the bottom, over at most half the area.
 */
export function toastPlacement(field: Span | null, area: Span): { edge: 'top' | 'bottom'; room: number } {
  const height = area.bottom - area.top;
  if (!field || field.bottom <= area.top || field.top >= area.bottom) return { edge: 'bottom', room: Math.max(0, Math.floor(height / 2) - TOAST_GAP_PX) };
  const above = field.top - area.top - 2 * TOAST_GAP_PX;
  const below = area.bottom - field.bottom - 2 * TOAST_GAP_PX;
  return above > below ? { edge: 'top', room: Math.max(0, above) } : { edge: 'bottom', room: Math.max(0, below) };
}
