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

describe('Connect Local task templates: a malformed request', () => {
  it('a broken escape in a template id answers 400 InvalidParameterException, not 500', async () => {
    const { createTaskTemplates, TASK_TEMPLATES_PREFIX } = await import('../../../emulator/task/task-templates.ts');
    const centre = new ContactCentre(defaultDirectory(instanceIds()), defaultSettings());
    const sessions = () => ({ fromCookie: () => ({ username: 'agent' }) }) as never;
    const templates = createTaskTemplates({ centre, tasks: createTask({ centre }) as never, sessions });
    let status = 0;
    let body = '';
    const res = { writeHead: (s: number) => ((status = s), res), setHeader: () => res, end: (b: string) => void (body = String(b)), headersSent: false } as never;
    const path = `${TASK_TEMPLATES_PREFIX}/proxy/instance/${centre.directory.ids.instanceId}/task/template/%E0%A4%A`;
    await templates.handle({ method: 'GET', headers: { 'x-csrf-token': '1' } } as never, res, path, new URL(`http://127.0.0.1${path}`));
    expect(status).toBe(400);
    expect(body).toContain('InvalidParameterException');
  });
});
