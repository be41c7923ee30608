/** The simulated customer's tone, and how a tone is found in an analyser's spectrum. */

/** The customer plays this; Chromium's fake microphone beeps at about 400 Hz, so the two are told apart. */
export const TONE_HZ = 660;

/** Below this an analyser bin is silence (Opus comfort noise and rounding stay far under it). */
export const SILENCE_DB = -75;

export interface Heard {
  frequencyHz: number;
  levelDb: number;
}

/** The loudest bin between 100 Hz and 4 kHz of a dB spectrum whose bins are `binHz` wide. */
export function strongestTone(bins: ArrayLike<number>, binHz: number): Heard {
  let best = -1;
  for (let i = Math.ceil(100 / binHz); i < Math.min(bins.length, 4000 / binHz); i++) if (best < 0 || bins[i]! > bins[best]!) best = i;
  return best < 0 ? { frequencyHz: 0, levelDb: -Infinity } : { frequencyHz: Math.round(best * binHz), levelDb: bins[best]! };
}

/** Whether what was heard is a tone near `hz` (within a few analyser bins) above silence. */
export function isToneNear(heard: Heard | null, hz: number, toleranceHz = 30): boolean {
  return !!heard && heard.levelDb > SILENCE_DB && Math.abs(heard.frequencyHz - hz) <= toleranceHz;
}
