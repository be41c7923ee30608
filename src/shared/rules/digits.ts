import { normalizeFullWidthDigits } from './full-width';

/** The number pad accepts only digits 0-9, *, # and + (§5). */
export function isDialpadInput(text: string): boolean {
  return /^[0-9*#+]+$/.test(text);
}

/** Keeps what the number pad accepts: full-width numerals and plus become ASCII, other characters are dropped. */
export function sanitizeDialpadInput(text: string): string {
  return normalizeFullWidthDigits(text).replace(/\uFF0B/g, '+').replace(/[^0-9*#+]/g, '');
}
