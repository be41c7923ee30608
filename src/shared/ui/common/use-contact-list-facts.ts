import { useMemo } from 'react';
import { acceptBlocked, neighbourAfterClose } from '../../model';
import { computed } from '../../model/signals';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

// Facts a contact's view takes from the whole contact list, read as booleans: the list changes with every change to
// any contact (an offer, each snapshot), and reading it whole re-rendered the shown contact's panel and the toast
// each time (ring to screen, issue 33); a boolean re-renders only when it flips.

/** Whether closing this contact would leave another to show next (its Close and next contact button). */
export function useHasNextAfterClose(contactId: string): boolean {
  const model = useModel();
  const next = useMemo(() => computed(() => neighbourAfterClose(model.contacts.list.value, contactId, { channelView: model.view.channelView.value }) !== null), [model, contactId]);
  return useValue(next);
}

/** Whether Accept is shut because the agent monitors another contact as a supervisor (voice). */
export function useAcceptBlockedByMonitoring(contactId: string): boolean {
  const model = useModel();
  const blocked = useMemo(() => computed(() => {
    const entry = model.contacts.get(contactId);
    return !!entry && acceptBlocked(entry.contact.value, model.contacts.list.value);
  }), [model, contactId]);
  return useValue(blocked);
}
