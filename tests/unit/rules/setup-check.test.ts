import { describe, expect, it } from 'vitest';
import { MICROPHONE_SILENT_AFTER_MS, browserVerdict, levelDbfs, meterLevel, meterPercent, microphoneVerdict, networkFigures } from '../../../src/shared/rules/setup-check';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('microphone level', () => {
  it('is the RMS level in dBFS', () => {
    expect(levelDbfs(new Float32Array(100).fill(1))).toBe(0);
    expect(levelDbfs(new Float32Array(100).fill(0.1))).toBeCloseTo(-20, 1);
    expect(levelDbfs(new Float32Array(100))).toBe(-100);
    expect(levelDbfs([])).toBe(-100);
  });

  it('shows a short sound in a long window at its own level, not diluted by the silence around it', () => {
    const window = new Float32Array(8192);
    window.fill(0.1, 4000, 4960); // a 20 ms beep at -20 dBFS in 170 ms of silence
    expect(levelDbfs(window, 960)).toBeGreaterThan(-21.5);
    expect(levelDbfs(window)).toBeLessThan(-29); // the whole window: diluted by 9 dB
  });
  it('sits on a 0-100 meter from -60 dBFS to full scale', () => {
    expect(meterPercent(null)).toBe(0);
    expect(meterPercent(-100)).toBe(0);
    expect(meterPercent(-30)).toBe(50);
    expect(meterPercent(0)).toBe(100);
  });
  it('rises at once and falls back slowly', () => {
    expect(meterLevel(null, -40)).toBe(-40);
    expect(meterLevel(-40, -20)).toBe(-20);
    expect(meterLevel(-20, -100)).toBe(-23);
  });
  it('is heard past -50 dBFS, silent only after listening long enough', () => {
    expect(microphoneVerdict(-30, 100)).toBe('heard');
    expect(microphoneVerdict(-70, 100)).toBe('listening');
    expect(microphoneVerdict(null, 100)).toBe('listening');
    expect(microphoneVerdict(-70, MICROPHONE_SILENT_AFTER_MS)).toBe('silent');
  });
});

describe('browser verdict', () => {
  it('follows the browser support rule, and needs WebRTC and a microphone', () => {
    expect(browserVerdict({ userAgent: CHROME, webRtc: true, microphoneApi: true })).toBe('supported');
    expect(browserVerdict({ userAgent: SAFARI, webRtc: true, microphoneApi: true })).toBe('unsupported');
    expect(browserVerdict({ userAgent: CHROME, webRtc: false, microphoneApi: true })).toBe('no_webrtc');
    expect(browserVerdict({ userAgent: CHROME, webRtc: true, microphoneApi: false })).toBe('no_webrtc');
  });
});

describe('network figures from a ping series', () => {
  it('counts unanswered pings as loss and takes the median round trip', () => {
    expect(networkFigures([10, null, 30, 20, null])).toMatchObject({ lossPercent: 40, roundTripMs: 20 });
    expect(networkFigures([10, 20, 30, 40])!.roundTripMs).toBe(25);
  });
  it('measures jitter as the median change between consecutive answers', () => {
    expect(networkFigures([10, 20, 10, 20, 10])!.jitterMs).toBe(10);
    // Nineteen steady pings and one page stall: the stall is not the network's jitter.
    const steady = Array.from({ length: 20 }, (_, i) => (i === 10 ? 400 : 10));
    expect(networkFigures(steady)!.jitterMs).toBe(0);
  });
  it('says nothing answered, and nothing was measured', () => {
    expect(networkFigures([null, null])).toEqual({ lossPercent: 100, jitterMs: 0, roundTripMs: null });
    expect(networkFigures([])).toBeNull();
  });
});
