import type { CallQualityFigures } from '../domain/call-quality';
import { isSupportedBrowser } from './browser-support';

/**
 * Check my setup's verdicts: what was measured, judged plainly. Nothing here guesses what was not measured: a tone
 * the agent must confirm hearing stays unconfirmed until they answer.
 */

/** Speech into a headset microphone sits around -30 to -15 dBFS; below -50 dBFS nothing useful reaches the call. */
export const MICROPHONE_HEARD_DBFS = -50;
/** How long the meter listens before calling a microphone silent: long enough for a word or two. */
export const MICROPHONE_SILENT_AFTER_MS = 4000;
/** The meter's range: -60 dBFS (nothing) to 0 dBFS (full scale). */
const METER_FLOOR_DBFS = -60;

/**
 * The level of a window of samples (-1..1): the RMS of its loudest block of `blockLength` samples, in dBFS; silence
 * is -100. The loudest block, not the whole window: a short sound (a click, a syllable, Chromium's 20 ms test beep)
 * in a window longer than the meter's read interval must show at its own level, not diluted by the silence around.
 */
export function levelDbfs(samples: ArrayLike<number>, blockLength = samples.length): number {
  if (samples.length === 0) return -100;
  const block = Math.max(1, Math.min(blockLength, samples.length));
  const hop = Math.max(1, block >> 1);
  let loudest = 0;
  // Blocks overlap by half, so a sound straddling two blocks still fills three quarters of one; the last block ends
  // at the window's end, so every block has its full length.
  for (let start = 0; ; start = Math.min(start + hop, samples.length - block)) {
    let sum = 0;
    for (let i = start; i < start + block; i++) sum += samples[i]! * samples[i]!;
    loudest = Math.max(loudest, sum / block);
    if (start + block >= samples.length) break;
  }
  const rms = Math.sqrt(loudest);
  return rms > 0 ? Math.max(-100, Math.round(20 * Math.log10(rms) * 10) / 10) : -100;
}

/** How fast the meter falls back, per reading (every 100 ms): 30 dB a second, a VU meter's release. */
export const METER_RELEASE_DB = 3;

/**
 * The meter's level after a reading: it rises at once and falls slowly, as a VU meter does, so a short word (or a
 * beep) stays readable instead of flickering between readings.
 */
export function meterLevel(shownDbfs: number | null, readDbfs: number): number {
  return shownDbfs === null ? readDbfs : Math.max(readDbfs, shownDbfs - METER_RELEASE_DB);
}

/** Where a level sits on the meter, 0-100. */
export function meterPercent(dbfs: number | null): number {
  if (dbfs === null) return 0;
  return Math.round(Math.min(100, Math.max(0, ((dbfs - METER_FLOOR_DBFS) / -METER_FLOOR_DBFS) * 100)));
}

export type MicrophoneVerdict = 'listening' | 'heard' | 'silent';

/** Heard once the loudest moment passes the threshold; silent only after listening long enough without. */
export function microphoneVerdict(peakDbfs: number | null, listenedMs: number): MicrophoneVerdict {
  if (peakDbfs !== null && peakDbfs >= MICROPHONE_HEARD_DBFS) return 'heard';
  return listenedMs >= MICROPHONE_SILENT_AFTER_MS ? 'silent' : 'listening';
}

export type BrowserVerdict = 'supported' | 'unsupported' | 'no_webrtc';

/** The spec's browser rule (browser-support.ts), and whether the browser has what a softphone needs at all. */
export function browserVerdict(facts: { userAgent: string; webRtc: boolean; microphoneApi: boolean }): BrowserVerdict {
  if (!facts.webRtc || !facts.microphoneApi) return 'no_webrtc';
  return isSupportedBrowser(facts.userAgent) ? 'supported' : 'unsupported';
}

/**
 * A ping series through the relay, as the call-quality figures (so the same thresholds judge it): loss is the
 * share of pings with no answer; round trip the median answer (one slow ping does not make a network slow); jitter
 * the median change between consecutive answers, the RTP interarrival jitter's idea (RFC 3550 §6.4.1) applied
 * to round trips. Null when there was no ping.
 */
export function networkFigures(roundTrips: readonly (number | null)[]): CallQualityFigures | null {
  const answered = roundTrips.filter((r): r is number => r !== null && Number.isFinite(r) && r >= 0);
  if (roundTrips.length === 0) return null;
  const lossPercent = Math.round((1000 * (roundTrips.length - answered.length)) / roundTrips.length) / 10;
  if (answered.length === 0) return { lossPercent, jitterMs: 0, roundTripMs: null };
  const sorted = [...answered].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  // The page that measures also answers its own pings: a moment its main thread was busy shows as a spike, two
  // changes wide. The median change is the network's steady jitter; page stalls do not move it.
  const changes = answered.slice(1).map((r, i) => Math.abs(r - answered[i]!)).sort((x, y) => x - y);
  const half = Math.floor(changes.length / 2);
  const jitter = changes.length === 0 ? 0 : changes.length % 2 ? changes[half]! : (changes[half - 1]! + changes[half]!) / 2;
  return { lossPercent, jitterMs: Math.round(jitter), roundTripMs: Math.round(median) };
}
