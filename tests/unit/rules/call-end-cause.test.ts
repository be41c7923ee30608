import { describe, expect, it } from 'vitest';
import { callEndAlert, callEndCause, endedByCompletedFailover, FAILOVER_END_GRACE_MS } from '../../../src/shared/rules/call-end-cause';

describe('who ended a call', () => {
  const none = new Set<string>();
  it('the switch to the backup environment is the cause when it disconnected the call, even though the agent asked for it', () => {
    expect(callEndCause('v', { byAgent: new Set(['v']), bySwitch: new Set(['v']) })).toBe('switch');
    expect(callEndAlert('switch')).toBe('switch_ended_call');
    expect(callEndCause('v', { byAgent: none, bySwitch: none, byFailover: new Set(['v']) })).toBe('failover');
    expect(callEndAlert('failover')).toBe('failover_ended_call');
  });
  it('the agent ending the call raises no alert', () => {
    expect(callEndCause('v', { byAgent: new Set(['v']), bySwitch: none })).toBe('agent');
    expect(callEndAlert('agent')).toBeNull();
  });
  it('any other end of a live call was the customer’s', () => {
    expect(callEndCause('v', { byAgent: new Set(['w']), bySwitch: new Set(['x']) })).toBe('customer');
    expect(callEndAlert('customer')).toBe('customer_ended_call');
  });
});

describe('calls a completed failover ended, heard before its completion', () => {
  it('takes the ends told as the customer’s shortly before the completion, not those long before or after', () => {
    const ends = new Map([
      ['just-before', 10_000],
      ['at-the-edge', 10_000 - FAILOVER_END_GRACE_MS + 2_000],
      ['long-before', 1_000 - FAILOVER_END_GRACE_MS],
      ['after', 12_500],
    ]);
    expect(endedByCompletedFailover(ends, 12_000).sort()).toEqual(['at-the-edge', 'just-before']);
  });
  it('takes none when no call ended', () => {
    expect(endedByCompletedFailover(new Map(), 12_000)).toEqual([]);
  });
});
