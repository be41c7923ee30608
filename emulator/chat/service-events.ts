import { badRequest, ServiceError } from '../centre/errors.ts';
import type { Route } from '../control/api.ts';
import type { ChatRoom, ChatStore, Participant } from './chat-store.ts';
import { makeItem } from './transcript.ts';

/**
 * The chat events Amazon Connect sends on its own, from a flow or a timer, that Connect Local has no flow or timer
 * for: the control API plays them (`POST /contacts/:id/chat-events`), and they reach both sides as the service's
 * EVENT items, which chatjs turns into onParticipantIdle, onAuthenticationInitiated and the rest.
 */
const EVENT = 'application/vnd.amazonaws.connect.event.';

/** Events about one participant (chat participant timeouts, invitations, a new display name). */
const PARTICIPANT_EVENTS = ['participant.idle', 'participant.returned', 'participant.autodisconnection', 'participant.invited', 'participant.displayname.updated'];
/** Events of the chat itself (the Authenticate Customer flow block; persistent chat's rehydrated transcript). */
const CHAT_EVENTS = ['authentication.initiated', 'authentication.succeeded', 'authentication.failed', 'authentication.timeout', 'authentication.expired', 'authentication.cancelled', 'chat.rehydrated'];


const SYSTEM = { participantId: 'SYSTEM', displayName: 'SYSTEM', role: 'SYSTEM' as const };

/** Posts one service event to everybody in the chat, about `p` when it concerns a participant. */
export function postServiceEvent(store: ChatStore, room: ChatRoom, event: string, p: Participant | null, content?: string) {
  const item = store.post(room, makeItem(room, p ?? SYSTEM, { Type: 'EVENT', ContentType: `${EVENT}${event}`, ...(content ? { Content: content } : {}) }));
  return { Id: item.Id, AbsoluteTime: item.AbsoluteTime };
}

export function serviceEventRoutes(store: ChatStore): Record<string, Route> {
  return {
    'POST /contacts/:id/chat-events': (_r, [id], body) => {
      const room = store.room(String(id));
      if (room.ended) throw new ServiceError('AccessDeniedException', 'The chat has ended', 403);
      const event = body.event;
      if (typeof event !== 'string' || ![...PARTICIPANT_EVENTS, ...CHAT_EVENTS].includes(event)) {
        throw badRequest(`event must be one of ${[...PARTICIPANT_EVENTS, ...CHAT_EVENTS].join(', ')}`);
      }
      const role = body.participant ?? 'CUSTOMER';
      if (role !== 'CUSTOMER' && role !== 'AGENT') throw badRequest('participant must be CUSTOMER or AGENT');
      if (body.displayName !== undefined && (typeof body.displayName !== 'string' || !body.displayName.trim() || body.displayName.length > 256)) throw badRequest('displayName must be 1 to 256 characters');
      if (body.sessionId !== undefined && (typeof body.sessionId !== 'string' || !body.sessionId)) throw badRequest('sessionId must be a string');
      if (!PARTICIPANT_EVENTS.includes(event)) return postServiceEvent(store, room, event, null, body.sessionId ? JSON.stringify({ SessionId: body.sessionId }) : undefined);
      const p = store.participant(room, role);
      if (event === 'participant.displayname.updated' && body.displayName) p.displayName = body.displayName.trim();
      return postServiceEvent(store, room, event, p);
    },
  };
}
