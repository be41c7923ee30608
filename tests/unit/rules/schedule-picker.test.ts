import { describe, expect, it } from 'vitest';
import {
  dayPeriodLabels,
  epochToWallTime,
  formatUtcOffset,
  from24Hour,
  parseClockTime,
  timeZoneEntry,
  timeZoneIds,
  timeZoneOffsetMinutes,
  to24Hour,
  usesTwelveHourClock,
  wallTimeToEpoch,
} from '../../../src/shared/rules/schedule-picker';

describe('the scheduling picker’s clock', () => {
  it('turns 12-hour times into hours of the day: 12 AM is 0, PM adds 12, 12 PM is noon', () => {
    expect(to24Hour(12, 'AM')).toBe(0);
    expect(to24Hour(1, 'AM')).toBe(1);
    expect(to24Hour(12, 'PM')).toBe(12);
    expect(to24Hour(3, 'PM')).toBe(15);
    expect(from24Hour(0)).toEqual({ hour12: 12, period: 'AM' });
    expect(from24Hour(12)).toEqual({ hour12: 12, period: 'PM' });
    expect(from24Hour(23)).toEqual({ hour12: 11, period: 'PM' });
  });

  it('reads hh:mm as typed, within the hours of the clock in use', () => {
    expect(parseClockTime('09:30', true)).toEqual({ hour: 9, minute: 30 });
    expect(parseClockTime('9:05', true)).toEqual({ hour: 9, minute: 5 });
    expect(parseClockTime('00:15', true)).toBeNull();
    expect(parseClockTime('13:00', true)).toBeNull();
    expect(parseClockTime('00:15', false)).toEqual({ hour: 0, minute: 15 });
    expect(parseClockTime('23:59', false)).toEqual({ hour: 23, minute: 59 });
    expect(parseClockTime('24:00', false)).toBeNull();
    expect(parseClockTime('10:60', false)).toBeNull();
    expect(parseClockTime('ten', false)).toBeNull();
  });

  it('offers AM/PM where the locale uses a 12-hour clock, in the locale’s own words', () => {
    expect(usesTwelveHourClock('en_US')).toBe(true);
    expect(usesTwelveHourClock('zh_TW')).toBe(true);
    expect(usesTwelveHourClock('de_DE')).toBe(false);
    expect(usesTwelveHourClock('fr_FR')).toBe(false);
    expect(usesTwelveHourClock('ja_JP')).toBe(false);
    expect(dayPeriodLabels('en_US')).toEqual({ AM: 'AM', PM: 'PM' });
    expect(dayPeriodLabels('zh_TW')).toEqual({ AM: '上午', PM: '下午' });
  });
});

describe('wall-clock time in a chosen zone', () => {
  it('names the instant a date and time mean in that zone, both ways', () => {
    const tokyo = wallTimeToEpoch({ date: '2026-03-10', hour: 9, minute: 30 }, 'Asia/Tokyo');
    expect(tokyo).toBe(Date.UTC(2026, 2, 10, 0, 30));
    expect(epochToWallTime(tokyo!, 'Asia/Tokyo')).toEqual({ date: '2026-03-10', hour: 9, minute: 30 });
    expect(wallTimeToEpoch({ date: '2026-03-10', hour: 9, minute: 30 }, 'UTC')).toBe(Date.UTC(2026, 2, 10, 9, 30));
  });

  it('follows daylight saving time on either side of the change', () => {
    // New York moved to EDT (UTC−4) on 8 March 2026 at 2 AM.
    expect(wallTimeToEpoch({ date: '2026-03-07', hour: 12, minute: 0 }, 'America/New_York')).toBe(Date.UTC(2026, 2, 7, 17, 0));
    expect(wallTimeToEpoch({ date: '2026-03-09', hour: 12, minute: 0 }, 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 16, 0));
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 1), 'Asia/Kolkata')).toBe(330);
  });

  it('refuses a date that does not exist', () => {
    expect(wallTimeToEpoch({ date: '2026-02-31', hour: 9, minute: 0 }, 'UTC')).toBeNull();
    expect(wallTimeToEpoch({ date: 'tomorrow', hour: 9, minute: 0 }, 'UTC')).toBeNull();
  });

  it('lists the browser’s zones with the agent’s own, and describes the chosen one (id, name, offset, abbr)', () => {
    expect(timeZoneIds('Asia/Tokyo', ['Europe/Berlin', 'Asia/Tokyo'])).toEqual(['Europe/Berlin', 'Asia/Tokyo']);
    expect(timeZoneIds('Etc/Unknown', ['UTC'])).toEqual(['Etc/Unknown', 'UTC']);
    const entry = timeZoneEntry('Asia/Tokyo', 'en_US', Date.UTC(2026, 0, 1));
    expect(entry).toMatchObject({ id: 'Asia/Tokyo', offset: 540 });
    expect(entry.name).toMatch(/Japan/);
    expect(entry.abbr).toMatch(/GMT\+9|JST/);
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(-240)).toBe('UTC−04:00');
  });
});
