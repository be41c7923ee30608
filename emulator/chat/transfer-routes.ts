import type { ContactCentre } from '../centre/centre.ts';
import { ServiceError, badRequest } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import type { ChatContacts } from './chat-contacts.ts';

/**
 * The control API's verbs for chat transfers (documented in emulator/README.md): the receiving queue or agent
 * takes the chat, or does not. Without them a transfer is taken after `answerDelayMs` while `autoAnswer` is on.
 */
export function chatTransferRoutes(deps: { centre: ContactCentre; contacts: ChatContacts }): Record<string, Route> {
  const chat = (id: string | undefined) => {
    const c = deps.centre.contacts.find((x) => x.contactId === id);
    if (!c || c.type !== 'chat') throw new ServiceError('ResourceNotFoundException', `No chat contact ${id}`, 404);
    return c;
  };
  return {
    'POST /contacts/:id/transfer/accept': (_r, [id], body) => {
      if (body.displayName !== undefined && (typeof body.displayName !== 'string' || !body.displayName.trim())) throw badRequest('displayName must be a non-empty string');
      deps.contacts.transfers.accept(chat(id), body.displayName?.trim());
      return {};
    },
    'POST /contacts/:id/transfer/fail': (_r, [id]) => (deps.contacts.transfers.fail(chat(id)), {}),
  };
}
