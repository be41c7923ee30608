import { describe, expect, it } from 'vitest';
import {
  createDigitQueue,
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

describe('digits sent during a call are queued so only one is in flight', () => {
  it('sends one digit at a time, in order, and carries on after a failure', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const sent: string[] = [];
    const errors: string[] = [];
    const send = async (d: string) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      if (d === '2') throw new Error('boom');
      sent.push(d);
    };
    const queue = createDigitQueue(send, (_e, d) => errors.push(d));
    const first = queue.enqueue('12');
    const second = queue.enqueue('3#');
    expect(queue.busy).toBe(true);
    await Promise.all([first, second]);
    expect(sent).toEqual(['1', '3', '#']);
    expect(errors).toEqual(['2']);
    expect(maxInFlight).toBe(1);
    expect(queue.busy).toBe(false);
    await queue.enqueue('4');
    expect(sent).toEqual(['1', '3', '#', '4']);
  });
  it('survives a send that throws synchronously', async () => {
    const sent: string[] = [];
    const queue = createDigitQueue((d) => {
      if (d === 'x') throw new Error('sync');
      sent.push(d);
      return Promise.resolve();
    });
    await queue.enqueue('x1');
    await queue.enqueue('2');
    expect(sent).toEqual(['1', '2']);
  });
});
