import { describe, expect, it } from 'vitest';
import { shouldFetchConnectionInfo, statusAfter, videoLostElsewhere } from '../../../src/shared/rules/web-conferencing';

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

describe('a live video call shown in another window (issue 27)', () => {
  const elsewhere = { here: false, masterId: 'a' };
  const nobody = { here: false, masterId: null };
  it('is lost when the window that showed it goes and no window is master', () => {
    expect(videoLostElsewhere(false, elsewhere, nobody)).toBe(true);
    expect(videoLostElsewhere(false, elsewhere, elsewhere)).toBe(false);
    expect(videoLostElsewhere(false, nobody, nobody)).toBe(false);
    // This window was master: its own meeting is not lost elsewhere.
    expect(videoLostElsewhere(false, { here: true, masterId: 'me' }, nobody)).toBe(false);
  });
  it('shows again once another window is master (a reloaded window joins the meeting again)', () => {
    expect(videoLostElsewhere(true, nobody, { here: false, masterId: 'b' })).toBe(false);
    expect(videoLostElsewhere(true, nobody, nobody)).toBe(true);
  });
});
