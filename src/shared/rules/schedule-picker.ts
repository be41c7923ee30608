/**
 * The scheduling date-time picker's rules (shell §5: "Time is hh:mm with an AM/PM choice (12 AM is hour 0; PM adds
 * 12). The time zone is chosen from a list."; "Timezone entry: id, name, offset, abbr"). Pure, over Intl, so each
 * conversion is tested without a browser.
 */

/** A schedule the agent has started (a date without a time, or a time it cannot read) but not finished: never valid. */
export const INCOMPLETE_SCHEDULE = -1;

/** How often the picker re-checks that its time still lies in the window (the clock moves on under it). */
export const SCHEDULE_RECHECK_MS = 300;

export type DayPeriod = 'AM' | 'PM';

/** Whether the locale writes times with a 12-hour clock and AM/PM (its default hour cycle is h11 or h12). */
export function usesTwelveHourClock(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(toBcp47(locale), { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** The locale's own words for AM and PM (午前/午後, 오전/오후 …). */
export function dayPeriodLabels(locale: string): Record<DayPeriod, string> {
  const f = new Intl.DateTimeFormat(toBcp47(locale), { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
  const label = (hour: number) => f.formatToParts(Date.UTC(2024, 0, 1, hour)).find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM');
  return { AM: label(9), PM: label(15) };
}

/** 12-hour clock → hour of the day: 12 AM is 0, PM adds 12 (12 PM stays 12). */
export function to24Hour(hour12: number, period: DayPeriod): number {
  return (hour12 % 12) + (period === 'PM' ? 12 : 0);
}

/** Hour of the day → 12-hour clock and period. */
export function from24Hour(hour24: number): { hour12: number; period: DayPeriod } {
  return { hour12: hour24 % 12 === 0 ? 12 : hour24 % 12, period: hour24 >= 12 ? 'PM' : 'AM' };
}

/** 'hh:mm' as typed: hours 1–12 on a 12-hour clock, 0–23 otherwise; minutes 00–59. Null when it is not a time. */
export function parseClockTime(text: string, twelveHour: boolean): { hour: number; minute: number } | null {
  const m = /^\s*(\d{1,2})\s*[:.]\s*(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (minute > 59) return null;
  if (twelveHour ? hour < 1 || hour > 12 : hour > 23) return null;
  return { hour, minute };
}

export const formatClockTime = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  minute: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

function wallParts(epochMs: number, timeZone: string) {
  const get: Record<string, number> = {};
  for (const p of partsIn(timeZone).formatToParts(epochMs)) if (p.type !== 'literal') get[p.type] = Number(p.value);
  return { year: get.year!, month: get.month!, day: get.day!, hour: get.hour! % 24, minute: get.minute!, second: get.second! };
}

/** The zone's offset from UTC at that instant, in minutes (east positive). */
export function timeZoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const p = wallParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock time in a zone names; null for a date that does not exist. */
export function wallTimeToEpoch(wall: WallTime, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wall.date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const guess = Date.UTC(y, mo - 1, d, wall.hour, wall.minute);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  // The offset at the guess, then at the result: right on both sides of a daylight-saving change.
  let epoch = guess - timeZoneOffsetMinutes(guess, timeZone) * 60_000;
  epoch = guess - timeZoneOffsetMinutes(epoch, timeZone) * 60_000;
  return epoch;
}

/** The wall-clock time an instant shows in a zone (seconds dropped). */
export function epochToWallTime(epochMs: number, timeZone: string): WallTime {
  const p = wallParts(epochMs, timeZone);
  return { date: `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`, hour: p.hour, minute: p.minute };
}

export interface TimeZoneEntry {
  id: string;
  /** The zone's long name in the locale (e.g. 'Central European Standard Time'), else its id. */
  name: string;
  /** Minutes from UTC now. */
  offset: number;
  /** The locale's short name (e.g. 'PST', 'GMT+9'). */
  abbr: string;
}

/** 'UTC+05:30' style, for the list. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const a = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/**
 * The time zones to choose from: every zone the browser knows (Intl.supportedValuesOf), in its order, with the agent's
 * own zone in it even where the browser lists it under another name. Ids only: describing all ~420 zones would cost
 * hundreds of milliseconds of Intl formatting, so only the chosen one is described (timeZoneEntry).
 */
export function timeZoneIds(ownZone: string, ids: readonly string[] = supportedTimeZones()): readonly string[] {
  return ids.includes(ownZone) ? ids : [ownZone, ...ids];
}

/** An id as a person reads it: 'America/Argentina/Buenos_Aires' → 'America/Argentina/Buenos Aires'. */
export const timeZoneLabel = (id: string) => id.replace(/_/g, ' ');

/** One zone described at an instant: its name and short name in the locale, and its offset then. */
export function timeZoneEntry(id: string, locale: string, at: number): TimeZoneEntry {
  const tag = toBcp47(locale);
  const zoneName = (style: 'long' | 'short') => {
    try {
      return new Intl.DateTimeFormat(tag, { timeZone: id, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      return '';
    }
  };
  return { id, name: zoneName('long') || timeZoneLabel(id), offset: timeZoneOffsetMinutes(at, id), abbr: zoneName('short') };
}

function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['UTC'];
}

/** The browser's own zone. */
export const ownTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const toBcp47 = (locale: string) => locale.replace('_', '-');
