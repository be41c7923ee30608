import { badRequest, ServiceError } from '../centre/errors.ts';
import type { ContactCentre } from '../centre/centre.ts';
import type { Route } from '../control/api.ts';
import type { ChatStore } from './chat-store.ts';
import { quickResponsesOf } from './quick-responses.ts';
import { makeItem, MAX_MESSAGE_LENGTH } from './transcript.ts';

/**
 * Control API verbs for richer chat content (documented in emulator/README.md): the quick-responses knowledge
 * base, and messages from the bot (a Lex bot or flow), including interactive message templates.
 */

export const INTERACTIVE = 'application/vnd.amazonaws.connect.message.interactive';
const BOT_CONTENT_TYPES = ['text/plain', 'text/markdown', INTERACTIVE];

/** What a flow's Send message block checks of an interactive template: its type, version and content. */
function checkInteractive(content: string) {
  let t: any;
  try {
    t = JSON.parse(content);
  } catch {
    throw badRequest('An interactive message must be JSON');
  }
  if (typeof t?.templateType !== 'string' || !t.templateType) throw badRequest('An interactive message needs a templateType');
  if (typeof t.version !== 'string') throw badRequest('An interactive message needs a version, e.g. "1.0"');
  if (typeof t.data?.content !== 'object' || t.data.content === null) throw badRequest('An interactive message needs data.content');
}

export function contentRoutes(deps: { centre: ContactCentre; store: ChatStore }): Record<string, Route> {
  const kb = () => quickResponsesOf(deps.centre);
  return {
    'GET /quick-responses': () => ({ quickResponses: kb().list() }),
    'POST /quick-responses': (_r, _p, body) => kb().add(body),
    'DELETE /quick-responses': () => (kb().clear(), {}),
    'POST /faults/quick-responses': (_r, _p, body) => {
      const count = body.count ?? 1;
      if (typeof count !== 'number' || count < 0) throw badRequest('count must be a number');
      const type = body.type ?? 'ThrottlingException';
      if (typeof type !== 'string') throw badRequest('type must be a string');
      kb().fault = count > 0 ? { type, message: typeof body.message === 'string' ? body.message : 'Rate exceeded', count } : null;
      return {};
    },
    'POST /contacts/:id/bot/messages': (_r, [id], body) => {
      const room = deps.store.room(String(id));
      if (room.ended) throw new ServiceError('AccessDeniedException', 'The chat has ended', 403);
      const contentType = body.contentType ?? (typeof body.content === 'object' ? INTERACTIVE : 'text/plain');
      if (!BOT_CONTENT_TYPES.includes(contentType)) throw badRequest(`contentType must be one of ${BOT_CONTENT_TYPES.join(', ')}`);
      const content = typeof body.content === 'object' && body.content !== null ? JSON.stringify(body.content) : body.content;
      if (typeof content !== 'string' || !content || content.length > MAX_MESSAGE_LENGTH) throw badRequest(`content is required (at most ${MAX_MESSAGE_LENGTH} characters)`);
      if (contentType === INTERACTIVE) checkInteractive(content);
      if (body.displayName !== undefined && (typeof body.displayName !== 'string' || !body.displayName.trim() || body.displayName.length > 256)) throw badRequest('displayName must be 1 to 256 characters');
      const displayName = body.displayName ?? 'BOT';
      const bot = { participantId: `bot-${room.contactId}`, displayName, role: 'SYSTEM' as const };
      const item = deps.store.post(room, makeItem(room, bot, { Type: 'MESSAGE', ContentType: contentType, Content: content }));
      return { Id: item.Id, AbsoluteTime: item.AbsoluteTime };
    },
  };
}
