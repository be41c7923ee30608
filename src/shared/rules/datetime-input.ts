/**
 * The value of an `<input type="datetime-local">` (the agent's own time zone, minutes) and epoch milliseconds.
 * Pure, so the schedule field's round trip is tested without a browser.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → 'YYYY-MM-DDTHH:mm' in local time (seconds dropped, as the input shows them). */
export function toDateTimeLocal(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** 'YYYY-MM-DDTHH:mm[:ss]' in local time → epoch ms; null for an empty or malformed value or an impossible date. */
export function fromDateTimeLocal(value: string): number | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 31 February into March; such a value was never a date.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d || date.getHours() !== h || date.getMinutes() !== mi) return null;
  return date.getTime();
}
