import type { TaskTemplate, TaskTemplateSummary } from '../../shared/model';
import type { TemplateField, TemplateFieldType } from '../../shared/rules/task-template-fields';

/**
 * The task-templates endpoint's answers (listTaskTemplates, getTaskTemplate) as the model's templates: each field
 * with its constraints (required, read-only, invisible) and default folded in. Unknown field types are left out, so
 * a newer template never shows a field the panel cannot fill.
 */

const TYPES: readonly TemplateFieldType[] = ['NAME', 'DESCRIPTION', 'SCHEDULED_TIME', 'QUICK_CONNECT', 'URL', 'NUMBER', 'TEXT', 'TEXT_AREA', 'DATE_TIME', 'BOOLEAN', 'SINGLE_SELECT', 'EMAIL', 'SELF_ASSIGN'];

type Named = { Id?: { Name?: unknown } };
const names = (list: unknown): Set<string> => new Set(Array.isArray(list) ? (list as Named[]).map((x) => x?.Id?.Name).filter((n): n is string => typeof n === 'string') : []);

export function toTemplateSummaries(data: unknown): TaskTemplateSummary[] {
  const list = (data as { TaskTemplates?: unknown } | null)?.TaskTemplates;
  if (!Array.isArray(list)) return [];
  return list.flatMap((t: { Id?: unknown; Name?: unknown; Description?: unknown }) =>
    typeof t?.Id === 'string' && typeof t.Name === 'string' ? [{ id: t.Id, name: t.Name, ...(typeof t.Description === 'string' ? { description: t.Description } : {}) }] : [],
  );
}

export function toTaskTemplate(data: unknown): TaskTemplate {
  const t = data as { Id?: unknown; Name?: unknown; SnapshotVersion?: unknown; ContactFlowId?: unknown; Fields?: unknown; Constraints?: Record<string, unknown>; Defaults?: { DefaultFieldValues?: unknown } } | null;
  if (!t || typeof t.Id !== 'string' || typeof t.Name !== 'string') throw new Error('The task template has no Id or Name');
  const required = names(t.Constraints?.RequiredFields);
  const readOnly = names(t.Constraints?.ReadOnlyFields);
  const invisible = names(t.Constraints?.InvisibleFields);
  const defaults = new Map<string, string>();
  for (const d of Array.isArray(t.Defaults?.DefaultFieldValues) ? (t.Defaults!.DefaultFieldValues as (Named & { DefaultValue?: unknown })[]) : []) {
    if (typeof d?.Id?.Name === 'string' && typeof d.DefaultValue === 'string') defaults.set(d.Id.Name, d.DefaultValue);
  }
  const fields: TemplateField[] = (Array.isArray(t.Fields) ? (t.Fields as (Named & { Type?: unknown; SingleSelectOptions?: unknown })[]) : []).flatMap((f) => {
    const name = f?.Id?.Name;
    if (typeof name !== 'string' || !TYPES.includes(f.Type as TemplateFieldType)) return [];
    const options = Array.isArray(f.SingleSelectOptions) ? f.SingleSelectOptions.filter((o): o is string => typeof o === 'string') : undefined;
    return [
      {
        name,
        type: f.Type as TemplateFieldType,
        ...(required.has(name) ? { required: true } : {}),
        ...(readOnly.has(name) ? { readOnly: true } : {}),
        ...(invisible.has(name) ? { invisible: true } : {}),
        ...(defaults.has(name) ? { defaultValue: defaults.get(name)! } : {}),
        ...(options ? { options } : {}),
      },
    ];
  });
  return { id: t.Id, name: t.Name, snapshotVersion: typeof t.SnapshotVersion === 'number' ? t.SnapshotVersion : 0, ...(typeof t.ContactFlowId === 'string' ? { contactFlowId: t.ContactFlowId } : {}), fields };
}
