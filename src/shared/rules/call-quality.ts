import type { CallQualityFigures, QualityLevel, SoftphoneStreamSample } from '../domain/call-quality';

/**
 * Thresholds that predict audio an agent or customer notices, for narrow- and wide-band voice (Opus, G.711):
 * - Round trip: ITU-T G.114 keeps one-way delay under 150 ms for most users to be satisfied (an E-model rating
 *   R ≥ 80); above that talkers start to collide. 300 ms round trip is that one-way limit both ways; past 500 ms
 *   (250 ms one way) the E-model rates the call 'many users dissatisfied'.
 * - Loss: the E-model's packet-loss impairment (ITU-T G.113 Appendix I, Bpl for codecs with concealment) takes
 *   R below 70 somewhere between 3 and 5 % random loss; 1 % is already audible as clicks on a quiet line.
 * - Jitter: a softphone's adaptive jitter buffer absorbs about 20-40 ms; past 30 ms it either adds that much
 *   delay or drops late packets (heard as loss), so 30 ms is the point where jitter becomes bad audio.
 * 'fair' is the early sign (audible to some, worth watching), 'poor' the warning.
 */
export const CALL_QUALITY_THRESHOLDS = {
  lossPercent: { fair: 1, poor: 3 },
  jitterMs: { fair: 20, poor: 30 },
  roundTripMs: { fair: 300, poor: 500 },
} as const;

export type QualityFigure = keyof typeof CALL_QUALITY_THRESHOLDS;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The figures of one softphone report (a series of samples, each direction's packets since the sample before):
 * loss over the whole series, the mean jitter and the mean measured round trip, each in the worse direction.
 * Null when the report carries no packets at all (the call has not started to flow).
 */
export function callQualityFromSamples(samples: readonly SoftphoneStreamSample[]): CallQualityFigures | null {
  const byStream = new Map<string, { lost: number; received: number; jitter: number[]; rtt: number[] }>();
  for (const s of samples) {
    if (!s || typeof s !== 'object') continue;
    const key = String(s.softphoneStreamType ?? 'audio_input');
    const entry = byStream.get(key) ?? { lost: 0, received: 0, jitter: [], rtt: [] };
    entry.lost += num(s.packetsLost);
    entry.received += num(s.packetsCount ?? s.packetCount);
    if (typeof s.jitterBufferMillis === 'number') entry.jitter.push(num(s.jitterBufferMillis));
    if (num(s.roundTripTimeMillis) > 0) entry.rtt.push(num(s.roundTripTimeMillis));
    byStream.set(key, entry);
  }
  const streams = [...byStream.values()];
  if (!streams.some((s) => s.received + s.lost > 0)) return null;
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const loss = Math.max(...streams.map((s) => (s.received + s.lost > 0 ? (100 * s.lost) / (s.received + s.lost) : 0)));
  const rtts = streams.map((s) => s.rtt).filter((r) => r.length > 0);
  return {
    lossPercent: round1(loss),
    jitterMs: Math.round(Math.max(...streams.map((s) => mean(s.jitter)))),
    roundTripMs: rtts.length ? Math.round(Math.max(...rtts.map(mean))) : null,
  };
}

function figureLevel(figure: QualityFigure, value: number | null): QualityLevel {
  if (value === null) return 'good';
  const t = CALL_QUALITY_THRESHOLDS[figure];
  return value > t.poor ? 'poor' : value > t.fair ? 'fair' : 'good';
}

/** The figures past their 'poor' threshold, in the order the agent reads them. */
export function poorFigures(f: CallQualityFigures): QualityFigure[] {
  return (['lossPercent', 'jitterMs', 'roundTripMs'] as const).filter((k) => figureLevel(k, f[k]) === 'poor');
}

/** Good, fair or poor: the worst of the three figures. */
export function callQualityLevel(f: CallQualityFigures): QualityLevel {
  const levels = (['lossPercent', 'jitterMs', 'roundTripMs'] as const).map((k) => figureLevel(k, f[k]));
  return levels.includes('poor') ? 'poor' : levels.includes('fair') ? 'fair' : 'good';
}

/**
 * The figures as attached to a call-issue report: plain, language-neutral and short, since the service keeps the
 * description (CALL_ISSUE_DESCRIPTION_MAX) and whoever reads it may not read the agent's language.
 */
export function callQualityNote(f: CallQualityFigures): string {
  return `[softphone: loss ${f.lossPercent}%, jitter ${f.jitterMs} ms, round trip ${f.roundTripMs === null ? 'n/a' : `${f.roundTripMs} ms`}]`;
}

/** The agent's description with the figures after it, cut so the figures always fit within `max`. */
export function withQualityNote(description: string, f: CallQualityFigures | null, max: number): string {
  if (!f) return description.slice(0, max);
  const note = callQualityNote(f);
  const room = Math.max(0, max - note.length - 1);
  const text = description.trim().slice(0, room);
  return (text ? `${text} ${note}` : note).slice(0, max);
}
