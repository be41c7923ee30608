import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { templatedFormErrors, type QuickConnect, type TaskEndpoint } from '../../model';
import { TASK_DESCRIPTION_MAX, TASK_NAME_MAX, TASK_SCHEDULE_DAYS, checkTaskDraft, isScheduleInWindow, hasTaskDraftErrors, isTaskAssignee } from '../../rules/task-create';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button, FieldError, FormField, IconButton } from '../common';
import { SchedulePicker } from './SchedulePicker';
import { TemplateFields } from './TemplateFields';
import './task.css';

type Loaded = { state: 'loading' } | { state: 'loaded'; list: QuickConnect[] } | { state: 'failed' };

/**
 * The Create task panel (task §2, §4, §5): name, description, references, Assign to and an optional schedule.
 * Every change goes into the draft (kept in storage), so a reload loses nothing. A field's error shows once the
 * agent has left it (a link's only after blur, as the spec says); Create stays disabled while any error exists,
 * waits while the task is created, and the form is enabled again after a failure (the alert says why).
 * `origin` is 'home' (the Task tab) or the contact the task is created from, which becomes its related contact.
 */
export function CreateTaskPanel({ origin, onClosed }: { origin: string; onClosed: (created: boolean) => void }) {
  const model = useModel();
  const intl = useIntl();
  const form = useValue(model.taskCreate.form(origin));
  const templated = useValue(model.taskTemplates.form(origin));
  const templateList = useValue(model.taskTemplates.list);
  const permissions = useValue(model.agent.permissions);
  // Templates need the host's templates service and the instance's allowTaskTemplates flag.
  const offered = useValue(model.features.offered);
  const templatesOffered = model.can('taskTemplates') && offered.has('taskTemplates');
  const now = useValue(model.now);
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [assignees, setAssignees] = useState<Loaded>({ state: 'loading' });
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set([...t, key])));

  useEffect(() => {
    heading.current?.focus();
    if (!model.can('quickConnects')) return setAssignees({ state: 'failed' });
    let live = true;
    model.intents
      .listQuickConnects()
      .then((list) => live && setAssignees({ state: 'loaded', list: list.filter(isTaskAssignee) }))
      .catch(() => live && setAssignees({ state: 'failed' }));
    return () => void (live = false);
  }, [model]);
  useEffect(() => {
    if (templatesOffered) void model.taskTemplates.loadList();
  }, [model, templatesOffered]);

  if (!form) return null;
  const { draft } = form;
  const errors = checkTaskDraft(draft, now);
  const busy = form.submitting;
  const shown = (key: string) => touched.has(key);
  const fieldId = (key: string) => `${ids}-${key}`;

  const nameError = shown('name') && errors.name ? intl.formatMessage({ id: errors.name === 'required' ? 'task.create.error.nameRequired' : 'task.create.error.nameTooLong' }, { max: TASK_NAME_MAX }) : null;
  const descriptionError = errors.description ? intl.formatMessage({ id: 'task.create.error.descriptionTooLong' }, { max: TASK_DESCRIPTION_MAX }) : null;
  const endpointError = shown('endpoint') && errors.endpoint ? intl.formatMessage({ id: 'task.create.error.assigneeRequired' }) : null;

  const close = (created: boolean) => {
    if (!created) {
      model.taskCreate.cancel(origin);
      model.taskTemplates.close(origin);
    }
    onClosed(created);
  };
  const mayAssignSelf = permissions.has('selfAssignContacts');
  const template = templated?.template ?? null;
  const templateErrors = template ? templatedFormErrors(template.fields, templated!.values, now, mayAssignSelf) : {};
  const templatedBusy = !!templated?.submitting;
  const submit = async () => {
    if (templated) {
      if (!template || templatedBusy || Object.keys(templateErrors).length) return;
      if (await model.taskTemplates.submit(origin)) {
        // The plain draft goes too: the panel was one form.
        model.taskCreate.cancel(origin);
        onClosed(true);
      }
      return;
    }
    if (busy || hasTaskDraftErrors(errors)) return;
    const contactId = await model.taskCreate.submit(origin);
    if (contactId) onClosed(true);
  };
  // Buttons that do not submit keep focus where it is on mousedown: the field's blur would show its error and move
  // the button from under the pointer before the click lands.
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();
  const list = assignees.state === 'loaded' ? assignees.list : [];
  // The chosen quick connect stays choosable even when the list no longer has it (a reload before it loads).
  const options: TaskEndpoint[] = form.endpoint && !list.some((q) => q.endpointARN === form.endpoint!.endpointARN) ? [form.endpoint, ...list] : list;
  const addReference = () => {
    const id = model.taskCreate.addReference(origin);
    if (id) requestAnimationFrame(() => document.getElementById(fieldId(`ref-${id}-name`))?.focus());
  };
  const removeReference = (id: string, index: number) => {
    model.taskCreate.removeReference(origin, id);
    // Focus goes to the row that takes its place, or to Add reference.
    const next = draft.references[index + 1] ?? draft.references[index - 1];
    requestAnimationFrame(() => document.getElementById(next ? fieldId(`ref-${next.id}-name`) : fieldId('add-reference'))?.focus());
  };

  return (
    <section className="create-task" aria-labelledby={fieldId('title')} onKeyDown={(e) => e.key === 'Escape' && !busy && (e.preventDefault(), close(false))}>
      <div className="create-task-head">
        <h2 id={fieldId('title')} ref={heading} tabIndex={-1}>
          <FormattedMessage id="task.create.title" />
        </h2>
        <IconButton icon="close" label={intl.formatMessage({ id: 'task.create.close' })} disabled={busy} onMouseDown={keepFocus} onClick={() => close(false)} />
      </div>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {templatesOffered && templateList.state === 'loaded' && templateList.templates.length > 0 && (
          <FormField id={fieldId('template')} label={<FormattedMessage id="task.template.label" />} error={null}>
            <select id={fieldId('template')} value={templated?.templateId ?? ''} disabled={busy || templatedBusy} onChange={(e) => void model.taskTemplates.select(origin, e.target.value || null)}>
              <option value="">{intl.formatMessage({ id: 'task.template.none' })}</option>
              {templateList.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {templated ? (
          template ? (
            <TemplateFields
              idPrefix={fieldId('tpl')}
              fields={template.fields.filter((f) => !f.invisible && (f.type !== 'SELF_ASSIGN' || mayAssignSelf))}
              values={templated.values}
              errors={templateErrors}
              assignees={list}
              disabled={templatedBusy}
              lockQuickConnect={template.fields.some((f) => f.type === 'SELF_ASSIGN' && templated.values[f.name] === 'true') && mayAssignSelf}
              onChange={(field, value) => model.taskTemplates.setValue(origin, field, value)}
            />
          ) : (
            templated.failed ? (
              <FieldError role="alert">
                <FormattedMessage id="task.template.loadFailed" />
              </FieldError>
            ) : (
              <p className="create-task-hint" role="status">
                <FormattedMessage id="task.template.loading" />
              </p>
            )
          )
        ) : (
        <>
        <Field id={fieldId('name')} label={intl.formatMessage({ id: 'task.create.name' })} error={nameError} counter={{ length: draft.name.length, max: TASK_NAME_MAX }}>
          <input
            id={fieldId('name')}
            type="text"
            dir="auto"
            autoComplete="off"
            required
            aria-invalid={!!nameError}
            aria-describedby={`${fieldId('name')}-constraint${nameError ? ` ${fieldId('name')}-error` : ''}`}
            value={draft.name}
            disabled={busy}
            onChange={(e) => model.taskCreate.update(origin, { name: e.target.value })}
            onBlur={() => touch('name')}
          />
        </Field>
        <Field id={fieldId('description')} label={intl.formatMessage({ id: 'task.create.description' })} error={descriptionError} counter={{ length: draft.description.length, max: TASK_DESCRIPTION_MAX }}>
          <textarea
            id={fieldId('description')}
            rows={4}
            dir="auto"
            aria-invalid={!!descriptionError}
            aria-describedby={`${fieldId('description')}-constraint${descriptionError ? ` ${fieldId('description')}-error` : ''}`}
            value={draft.description}
            disabled={busy}
            onChange={(e) => model.taskCreate.update(origin, { description: e.target.value })}
          />
        </Field>

        {/* A container with its own header, as Cloudscape groups a form's repeated rows (not a bare fieldset). */}
        <section className="create-task-references" aria-labelledby={fieldId('references')}>
          <h3 id={fieldId('references')}>
            <FormattedMessage id="task.create.references" />
          </h3>
          {draft.references.map((ref, i) => {
            const refErrors = errors.references[ref.id] ?? {};
            const n = i + 1;
            const nameErr = shown(`ref-${ref.id}-name`) && refErrors.name ? intl.formatMessage({ id: 'task.create.error.referenceNameRequired' }) : null;
            const linkErr = shown(`ref-${ref.id}-link`) && refErrors.link ? intl.formatMessage({ id: refErrors.link === 'scheme-required' ? 'task.create.error.schemeRequired' : 'task.create.error.invalidUrl' }) : null;
            return (
              <div key={ref.id} className="create-task-reference" role="group" aria-label={intl.formatMessage({ id: 'task.create.reference' }, { n })}>
                <Field id={fieldId(`ref-${ref.id}-name`)} label={intl.formatMessage({ id: 'task.create.referenceName' }, { n })} error={nameErr}>
                  <input
                    id={fieldId(`ref-${ref.id}-name`)}
                    type="text"
                    dir="auto"
                    autoComplete="off"
                    required
                    aria-invalid={!!nameErr}
                    aria-describedby={nameErr ? `${fieldId(`ref-${ref.id}-name`)}-error` : undefined}
                    value={ref.name}
                    disabled={busy}
                    onChange={(e) => model.taskCreate.setReference(origin, ref.id, { name: e.target.value })}
                    onBlur={() => touch(`ref-${ref.id}-name`)}
                  />
                </Field>
                <Field id={fieldId(`ref-${ref.id}-link`)} label={intl.formatMessage({ id: 'task.create.referenceLink' }, { n })} error={linkErr} constraint={intl.formatMessage({ id: 'task.create.referenceLinkConstraint' })}>
                  <input
                    id={fieldId(`ref-${ref.id}-link`)}
                    type="url"
                    dir="ltr"
                    autoComplete="off"
                    required
                    aria-invalid={!!linkErr}
                    aria-describedby={`${fieldId(`ref-${ref.id}-link`)}-constraint${linkErr ? ` ${fieldId(`ref-${ref.id}-link`)}-error` : ''}`}
                    value={ref.link}
                    disabled={busy}
                    onChange={(e) => model.taskCreate.setReference(origin, ref.id, { link: e.target.value })}
                    onBlur={() => touch(`ref-${ref.id}-link`)}
                  />
                </Field>
                <IconButton icon="remove" className="create-task-remove" label={intl.formatMessage({ id: 'task.create.removeReference' }, { n })} disabled={busy} onMouseDown={keepFocus} onClick={() => removeReference(ref.id, i)} />
              </div>
            );
          })}
          <Button id={fieldId('add-reference')} variant="inline" icon="add" disabled={busy} onMouseDown={keepFocus} onClick={addReference}>
            <FormattedMessage id="task.create.addReference" />
          </Button>
        </section>

        <Field id={fieldId('endpoint')} label={intl.formatMessage({ id: 'task.create.assignTo' })} error={endpointError}>
          <select
            id={fieldId('endpoint')}
            required
            aria-invalid={!!endpointError}
            aria-describedby={endpointError ? `${fieldId('endpoint')}-error` : assignees.state !== 'loaded' ? `${fieldId('endpoint')}-state` : undefined}
            value={form.endpoint?.endpointARN ?? ''}
            disabled={busy}
            onChange={(e) => {
              const q = options.find((o) => o.endpointARN === e.target.value);
              model.taskCreate.setEndpoint(origin, q ? { endpointARN: q.endpointARN, endpointId: q.endpointId, name: q.name, type: q.type } : null);
            }}
            onBlur={() => touch('endpoint')}
          >
            <option value="">{intl.formatMessage({ id: 'task.create.assignToPlaceholder' })}</option>
            {options.map((q) => (
              <option key={q.endpointARN} value={q.endpointARN}>
                {intl.formatMessage({ id: q.type === 'agent' ? 'task.create.assignee.agent' : 'task.create.assignee.queue' }, { name: q.name })}
              </option>
            ))}
          </select>
        </Field>
        {assignees.state !== 'loaded' && (
          <p id={`${fieldId('endpoint')}-state`} className="create-task-hint">
            <FormattedMessage id={assignees.state === 'loading' ? 'task.create.assigneesLoading' : 'task.create.assigneesFailed'} />
          </p>
        )}

        <SchedulePicker
          id={fieldId('schedule')}
          legend={intl.formatMessage({ id: 'task.create.schedule' })}
          value={draft.scheduledTime}
          disabled={busy}
          isValid={isScheduleInWindow}
          errorText={intl.formatMessage({ id: 'task.create.error.schedule' }, { numberOfDays: TASK_SCHEDULE_DAYS })}
          describedBy={`${fieldId('schedule')}-hint`}
          onChange={(scheduledTime) => model.taskCreate.update(origin, { scheduledTime })}
        />
        <p id={`${fieldId('schedule')}-hint`} className="create-task-hint">
          <FormattedMessage id="task.create.scheduleHint" values={{ numberOfDays: TASK_SCHEDULE_DAYS }} />
        </p>
        </>
        )}

        <div className="action-bar create-task-actions">
          <Button disabled={busy || templatedBusy} onMouseDown={keepFocus} onClick={() => close(false)}>
            <FormattedMessage id="task.create.cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={templated ? !template || templatedBusy || Object.keys(templateErrors).length > 0 : busy || hasTaskDraftErrors(errors)}>
            <FormattedMessage id={busy || templatedBusy ? 'task.create.creating' : 'task.create.create'} />
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A field of the plain form; a counter, where it has one, is its constraint line. */
function Field({ id, label, error, counter, constraint, children }: { id: string; label: string; error: string | null; counter?: { length: number; max: number }; constraint?: string; children: ReactNode }) {
  return (
    <FormField id={id} label={label} error={error} constraint={counter ? <FormattedMessage id="task.create.counter" values={{ count: counter.length, max: counter.max }} /> : constraint}>
      {children}
    </FormField>
  );
}
