import { DTMF_TONE_GAIN, DTMF_TONE_SECONDS, dtmfFrequencies } from '../../rules/dtmf';

let context: AudioContext | null = null;

/** Plays a key's dual tone through Web Audio (0.25 s at gain 0.2). Silent where audio is unavailable. */
export function playDtmfTone(key: string): void {
  const pair = dtmfFrequencies(key);
  if (!pair || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const gain = context.createGain();
    gain.gain.value = DTMF_TONE_GAIN;
    gain.connect(context.destination);
    const end = context.currentTime + DTMF_TONE_SECONDS;
    for (const frequency of pair) {
      const osc = context.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      osc.start();
      osc.stop(end);
    }
  } catch {
    // A blocked or missing audio device must not stop the digit from being typed or sent.
  }
}
