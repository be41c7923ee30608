/** The keys a DTMF tone exists for: the number pad's twelve plus the A-D column. */
export type DtmfKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '*' | '#' | 'A' | 'B' | 'C' | 'D';

/** Each dialpad tone lasts 0.25 s (§5, §9). */
export const DTMF_TONE_SECONDS = 0.25;
/** Each dialpad tone plays at gain 0.2 (§5, §9). */
export const DTMF_TONE_GAIN = 0.2;

const ROWS = [697, 770, 852, 941] as const;
const COLUMNS = [1209, 1336, 1477, 1633] as const;
const LAYOUT: readonly (readonly DtmfKey[])[] = [
  ['1', '2', '3', 'A'],
  ['4', '5', '6', 'B'],
  ['7', '8', '9', 'C'],
  ['*', '0', '#', 'D'],
];

/** Standard dual-tone frequencies in Hz (ITU-T Q.23): [row (low), column (high)]. */
export const DTMF_FREQUENCIES: Readonly<Record<DtmfKey, readonly [number, number]>> = Object.fromEntries(
  LAYOUT.flatMap((keys, r) => keys.map((key, c) => [key, [ROWS[r]!, COLUMNS[c]!] as const])),
) as Record<DtmfKey, readonly [number, number]>;

/** The two frequencies of a key, or null for a character that has no tone (such as +). */
export function dtmfFrequencies(key: string): readonly [number, number] | null {
  const upper = key.toUpperCase();
  return Object.hasOwn(DTMF_FREQUENCIES, upper) ? DTMF_FREQUENCIES[upper as DtmfKey] : null;
}
