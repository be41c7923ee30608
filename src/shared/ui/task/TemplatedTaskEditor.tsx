import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { templatedFormErrors, type Contact, type ContactStatus, type TaskTemplate } from '../../model';
import type { TemplateField } from '../../rules/task-template-fields';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { TemplateFields } from './TemplateFields';

/** Fields an edit leaves out: who the task is for is decided at creation (task §4). */
const NOT_EDITED = new Set(['QUICK_CONNECT', 'SELF_ASSIGN', 'SCHEDULED_TIME']);

/** The contact's current values as the form holds them (dates as epoch ms). */
function valuesOf(contact: Contact, fields: readonly TemplateField[]): Record<string, string> {
  const refs = new Map((contact.task?.references ?? []).map((r) => [r.name, r.value]));
  return Object.fromEntries(
    fields.map((f) => {
      if (f.type === 'NAME') return [f.name, contact.name ?? ''];
      if (f.type === 'DESCRIPTION') return [f.name, contact.description ?? ''];
      const v = refs.get(f.name) ?? '';
      if (f.type === 'DATE_TIME' && v) return [f.name, String(Date.parse(v) || '')];
      return [f.name, v];
    }),
  );
}

/**
 * A templated task's descriptor (task §2, §4): the template's fields with the task's values, editable only while
 * the task is connected; paused or ended makes them read-only. Save and Cancel are enabled only with changes (and
 * not while paused); Save sends updateContact, Cancel puts the task's values back.
 */
export function TemplatedTaskEditor({ contact, status }: { contact: Contact; status: ContactStatus }) {
  const model = useModel();
  const intl = useIntl();
  const ids = useId();
  const now = useValue(model.now);
  const templateId = contact.task?.templateId;
  const version = contact.task?.templateVersion;
  const [template, setTemplate] = useState<TaskTemplate | null | 'failed'>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!templateId) return;
    let live = true;
    model.taskTemplates.template(templateId, version).then(
      (t) => live && setTemplate(t),
      () => live && setTemplate('failed'),
    );
    return () => void (live = false);
  }, [model, templateId, version]);

  const fields = useMemo(() => (template && template !== 'failed' ? template.fields.filter((f) => !f.invisible && !NOT_EDITED.has(f.type)) : []), [template]);
  if (template === 'failed') {
    return (
      <p className="field-error" role="alert">
        <FormattedMessage id="task.template.loadFailed" />
      </p>
    );
  }
  if (!template) {
    return (
      <p className="create-task-hint" role="status">
        <FormattedMessage id="task.template.loading" />
      </p>
    );
  }
  const current = valuesOf(contact, fields);
  const values = { ...current, ...edits };
  const changed = Object.keys(edits).some((k) => edits[k] !== current[k]);
  const editable = status === 'connected' && model.can('taskTemplates');
  const errors = templatedFormErrors(fields, values, now, false);
  const invalid = Object.keys(errors).length > 0;
  const save = async () => {
    setSaving(true);
    const ok = await model.taskTemplates.update(contact.contactId, fields, values);
    setSaving(false);
    if (ok) setEdits({});
  };
  return (
    <form
      className="task-descriptor templated-task"
      aria-label={intl.formatMessage({ id: 'task.template.edit' }, { name: template.name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (editable && changed && !invalid && !saving) void save();
      }}
    >
      <h3 className="task-references-title">
        <bdi>{template.name}</bdi>
      </h3>
      <TemplateFields idPrefix={ids} fields={fields.map((f) => (editable ? f : { ...f, readOnly: true }))} values={values} errors={editable ? errors : {}} assignees={[]} disabled={saving} lockQuickConnect={false} onChange={(k, v) => setEdits((e) => ({ ...e, [k]: v }))} />
      <div className="action-bar create-task-actions">
        <Button disabled={!editable || !changed || saving} onClick={() => setEdits({})}>
          <FormattedMessage id="task.template.cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={!editable || !changed || invalid || saving}>
          <FormattedMessage id="task.template.save" />
        </Button>
      </div>
    </form>
  );
}
