import { describe, expect, it } from 'vitest';
import {
  DTMF_FREQUENCIES,
  DTMF_TONE_GAIN,
  DTMF_TONE_SECONDS,
  dtmfFrequencies,
} from '../../../src/shared/rules/dtmf';

describe('dialpad tones', () => {
  it('last 0.25 s at gain 0.2', () => {
    expect(DTMF_TONE_SECONDS).toBe(0.25);
    expect(DTMF_TONE_GAIN).toBe(0.2);
  });
  it('use the standard dual-tone frequencies', () => {
    expect(DTMF_FREQUENCIES['1']).toEqual([697, 1209]);
    expect(DTMF_FREQUENCIES['5']).toEqual([770, 1336]);
    expect(DTMF_FREQUENCIES['9']).toEqual([852, 1477]);
    expect(DTMF_FREQUENCIES['*']).toEqual([941, 1209]);
    expect(DTMF_FREQUENCIES['0']).toEqual([941, 1336]);
    expect(DTMF_FREQUENCIES['#']).toEqual([941, 1477]);
    expect(dtmfFrequencies('d')).toEqual([941, 1633]);
    expect(Object.keys(DTMF_FREQUENCIES)).toHaveLength(16);
  });
  it('have no tone for +', () => expect(dtmfFrequencies('+')).toBeNull());
});
