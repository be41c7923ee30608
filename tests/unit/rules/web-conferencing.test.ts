import { describe, expect, it } from 'vitest';
import { shouldFetchConnectionInfo, statusAfter } from '../../../src/shared/rules/web-conferencing';

describe('web-conferencing status (voice §4)', () => {
  it('maps each meeting event as the spec says', () => {
    expect(statusAfter('succeeded')).toBe('started');
    expect(statusAfter('joined-from-another-device')).toBe('ended');
    expect(statusAfter('ended')).toBe('ended');
    expect(statusAfter('terminal-failure')).toBe('ended');
    expect(statusAfter('reconnecting')).toBe('reconnecting');
    expect(statusAfter('failure')).toBe('failed');
    expect(statusAfter('left')).toBe('left');
    expect(statusAfter('start-failed')).toBe('failed-to-start');
    expect(statusAfter('unknown')).toBe('not-started');
  });

  it('only the master window fetches, when not started, or left with no screen share loading and not ending', () => {
    const base = { isMaster: true, status: 'not-started' as const, screenShareLoading: false, ending: false };
    expect(shouldFetchConnectionInfo(base)).toBe(true);
    expect(shouldFetchConnectionInfo({ ...base, isMaster: false })).toBe(false);
    expect(shouldFetchConnectionInfo({ ...base, ending: true })).toBe(false);
    expect(shouldFetchConnectionInfo({ ...base, status: 'left' })).toBe(true);
    expect(shouldFetchConnectionInfo({ ...base, status: 'left', screenShareLoading: true })).toBe(false);
    for (const status of ['starting', 'started', 'failed', 'failed-to-start', 'ended', 'reconnecting'] as const) {
      expect(shouldFetchConnectionInfo({ ...base, status })).toBe(false);
    }
  });
});
