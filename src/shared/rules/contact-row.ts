import type { ContactStatus } from '../domain/contact-status';
import type { Contact } from '../domain/contact';
import { isPreviewPending } from '../domain/preview';

/** Badges on a contact's row in the task list (task list §2): New while incoming, missed (with '!') when missed or rejected. */
export type RowBadge = 'new' | 'missed';

export function rowBadge(status: ContactStatus): RowBadge | null {
  if (status === 'incoming') return 'new';
  if (status === 'missed' || status === 'rejected') return 'missed';
  return null;
}

/** A campaign preview's row says what it is: Preview while it waits to be dialled, Incoming Preview while incoming (task list §2). */
export function previewLabel(contact: Contact, status: ContactStatus): 'preview' | 'incomingPreview' | null {
  if (!contact.isCampaignPreview) return null;
  if (status === 'incoming') return 'incomingPreview';
  return isPreviewPending(contact) ? 'preview' : null;
}
