import type { Contact } from '../../model';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/**
 * Whether a contact carries the authenticated-customer mark (chat/task/email §2 toasts and rows): its customer was
 * authenticated and the instance offers authenticated chat (the allowOrcaAuthenticatedChat flag, not in
 * us-gov-west-1; rules/feature-access).
 */
export function useShowsAuthenticated(contact: Contact): boolean {
  const offered = useValue(useModel().features.offered);
  return contact.isAuthenticated && offered.has('authenticatedChat');
}
