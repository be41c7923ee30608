import type { Clock } from '../domain/clock';

/** Full-width numerals: U+FF10 (０) to U+FF19 (９), as typed with a Japanese, Chinese or Korean IME (§5). */
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/;
const FULL_WIDTH_DIGITS = /[\uFF10-\uFF19]/g;
/** U+FF10 minus U+0030: the distance from a full-width digit to its ASCII digit. */
const FULL_WIDTH_OFFSET = 0xff10 - 0x30;

/** How long a converted full-width input is remembered, so a repeated input event is not applied twice (§9). */
export const FULL_WIDTH_DEDUPE_MS = 60_000;

export function hasFullWidthDigits(text: string): boolean {
  return FULL_WIDTH_DIGIT.test(text);
}

/** Turns each full-width numeral into its ASCII digit and leaves every other character alone. */
export function normalizeFullWidthDigits(text: string): string {
  return text.replace(FULL_WIDTH_DIGITS, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

export interface FullWidthConversion {
  /** The input with full-width numerals replaced by ASCII digits. */
  text: string;
  /** The input held full-width numerals. */
  converted: boolean;
  /**
   * The same full-width input was converted less than 60 s ago and the field still holds that result, so this is
   * the same input event delivered again: the caller should not apply it again.
   */
  duplicate: boolean;
}

export interface FullWidthDeduper {
  /** `current` is what the field holds before this input; a re-entry after the field changed is never a duplicate. */
  convert(raw: string, current: string): FullWidthConversion;
  /** Forgets every remembered input (e.g. when the field is cleared or the panel closes). */
  reset(): void;
}

/**
 * An IME commits full-width text through more than one input event (composition end, then input), so the
 * same converted text would be inserted twice. The deduper remembers each converted raw input for 60 s and
 * flags a repeat inside that window as a duplicate only while the field still holds what that input produced:
 * an agent who clears or edits the field and types the same numerals again gets them (issue 12).
 * Inputs without full-width numerals pass straight through.
 */
export function createFullWidthDeduper(
  clock: Pick<Clock, 'now'>,
  windowMs: number = FULL_WIDTH_DEDUPE_MS,
): FullWidthDeduper {
  const seen = new Map<string, { at: number; text: string }>();
  const prune = (now: number): void => {
    for (const [raw, { at }] of seen) if (now - at >= windowMs) seen.delete(raw);
  };
  return {
    convert(raw, current) {
      if (!hasFullWidthDigits(raw)) return { text: raw, converted: false, duplicate: false };
      const now = clock.now();
      prune(now);
      const text = normalizeFullWidthDigits(raw);
      const duplicate = seen.get(raw)?.text === current;
      seen.set(raw, { at: now, text });
      return { text, converted: true, duplicate };
    },
    reset() {
      seen.clear();
    },
  };
}
