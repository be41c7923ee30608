import { describe, expect, it } from 'vitest';
import { callQualityFromSamples, callQualityLevel, callQualityNote, poorFigures, withQualityNote } from '../../../src/shared/rules/call-quality';

const input = (packetsCount: number, packetsLost: number, jitterBufferMillis = 5, roundTripTimeMillis = 40) => ({ softphoneStreamType: 'audio_input', packetsCount, packetsLost, jitterBufferMillis, roundTripTimeMillis });
const output = (packetCount: number, packetsLost: number, jitterBufferMillis = 5, roundTripTimeMillis = 40) => ({ softphoneStreamType: 'audio_output', packetCount, packetsLost, jitterBufferMillis, roundTripTimeMillis });

describe('call quality from a softphone report', () => {
  it('counts loss over the whole series, in the worse direction', () => {
    // 10 lost of 100 sent to the agent; none the other way.
    expect(callQualityFromSamples([input(45, 5), input(45, 5), output(100, 0)])).toEqual({ lossPercent: 10, jitterMs: 5, roundTripMs: 40 });
    expect(callQualityFromSamples([input(100, 0), output(97, 3)])!.lossPercent).toBe(3);
  });
  it('takes the mean jitter and round trip of the worse direction', () => {
    expect(callQualityFromSamples([input(50, 0, 10, 100), input(50, 0, 30, 300), output(50, 0, 4, 50)])).toMatchObject({ jitterMs: 20, roundTripMs: 200 });
  });
  it('says the round trip was not measured when the softphone reported none', () => {
    expect(callQualityFromSamples([input(50, 0, 5, 0)])!.roundTripMs).toBeNull();
  });
  it('gives nothing for a report without packets, and ignores malformed entries', () => {
    expect(callQualityFromSamples([input(0, 0)])).toBeNull();
    expect(callQualityFromSamples([])).toBeNull();
    expect(callQualityFromSamples([null as never, { softphoneStreamType: 'audio_input', packetsCount: -5, packetsLost: Number.NaN }, input(100, 0)])!.lossPercent).toBe(0);
  });
});

describe('call quality verdict', () => {
  it('is good below every early threshold', () => {
    expect(callQualityLevel({ lossPercent: 1, jitterMs: 20, roundTripMs: 300 })).toBe('good');
    expect(callQualityLevel({ lossPercent: 0, jitterMs: 0, roundTripMs: null })).toBe('good');
  });
  it('is fair past an early threshold, poor past a warning threshold', () => {
    expect(callQualityLevel({ lossPercent: 1.5, jitterMs: 0, roundTripMs: 20 })).toBe('fair');
    expect(callQualityLevel({ lossPercent: 0, jitterMs: 25, roundTripMs: 20 })).toBe('fair');
    expect(callQualityLevel({ lossPercent: 3.1, jitterMs: 0, roundTripMs: 20 })).toBe('poor');
    expect(callQualityLevel({ lossPercent: 0, jitterMs: 31, roundTripMs: 20 })).toBe('poor');
    expect(callQualityLevel({ lossPercent: 0, jitterMs: 0, roundTripMs: 501 })).toBe('poor');
  });
  it('names the figures past their warning threshold', () => {
    expect(poorFigures({ lossPercent: 5, jitterMs: 40, roundTripMs: 100 })).toEqual(['lossPercent', 'jitterMs']);
    expect(poorFigures({ lossPercent: 0, jitterMs: 0, roundTripMs: 600 })).toEqual(['roundTripMs']);
  });
});

describe('the figures attached to a call-issue report', () => {
  const f = { lossPercent: 4.2, jitterMs: 12, roundTripMs: 80 };
  it('follow the description, plain', () => {
    expect(callQualityNote(f)).toBe('[softphone: loss 4.2%, jitter 12 ms, round trip 80 ms]');
    expect(withQualityNote(' choppy ', f, 500)).toBe('choppy [softphone: loss 4.2%, jitter 12 ms, round trip 80 ms]');
    expect(withQualityNote('', { ...f, roundTripMs: null }, 500)).toBe('[softphone: loss 4.2%, jitter 12 ms, round trip n/a]');
  });
  it('always fit: a long description is cut, not the figures', () => {
    const text = withQualityNote('x'.repeat(600), f, 500);
    expect(text).toHaveLength(500);
    expect(text.endsWith(callQualityNote(f))).toBe(true);
  });
  it('leave the description as it was without figures', () => {
    expect(withQualityNote('static', null, 500)).toBe('static');
  });
});
