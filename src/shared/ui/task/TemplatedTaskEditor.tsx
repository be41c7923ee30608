import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { templatedFormErrors, templatedTaskValues, type Contact, type ContactStatus, type TaskTemplate } from '../../model';
import type { TemplateField } from '../../rules/task-template-fields';
import { useModel } from '../app/model-context';
import { useValue } from '../app/use-value';
import { Button } from '../common';
import { TemplateFields } from './TemplateFields';

/** Fields an edit leaves out: who the task is for is decided at creation (task §4). */
const NOT_EDITED = new Set(['QUICK_CONNECT', 'SELF_ASSIGN']);

/**
 * The update view keeps the scheduled-time field only when the task has a scheduled time (task §4, K.59), and then
 * read-only: the update API (updateTaskContact) cannot move a schedule.
 */
function editedFields(fields: readonly TemplateField[], scheduled: boolean): TemplateField[] {
  return fields.filter((f) => !f.invisible && !NOT_EDITED.has(f.type) && (f.type !== 'SCHEDULED_TIME' || scheduled)).map((f) => (f.type === 'SCHEDULED_TIME' ? { ...f, readOnly: true } : f));
}

/**
 * A templated task's descriptor (task §2, §4): the template's fields with the task's values, editable only while
 * the task is connected; paused or ended makes them read-only. Save and Cancel are enabled only with changes (and
 * not while paused); Save sends updateContact, Cancel puts the task's values back. The edits live in the model,
 * which saves the valid ones before the agent ends or transfers the task.
 */
export function TemplatedTaskEditor({ contact, status }: { contact: Contact; status: ContactStatus }) {
  const model = useModel();
  const intl = useIntl();
  const ids = useId();
  const now = useValue(model.now);
  const templateId = contact.task?.templateId;
  const version = contact.task?.templateVersion;
  const [template, setTemplate] = useState<TaskTemplate | null | 'failed'>(null);
  const edits = useValue(model.taskTemplates.edits(contact.contactId))?.values ?? {};
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

  const scheduled = contact.task?.scheduledTime !== undefined;
  const fields = useMemo(() => (template && template !== 'failed' ? editedFields(template.fields, scheduled) : []), [template, scheduled]);
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
  const current = templatedTaskValues(contact, fields);
  const editable = status === 'connected' && model.can('taskTemplates');
  // Unsaved edits show while they may still be saved (connected, or paused for now); after the end, the task's values.
  const values = editable || status === 'paused' ? { ...current, ...edits } : current;
  const changed = Object.keys(edits).some((k) => edits[k] !== current[k]);
  const errors = templatedFormErrors(fields, values, now, false);
  const invalid = Object.keys(errors).length > 0;
  const save = async () => {
    setSaving(true);
    await model.taskTemplates.saveEdits(contact.contactId);
    setSaving(false);
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
      <TemplateFields idPrefix={ids} fields={fields.map((f) => (editable ? f : { ...f, readOnly: true }))} values={values} errors={editable ? errors : {}} assignees={[]} disabled={saving} lockQuickConnect={false} onChange={(k, v) => model.taskTemplates.edit(contact.contactId, fields, k, v)} />
      <div className="action-bar create-task-actions">
        <Button disabled={!editable || !changed || saving} onClick={() => model.taskTemplates.discardEdits(contact.contactId)}>
          <FormattedMessage id="task.template.cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={!editable || !changed || invalid || saving}>
          <FormattedMessage id="task.template.save" />
        </Button>
      </div>
    </form>
  );
}
