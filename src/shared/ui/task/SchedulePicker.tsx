import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../common/FormField';
import {
  INCOMPLETE_SCHEDULE,
  SCHEDULE_RECHECK_MS,
  dayPeriodLabels,
  epochToWallTime,
  formatClockTime,
  formatUtcOffset,
  from24Hour,
  ownTimeZone,
  parseClockTime,
  timeZoneEntry,
  timeZoneIds,
  timeZoneLabel,
  to24Hour,
  usesTwelveHourClock,
  wallTimeToEpoch,
  type DayPeriod,
} from '../../rules/schedule-picker';

/**
 * The scheduling date-time picker (shell §5): a date, the time as hh:mm with an AM/PM choice where the locale uses a
 * 12-hour clock, and a time zone from the browser's list (the agent's own first chosen). It hands up epoch ms, null
 * when left empty, or INCOMPLETE_SCHEDULE for a half-filled one (never valid, so a task is not created unscheduled
 * by mistake), and re-checks every 300 ms that the time still lies in the window as the clock moves on.
 */
export function SchedulePicker({
  id,
  legend,
  value,
  onChange,
  disabled,
  isValid,
  errorText,
  describedBy,
}: {
  /** The date input's id (the first control). */
  id: string;
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  /** Stable (a module-level function): whether a complete schedule is acceptable at `now`. */
  isValid: (value: number, now: number) => boolean;
  errorText: string;
  describedBy?: string;
}) {
  const intl = useIntl();
  const twelveHour = useMemo(() => usesTwelveHourClock(intl.locale), [intl.locale]);
  const periods = useMemo(() => dayPeriodLabels(intl.locale), [intl.locale]);
  const own = useMemo(ownTimeZone, []);
  const zones = useMemo(() => timeZoneIds(own), [own]);
  const [zone, setZone] = useState(own);
  const [fields, setFields] = useState(() => {
    if (value === null || value < 0) return { date: '', time: '', period: 'AM' as DayPeriod };
    const wall = epochToWallTime(value, own);
    const { hour12, period } = from24Hour(wall.hour);
    return { date: wall.date, time: formatClockTime(twelveHour ? hour12 : wall.hour, wall.minute), period };
  });
  const [valid, setValid] = useState(true);
  const entry = useMemo(() => timeZoneEntry(zone, intl.locale, value !== null && value >= 0 ? value : Date.now()), [zone, intl.locale, value]);

  const emit = (next: typeof fields, tz: string) => {
    setFields(next);
    if (next.date === '' && next.time.trim() === '') return onChange(null);
    const time = parseClockTime(next.time, twelveHour);
    if (!next.date || !time) return onChange(INCOMPLETE_SCHEDULE);
    const hour = twelveHour ? to24Hour(time.hour, next.period) : time.hour;
    onChange(wallTimeToEpoch({ date: next.date, hour, minute: time.minute }, tz) ?? INCOMPLETE_SCHEDULE);
  };

  // A half-filled schedule stored in a draft comes back empty after a reload: it is no schedule, not an invalid one.
  useEffect(() => {
    if (value !== null && value < 0 && fields.date === '' && fields.time === '') onChange(null);
    // Only on mount: later, a negative value is the agent's half-filled input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The window moves with the clock: a time that was fine a moment ago may now be past. State changes only when
  // validity flips, so the re-check repaints nothing while it holds.
  useEffect(() => {
    if (value === null || disabled) return setValid(true);
    const check = () => setValid(value !== INCOMPLETE_SCHEDULE && isValid(value, Date.now()));
    check();
    const timer = setInterval(check, SCHEDULE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [value, disabled, isValid]);

  const error = valid ? null : value === INCOMPLETE_SCHEDULE ? intl.formatMessage({ id: 'task.schedule.incomplete' }) : errorText;
  const errorId = `${id}-error`;
  const described = [describedBy, `${id}-zone`, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className="form-field schedule-picker" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="schedule-picker-row">
        <label className="schedule-picker-part">
          <span>{intl.formatMessage({ id: 'task.schedule.date' })}</span>
          <input id={id} type="date" value={fields.date} aria-invalid={!!error} aria-describedby={described} onChange={(e) => emit({ ...fields, date: e.target.value }, zone)} />
        </label>
        <label className="schedule-picker-part">
          <span>{intl.formatMessage({ id: 'task.schedule.time' })}</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            size={6}
            placeholder={intl.formatMessage({ id: 'task.schedule.timePlaceholder' })}
            value={fields.time}
            aria-invalid={!!error}
            aria-describedby={described}
            onChange={(e) => emit({ ...fields, time: e.target.value }, zone)}
          />
        </label>
        {twelveHour && (
          <label className="schedule-picker-part">
            <span>{intl.formatMessage({ id: 'task.schedule.period' })}</span>
            <select value={fields.period} onChange={(e) => emit({ ...fields, period: e.target.value as DayPeriod }, zone)}>
              <option value="AM">{periods.AM}</option>
              <option value="PM">{periods.PM}</option>
            </select>
          </label>
        )}
      </div>
      <label className="schedule-picker-part">
        <span>{intl.formatMessage({ id: 'task.schedule.timeZone' })}</span>
        <select value={zone} aria-describedby={`${id}-zone`} onChange={(e) => (setZone(e.target.value), emit(fields, e.target.value))}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {timeZoneLabel(z)}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-zone`} className="create-task-hint">
        {formatUtcOffset(entry.offset)} · <bdi>{entry.name}</bdi>
        {entry.abbr && entry.abbr !== entry.name ? ` (${entry.abbr})` : ''}
      </p>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
