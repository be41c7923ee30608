import { describe, expect, it } from 'vitest';
import { blurControl, parseStoredBlur, shouldBlurCamera, type BlurAvailability } from '../../../src/shared/rules/background-blur';

describe('background blur (Video Enhancement, voice §2, §3)', () => {
  it('the control can be used only when the engine said blur works', () => {
    expect(blurControl('available', true)).toEqual({ enabled: true, checked: true, description: 'settings.blurAvailable' });
    expect(blurControl('available', false)).toEqual({ enabled: true, checked: false, description: 'settings.blurAvailable' });
    expect(blurControl('not-checked', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurChecking' });
    expect(blurControl('checking', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurChecking' });
  });

  it('an unavailable blur is disabled, never ticked, and says why', () => {
    expect(blurControl('unsupported', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurUnsupported' });
    expect(blurControl('timed-out', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurTimedOut' });
    expect(blurControl('failed', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurFailed' });
    expect(blurControl('turned-off', true)).toEqual({ enabled: false, checked: false, description: 'settings.blurTurnedOff' });
  });

  it('a camera is blurred only when chosen and available', () => {
    const all: BlurAvailability[] = ['not-checked', 'checking', 'available', 'unsupported', 'timed-out', 'failed', 'turned-off'];
    expect(all.filter((a) => shouldBlurCamera(a, true))).toEqual(['available']);
    expect(all.filter((a) => shouldBlurCamera(a, false))).toEqual([]);
  });

  it('only the stored string "true" means on', () => {
    expect(parseStoredBlur('true')).toBe(true);
    for (const v of [null, '', 'false', 'TRUE', '1', 'yes']) expect(parseStoredBlur(v)).toBe(false);
  });
});
