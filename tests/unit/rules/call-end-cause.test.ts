import { describe, expect, it } from 'vitest';
import { callEndAlert, callEndCause } from '../../../src/shared/rules/call-end-cause';

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
