import { computed, type ReadonlySignal } from '../signals';
import type { AgentConfiguration } from '../../domain/agent';
import type { Contact } from '../../domain/contact';
import { channelOf } from '../../domain/contact-list';
import { isActiveStatus, isAfterContactWork, type ContactStatus } from '../../domain/contact-status';
import { isAtChannelCapacity } from '../../rules/accept-capacity';

/** Whether accepting this chat or task offer is shut because the agent's current contacts fill its channel. */
export function acceptBlockedAtCapacity(
  contact: Contact,
  all: readonly Contact[],
  statusOf: (contactId: string) => ContactStatus | undefined,
  configuration: AgentConfiguration | null,
): boolean {
  const channel = channelOf(contact.type);
  if (channel !== 'chat' && channel !== 'task') return false;
  const current = all.filter((c) => {
    if (c.contactId === contact.contactId || channelOf(c.type) !== channel) return false;
    const status = statusOf(c.contactId);
    return status !== undefined && (isActiveStatus(status) || isAfterContactWork(status));
  }).length;
  return isAtChannelCapacity(current, configuration?.routingProfile.channelConcurrency[channel]);
}

/** The same, as a signal per contact, for views. */
export function createAcceptCapacity(deps: {
  contacts: { list: ReadonlySignal<readonly Contact[]>; get(id: string): { contact: ReadonlySignal<Contact>; status: ReadonlySignal<ContactStatus> } | undefined };
  configuration: ReadonlySignal<AgentConfiguration | null>;
}) {
  const cache = new Map<string, ReadonlySignal<boolean>>();
  return (contactId: string): ReadonlySignal<boolean> => {
    let s = cache.get(contactId);
    if (!s) {
      s = computed(() => {
        const contact = deps.contacts.get(contactId)?.contact.value;
        return !!contact && acceptBlockedAtCapacity(contact, deps.contacts.list.value, (id) => deps.contacts.get(id)?.status.value, deps.configuration.value);
      });
      cache.set(contactId, s);
    }
    return s;
  };
}
