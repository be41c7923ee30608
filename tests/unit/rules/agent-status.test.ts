import { describe, expect, it } from 'vitest';
import {
  defaultErrorResetTarget,
  findAgentState,
  isDefaultErrorState,
  shouldSkipStateChange,
  showsAgentStateError,
  showsStatusTimer,
} from '../../../src/shared/rules/agent-status';
import { STATES } from '../model/support/fixtures';

const available = STATES[0]!;
const lunch = STATES[1]!;
const at = (s: { name: string; type: never | string }) => ({ name: s.name, type: s.type as 'routable', startTimestamp: 0 });

describe('agent status change is skipped', () => {
  it('when the target is the current state and nothing is queued', () => {
    expect(shouldSkipStateChange({ target: available, current: at(available), next: null, hasActiveContact: false })).toBe(true);
  });
  it('when a contact is active and the target is already the queued next state', () => {
    expect(shouldSkipStateChange({ target: lunch, current: at(available), next: at(lunch), hasActiveContact: true })).toBe(true);
  });
  it('not when the target differs', () => {
    expect(shouldSkipStateChange({ target: lunch, current: at(available), next: null, hasActiveContact: true })).toBe(false);
  });
  it('not when picking the current state again cancels a queued next state', () => {
    expect(shouldSkipStateChange({ target: available, current: at(available), next: at(lunch), hasActiveContact: true })).toBe(false);
  });
});

describe('agent states', () => {
  it('finds a state by name or ARN; unknown gives undefined', () => {
    expect(findAgentState(STATES, 'Lunch')).toBe(lunch);
    expect(findAgentState(STATES, 'arn:available')).toBe(available);
    expect(findAgentState(STATES, 'Nope')).toBeUndefined();
  });
  it('recognises the default system error state', () => {
    expect(isDefaultErrorState({ name: 'Default', type: 'error', startTimestamp: 0 })).toBe(true);
    expect(isDefaultErrorState({ name: 'MissedCallAgent', type: 'error', startTimestamp: 0 })).toBe(false);
  });
  it("says 'An internal connect error' only for an error state no contact explains and the panel does not reset", () => {
    expect(showsAgentStateError({ name: 'AgentInternalError', type: 'error', startTimestamp: 0 })).toBe(true);
    expect(showsAgentStateError({ name: 'Default', type: 'error', startTimestamp: 0 })).toBe(false);
    expect(showsAgentStateError({ name: 'MissedCallAgent', type: 'error', startTimestamp: 0 })).toBe(false);
    expect(showsAgentStateError({ name: 'FailedConnectAgent', type: 'error', startTimestamp: 0 })).toBe(false);
    expect(showsAgentStateError({ name: 'Available', type: 'routable', startTimestamp: 0 })).toBe(false);
    expect(showsAgentStateError(null)).toBe(false);
  });
  it('resets the default error state to the last chosen state, else an offline-type state', () => {
    expect(defaultErrorResetTarget(STATES, at(lunch))).toBe(lunch);
    expect(defaultErrorResetTarget(STATES, null)?.type).toBe('offline');
  });
  it('shows the status timer only while not routable', () => {
    expect(showsStatusTimer({ name: 'Lunch', type: 'not_routable', startTimestamp: 0 })).toBe(true);
    expect(showsStatusTimer(at(available))).toBe(false);
  });
});
