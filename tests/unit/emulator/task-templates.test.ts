import { describe, expect, it } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { createTask } from '../../../emulator/task/task-contacts.ts';
import { toTaskTemplate } from '../../../src/standalone/streams/task-templates.ts';

// Connect Local's seeded task templates as the panel's adapter reads them: together they use every field type and
// every constraint, and a revision gives a template a new snapshot version while the old one stays readable.

const TYPES = ['NAME', 'DESCRIPTION', 'SCHEDULED_TIME', 'QUICK_CONNECT', 'SELF_ASSIGN', 'EMAIL', 'URL', 'NUMBER', 'TEXT', 'TEXT_AREA', 'DATE_TIME', 'BOOLEAN', 'SINGLE_SELECT'];

describe('Connect Local task templates', () => {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), defaultSettings());
  const task = createTask({ centre });
  const routes = task.control.routes;

  it('seeds templates using every field type and constraint, with defaults', async () => {
    const wire = (await routes['GET /task-templates']!({} as never, [], {})) as unknown[];
    const templates = wire.map(toTaskTemplate);
    const fields = templates.flatMap((t) => t.fields);
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(TYPES));
    expect(fields.some((f) => f.required)).toBe(true);
    expect(fields.some((f) => f.readOnly && f.defaultValue)).toBe(true);
    expect(fields.some((f) => f.invisible && f.defaultValue)).toBe(true);
    expect(fields.find((f) => f.type === 'SINGLE_SELECT')?.options).toEqual(['Refund', 'Exchange', 'Question']);
  });

  it('a revision bumps the snapshot version', async () => {
    const v2 = toTaskTemplate(await routes['POST /task-templates/:id/revise']!({} as never, ['tpl-review'], {}));
    expect(v2.snapshotVersion).toBe(2);
    expect(v2.fields.find((f) => f.name === 'Order number')?.required).toBeUndefined();
    await expect(Promise.resolve().then(() => routes['POST /task-templates/:id/revise']!({} as never, ['nope'], {}))).rejects.toThrow(/No task template nope/);
    task.resetTemplates();
    const again = ((await routes['GET /task-templates']!({} as never, [], {})) as unknown[]).map(toTaskTemplate);
    expect(again.find((t) => t.id === 'tpl-review')?.snapshotVersion).toBe(1);
  });
});
