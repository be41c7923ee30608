import type { AgentStateDefinition, AvailabilityState } from '../domain/agent';
import { isContactErrorStateName } from '../domain/contact-status';

/**
 * Picking a status is skipped when it would change nothing: the target is the current state with no
 * next state queued, or, with an active contact, the target is already the queued next state.
 */
export function shouldSkipStateChange(input: {
  target: AgentStateDefinition;
  current: AvailabilityState | null;
  next: AvailabilityState | null;
  hasActiveContact: boolean;
}): boolean {
  const { target, current, next, hasActiveContact } = input;
  if (next) return hasActiveContact && next.name === target.name;
  return current !== null && current.name === target.name;
}

/** Finds a catalogue state by ARN or name; undefined means the target is unknown (an error). */
export function findAgentState(
  states: readonly AgentStateDefinition[],
  target: string | AgentStateDefinition,
): AgentStateDefinition | undefined {
  if (typeof target === 'string') return states.find((s) => s.name === target || s.agentStateARN === target);
  return states.find(
    (s) => (target.agentStateARN !== null && s.agentStateARN === target.agentStateARN) || s.name === target.name,
  );
}

/** The default system error state (type error, name 'Default') is one the panel must reset. */
export function isDefaultErrorState(state: AvailabilityState | null): boolean {
  return state !== null && state.type === 'error' && state.name === 'Default';
}

/**
 * The agent state error alert (voice §8: 'An internal connect error has occurred', 'Please try to put your status
 * back to Available'): an error state the panel does not reset itself (Default) and no contact explains (a missed
 * call's MissedCallAgent shows on the call), so only the agent can leave it.
 */
export function showsAgentStateError(state: AvailabilityState | null): boolean {
  return state !== null && state.type === 'error' && !isDefaultErrorState(state) && !isContactErrorStateName(state.name);
}

/** Reset target: the last state the agent picked, else the first offline-type state. */
export function defaultErrorResetTarget(
  states: readonly AgentStateDefinition[],
  lastPicked: AvailabilityState | null,
): AgentStateDefinition | undefined {
  const previous = lastPicked ? findAgentState(states, lastPicked.name) : undefined;
  return previous ?? states.find((s) => s.type === 'offline');
}

/** The error state a missed contact leaves the agent in (streams' agent error name MissedCallAgent). */
export function isMissedCallState(state: AvailabilityState | null): boolean {
  return state !== null && (state.type === 'error' || state.type === 'system') && state.name === 'MissedCallAgent';
}

/** The status timer shows only while the agent is in a not-routable state. */
export function showsStatusTimer(state: AvailabilityState | null): boolean {
  return state?.type === 'not_routable';
}
