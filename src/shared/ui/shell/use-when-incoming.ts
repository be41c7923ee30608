import { useEffect } from 'react';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

type ContactEntry = NonNullable<ReturnType<ReturnType<typeof useModel>['contacts']['get']>>;

/**
 * Runs `onIncoming` when the contact starts ringing (announcements, notifications); what it returns is called
 * once the contact stops ringing.
 */
export function useWhenIncoming(contactId: string, onIncoming: (entry: ContactEntry) => void | (() => void)) {
  const entry = useModel().contacts.get(contactId);
  const status = useValue(entry!.status);
  useEffect(() => {
    if (status !== 'incoming' || !entry) return;
    return onIncoming(entry);
  }, [status]);
}
