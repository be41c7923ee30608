import type { ContactsStore } from '../contacts/contacts';
import { effect, untracked } from '../signals';
import { isChatTransferring } from '../../rules/chat-transfer';
import type { AlertsStore } from './alerts';

/** Alerts about a chat's transfer: they describe one moment of it and go when it moves on. */
const TRANSFER_ALERTS = ['chat_transferring_cannot_end', 'chat_transfer_failed'] as const;

/**
 * Keeps contact alerts true (chat §8). 'You cannot end this chat while it is transferring.' goes once the transfer
 * resolves either way; 'Failed to transfer chat' goes when a new transfer starts or the chat leaves connected; and a
 * chat's alerts go with the chat, so nothing carries over to the next one.
 */
export function watchContactAlerts(deps: { contacts: ContactsStore; alerts: AlertsStore }): () => void {
  const { contacts, alerts } = deps;
  const transferring = new Map<string, boolean>();
  const requesting = new Map<string, boolean>();
  return effect(() => {
    const ids = contacts.ids.value;
    for (const id of ids) {
      const entry = contacts.get(id)!;
      const contact = entry.contact.value;
      if (contact.type !== 'chat') continue;
      const now = isChatTransferring(contact, entry.progress.value);
      const was = transferring.get(id) ?? false;
      transferring.set(id, now);
      // A new transfer starts when the agent asks for one: the snapshot showing the pending queue or agent may
      // arrive after the chat's own transfer.failed event, and must not take that alert away.
      const asking = entry.progress.value.transferInProgress;
      const asked = requesting.get(id) ?? false;
      requesting.set(id, asking);
      untracked(() => {
        if (was && !now) alerts.removeByType('chat_transferring_cannot_end', id);
        if (!asked && asking) alerts.removeByType('chat_transfer_failed', id);
        if (entry.status.value !== 'connected') for (const type of TRANSFER_ALERTS) alerts.removeByType(type, id);
      });
    }
    const present = new Set(ids);
    for (const id of [...transferring.keys()]) {
      if (present.has(id)) continue;
      transferring.delete(id);
      requesting.delete(id);
      untracked(() => {
        for (const a of alerts.list.peek()) if (a.context === id) alerts.remove(a.id);
      });
    }
  });
}

const NON_CONTACT_CONTEXTS = new Set(['global', 'voice', 'chat', 'task', 'email']);

/** An alert's context is 'global', a channel, or a contact id. */
export function isContactContext(context: string): boolean {
  return !NON_CONTACT_CONTEXTS.has(context);
}

/**
 * Which alerts a view shows: global and channel alerts, the shown contact's own alerts, and none of another listed
 * contact's (they show when the agent opens that contact). An alert of a contact that is gone stays until dismissed.
 */
export function isAlertShown(context: string, shownContactId: string | null, listedIds: readonly string[]): boolean {
  return !isContactContext(context) || context === shownContactId || !listedIds.includes(context);
}
