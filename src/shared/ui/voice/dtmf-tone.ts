import { DTMF_TONE_GAIN, DTMF_TONE_SECONDS, dtmfFrequencies } from '../../rules/dtmf';

let context: AudioContext | null = null;
/** Tones still sounding; the context is suspended when the last one ends. */
let sounding = 0;

/**
 * Plays a key's dual tone through Web Audio (0.25 s at gain 0.2). Silent where audio is unavailable. Between tones
 * the context is suspended: a running one keeps the browser's audio service rendering silence, about 2 % of a core
 * for as long as the page stays open (issue 33).
 */
export function playDtmfTone(key: string): void {
  const pair = dtmfFrequencies(key);
  if (!pair || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const gain = ctx.createGain();
    gain.gain.value = DTMF_TONE_GAIN;
    gain.connect(ctx.destination);
    const end = ctx.currentTime + DTMF_TONE_SECONDS;
    sounding += 1;
    pair.forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start();
      osc.stop(end);
      if (i === 0)
        osc.onended = () => {
          gain.disconnect();
          sounding -= 1;
          if (sounding === 0 && ctx.state === 'running') void ctx.suspend().catch(() => undefined);
        };
    });
  } catch {
    // A blocked or missing audio device must not stop the digit from being typed or sent.
  }
}
