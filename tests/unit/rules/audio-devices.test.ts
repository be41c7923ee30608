import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_ID, DEVICE_STORAGE_KEYS, deviceFallback, devicesFor, mediaKindOf, type AvailableDevice } from '../../../src/shared/rules/audio-devices';

const out = (deviceId: string, label = `Out ${deviceId}`): AvailableDevice => ({ deviceId, kind: 'audiooutput', label });
const mic = (deviceId: string, label = `Mic ${deviceId}`): AvailableDevice => ({ deviceId, kind: 'audioinput', label });

describe('audio devices: kinds and storage keys (voice §3, §9)', () => {
  it('uses the spec storage keys and the default id', () => {
    expect(DEVICE_STORAGE_KEYS).toEqual({ speaker: 'speakerDeviceId', microphone: 'microphoneDeviceId', ringer: 'ringerDeviceId' });
    expect(DEFAULT_DEVICE_ID).toBe('default');
  });
  it('offers outputs for speaker and ringer, inputs for the microphone, without id-less entries', () => {
    const list = [out('a'), mic('m'), { deviceId: '', kind: 'audioinput' as const, label: '' }, { deviceId: 'cam', kind: 'videoinput' as const, label: 'Cam' }];
    expect(mediaKindOf('ringer')).toBe('audiooutput');
    expect(devicesFor('speaker', list).map((d) => d.deviceId)).toEqual(['a']);
    expect(devicesFor('ringer', list).map((d) => d.deviceId)).toEqual(['a']);
    expect(devicesFor('microphone', list).map((d) => d.deviceId)).toEqual(['m']);
  });
});

describe('audio devices: fallback when the chosen device disappears (voice §8)', () => {
  it('keeps a device that is still listed', () => {
    expect(deviceFallback('speaker', 'a', [out('default'), out('a')])).toBeNull();
  });
  it('falls back to the default device when listed, with its label', () => {
    expect(deviceFallback('speaker', 'gone', [out('a'), out('default', 'Default - Speakers')])).toEqual({ deviceId: 'default', label: 'Default - Speakers' });
  });
  it('falls back to the first device of the kind when no default is listed', () => {
    expect(deviceFallback('microphone', 'gone', [out('o'), mic('m1'), mic('m2')])).toEqual({ deviceId: 'm1', label: 'Mic m1' });
  });
  it('shows the id when the browser gives no label', () => {
    expect(deviceFallback('ringer', 'gone', [out('x', '')])).toEqual({ deviceId: 'x', label: 'x' });
  });
  it('never falls back from the default id', () => {
    expect(deviceFallback('speaker', 'default', [out('a')])).toBeNull();
  });
  it('does not judge against an empty list (not listed yet, or no permission)', () => {
    expect(deviceFallback('speaker', 'gone', [])).toBeNull();
    expect(deviceFallback('speaker', 'gone', [mic('m')])).toBeNull();
  });
});
