import { describe, expect, it } from 'vitest';
import { authorizationFailureOutcome, nextInitFailure } from '../../../src/shared/rules/start-up-failures';

describe('start-up failures (voice §8 Init failures)', () => {
  it('keeps the more specific cause: AuthException, then MissingAuthToken, then AgentNotInitialized', () => {
    expect(nextInitFailure(null, 'AgentNotInitialized')).toBe('AgentNotInitialized');
    expect(nextInitFailure('MissingAuthToken', 'AgentNotInitialized')).toBe('MissingAuthToken');
    expect(nextInitFailure('AgentNotInitialized', 'MissingAuthToken')).toBe('MissingAuthToken');
    expect(nextInitFailure('MissingAuthToken', 'AuthException')).toBe('AuthException');
    expect(nextInitFailure('AuthException', 'MissingAuthToken')).toBe('AuthException');
  });
  it("a session refused for good is AuthException before initialisation, 'Authorization Failed' after", () => {
    expect(authorizationFailureOutcome(false)).toEqual({ kind: 'init-failure', failure: 'AuthException' });
    expect(authorizationFailureOutcome(true)).toEqual({ kind: 'alert', type: 'authorization_failed' });
  });
});
