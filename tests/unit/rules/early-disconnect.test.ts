import { describe, expect, it } from 'vitest';
import { EARLY_DISCONNECT_WINDOW_MS, earlyDisconnect } from '../../../src/shared/rules/early-disconnect';

describe('softphone early disconnect', () => {
  const ringingSince = 1_000;
  const connectedSince = 9_000;

  it('counts a reject click within 22 s of the call ringing as rejected, and not one later', () => {
    expect(EARLY_DISCONNECT_WINDOW_MS).toBe(22_000);
    expect(earlyDisconnect('reject', ringingSince + 5_000, ringingSince)).toBe('rejected');
    expect(earlyDisconnect('reject', ringingSince + 22_000, ringingSince)).toBe('rejected');
    expect(earlyDisconnect('reject', ringingSince + 22_001, ringingSince)).toBeNull();
  });
  it('counts a hang-up click within 22 s of the call connecting as hung up early', () => {
    expect(earlyDisconnect('hangup', connectedSince + 21_999, connectedSince)).toBe('hung-up-early');
    expect(earlyDisconnect('hangup', connectedSince + 22_001, connectedSince)).toBeNull();
  });
  it('counts accepts and clicks before the state began (clocks out of step) as neither', () => {
    expect(earlyDisconnect('accept', ringingSince + 1_000, ringingSince)).toBeNull();
    expect(earlyDisconnect('hangup', connectedSince - 1, connectedSince)).toBeNull();
  });
});
