import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TaskEndpoint } from '../../model';
import { fromDateTimeLocal, toDateTimeLocal } from '../../rules/datetime-input';
import { TASK_SCHEDULE_DAYS, isScheduleInWindow } from '../../rules/task-create';
import { SchedulePicker } from './SchedulePicker';
import { FormField } from '../common/FormField';
import { fieldMaxLength, isFieldRequired, type FieldError, type TemplateField } from '../../rules/task-template-fields';

/**
 * A template's fields as form controls (task §3, §5): text, text area, email, URL, number, date-time and schedule,
 * boolean and self-assign as check boxes, single select and quick connect as lists. Read-only fields are shown and
 * cannot be changed; a field's error shows once the agent has left it. Field names come from the template (the
 * instance's admin), so they are text in bidi isolation.
 */
export function TemplateFields({
  idPrefix,
  fields,
  values,
  errors,
  assignees,
  disabled,
  lockQuickConnect,
  onChange,
}: {
  idPrefix: string;
  fields: readonly TemplateField[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, FieldError>>;
  assignees: readonly TaskEndpoint[];
  disabled: boolean;
  /** Self-assign is on: the quick connect is cleared and locked. */
  lockQuickConnect: boolean;
  onChange: (field: string, value: string) => void;
}) {
  const intl = useIntl();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setTouched((t) => (t.has(name) ? t : new Set([...t, name])));
  const errorText = (f: TemplateField, e: FieldError) => {
    switch (e) {
      case 'required':
        return intl.formatMessage({ id: 'task.template.error.required' });
      case 'too-long':
        return intl.formatMessage({ id: 'task.template.error.tooLong' }, { max: fieldMaxLength(f.type) ?? 0 });
      case 'url':
        return intl.formatMessage({ id: 'task.template.error.url' }, { host: 'https://www.example.com' });
      case 'email':
        return intl.formatMessage({ id: 'task.template.error.email' }, { email: 'name@example.com' });
      case 'number':
        return intl.formatMessage({ id: 'task.template.error.number' });
      case 'schedule':
        return intl.formatMessage({ id: 'task.create.error.schedule' }, { numberOfDays: TASK_SCHEDULE_DAYS });
      default:
        return intl.formatMessage({ id: 'task.template.error.option' });
    }
  };

  return (
    <>
      {fields.map((f, i) => {
        const id = `${idPrefix}-field-${i}`;
        const value = values[f.name] ?? '';
        const e = errors[f.name];
        const shownError = e && (touched.has(f.name) || f.type === 'SCHEDULED_TIME' || f.type === 'DATE_TIME') ? errorText(f, e) : null;
        const locked = disabled || !!f.readOnly || (f.type === 'QUICK_CONNECT' && lockQuickConnect);
        const common = {
          id,
          disabled: locked,
          'aria-invalid': !!shownError,
          'aria-describedby': shownError ? `${id}-error` : undefined,
          onBlur: () => touch(f.name),
        };
        const required = isFieldRequired(f) && !f.readOnly && !(f.type === 'QUICK_CONNECT' && lockQuickConnect);
        if (f.type === 'BOOLEAN' || f.type === 'SELF_ASSIGN') {
          return (
            <div key={f.name} className="form-field create-task-check">
              <label>
                <input type="checkbox" {...common} checked={value === 'true'} onChange={(ev) => onChange(f.name, ev.target.checked ? 'true' : 'false')} /> <bdi>{f.name}</bdi>
              </label>
            </div>
          );
        }
        if (f.type === 'SCHEDULED_TIME' && !locked) {
          return (
            <SchedulePicker
              key={f.name}
              id={id}
              legend={f.name + (required ? '' : ` ${intl.formatMessage({ id: 'task.template.optional' })}`)}
              value={value === '' ? null : Number(value)}
              disabled={locked}
              isValid={isScheduleInWindow}
              errorText={errorText(f, 'schedule')}
              onChange={(v) => onChange(f.name, v === null ? '' : String(v))}
            />
          );
        }
        let control;
        if (f.type === 'SCHEDULED_TIME') {
          // Read-only (a task's schedule in its update view, K.59): the time in words, in the agent's zone.
          control = <input {...common} type="text" readOnly value={value === '' ? '' : intl.formatDate(Number(value), { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })} />;
        } else if (f.type === 'DESCRIPTION' || f.type === 'TEXT_AREA') {
          control = <textarea {...common} rows={3} dir="auto" required={required} value={value} onChange={(ev) => onChange(f.name, ev.target.value)} />;
        } else if (f.type === 'DATE_TIME') {
          control = <input {...common} type="datetime-local" required={required} value={value === '' ? '' : toDateTimeLocal(Number(value))} onChange={(ev) => onChange(f.name, String(fromDateTimeLocal(ev.target.value) ?? ''))} />;
        } else if (f.type === 'SINGLE_SELECT' || f.type === 'QUICK_CONNECT') {
          const options = f.type === 'QUICK_CONNECT' ? assignees.map((q) => ({ value: q.endpointARN, label: intl.formatMessage({ id: q.type === 'agent' ? 'task.create.assignee.agent' : 'task.create.assignee.queue' }, { name: q.name }) })) : (f.options ?? []).map((o) => ({ value: o, label: o }));
          control = (
            <select {...common} required={required} value={value} onChange={(ev) => onChange(f.name, ev.target.value)}>
              <option value="">{intl.formatMessage({ id: f.type === 'QUICK_CONNECT' ? 'task.create.assignToPlaceholder' : 'task.template.choose' })}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          );
        } else {
          const type = f.type === 'EMAIL' ? 'email' : f.type === 'URL' ? 'url' : 'text';
          control = <input {...common} type={type} inputMode={f.type === 'NUMBER' ? 'decimal' : undefined} dir={f.type === 'URL' || f.type === 'EMAIL' ? 'ltr' : 'auto'} autoComplete="off" required={required} readOnly={f.readOnly} value={value} onChange={(ev) => onChange(f.name, ev.target.value)} />;
        }
        return (
          <FormField
            key={f.name}
            id={id}
            label={
              <>
                <bdi>{f.name}</bdi>
                {!required && !f.readOnly && f.type !== 'QUICK_CONNECT' ? ` ${intl.formatMessage({ id: 'task.template.optional' })}` : ''}
              </>
            }
            error={shownError}
          >
            {control}
          </FormField>
        );
      })}
    </>
  );
}
