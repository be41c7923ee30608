import { INIT_FAILURES, type InitFailure } from '../domain/agent';

/**
 * The start-up failure to tell, given the one already told and a new one: the more specific cause stays. A refused
 * sign-in (AuthException) says more than a missing one (MissingAuthToken), which says more than the agent simply
 * not coming in time (AgentNotInitialized), the 20 s limit that follows either of the others.
 */
export function nextInitFailure(current: InitFailure | null, incoming: InitFailure): InitFailure {
  if (current === null) return incoming;
  return INIT_FAILURES.indexOf(incoming) < INIT_FAILURES.indexOf(current) ? incoming : current;
}

/**
 * Amazon Connect refusing the session after streams' authorisation retries (chat/task/email §8, voice §8): before
 * the agent is initialised it is the AuthException start-up failure; after, the 'Authorization Failed' alert (log
 * out and in), since the panel can no longer hear from the service.
 */
export function authorizationFailureOutcome(initialized: boolean): { kind: 'init-failure'; failure: 'AuthException' } | { kind: 'alert'; type: 'authorization_failed' } {
  return initialized ? { kind: 'alert', type: 'authorization_failed' } : { kind: 'init-failure', failure: 'AuthException' };
}
