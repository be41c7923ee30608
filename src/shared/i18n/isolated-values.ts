import { withoutBidiControls } from '../rules/bidi-names';

/**
 * The one rule for a value put into the panel's own sentences (a link's number, a customer's name, a server's
 * message, a file name): it cannot reorder the words around it. Its bidi controls go (a right-to-left override in
 * '911\u202E' would otherwise turn the rest of the panel's sentence backwards, and a stray pop-directional-isolate
 * would close an isolate early), and a value with right-to-left letters is wrapped in first-strong isolate marks
 * (FSI … PDI, what <bdi> does in markup), so it shows in its own direction as one unit. A value with neither
 * cannot move a left-to-right sentence's words, and every locale of the panel is left-to-right, so it is left as
 * it is (tests and assistive technology read the same text as before).
 */

const FSI = '\u2068';
const PDI = '\u2069';
// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// presentation forms, and the historic right-to-left blocks of the supplementary planes).
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** A value as it may stand in one of the panel's sentences. */
export function isolatedValue(value: string): string {
  const clean = withoutBidiControls(value);
  return RIGHT_TO_LEFT.test(clean) ? `${FSI}${clean}${PDI}` : clean;
}

/** A message's values with every string isolated; numbers, dates and rich (React) values pass as they are. */
export function isolatedValues<V>(values: Record<string, V> | undefined): Record<string, V> | undefined {
  if (!values) return values;
  let out: Record<string, V> | undefined;
  for (const [key, v] of Object.entries(values)) {
    if (typeof v !== 'string') continue;
    const isolated = isolatedValue(v);
    if (isolated === v) continue;
    out ??= { ...values };
    out[key] = isolated as V;
  }
  return out ?? values;
}
