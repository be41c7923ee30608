import type { Contact } from '../../model';
import { showsAuthenticatedMark } from '../../rules/feature-access';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';

/** Whether this contact's toast and row carry the authenticated-customer mark (the rule: rules/feature-access). */
export function useShowsAuthenticated(contact: Contact): boolean {
  return showsAuthenticatedMark(contact, useValue(useModel().features.offered));
}
