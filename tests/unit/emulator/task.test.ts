import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { wireContact } from '../../../emulator/cti/wire.ts';
import { createTask } from '../../../emulator/task/task-contacts.ts';

// Connect Local's task channel as streams sees it in the snapshot: a task from the control API is offered,
// accepted, ended or transferred; a scheduled one is offered at its time; bad bodies are refused in words.

const world = () => {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
  const task = createTask({ centre });
  const available = centre.states(centre.agent('agent')).find((s) => s.name === 'Available')!;
  centre.setAgentState(centre.agent('agent'), available, false);
  return { centre, task, create: (body: object) => task.control.create.task({ channel: 'task', ...body }) as { contactId: string; routed: boolean; scheduled: boolean } };
};
let centre: ContactCentre | undefined;
afterEach(() => {
  centre?.reset();
  vi.useRealTimers();
});

describe('Connect Local tasks', () => {
  it('offers a task with the snapshot fields streams reads (name, description, references, template)', () => {
    const w = world();
    centre = w.centre;
    const { contactId, routed } = w.create({ name: 'Refund order 7', description: 'Customer asked twice', references: { Case: { type: 'URL', value: 'https://crm.example.com/7' } }, attributes: { phone: '+12065550100' }, templateId: 'tpl-callback' });
    expect(routed).toBe(true);
    const wire = wireContact(w.centre.contact(contactId, 'agent'));
    expect(wire).toMatchObject({
      type: 'task',
      state: { type: 'connecting' },
      name: 'Refund order 7',
      description: 'Customer asked twice',
      references: { Case: { type: 'URL', value: 'https://crm.example.com/7' } },
      channelContext: { taskTemplateId: 'tpl-callback' },
      attributes: { phone: { name: 'phone', value: '+12065550100' } },
    });
    expect(wire.connections.map((k) => k.type)).toEqual(['agent']);
  });

  it('is accepted, ended and cleared; a rejected offer cannot be accepted', () => {
    const w = world();
    centre = w.centre;
    const a = w.centre.contact(w.create({ name: 'One' }).contactId);
    w.task.lifecycle.accept(a);
    expect(a.state.type).toBe('connected');
    w.task.lifecycle.destroyConnection(a, a.connections[0]!.connectionId);
    expect(a.state.type).toBe('ended');
    w.task.lifecycle.clear(a);
    expect(w.centre.contacts).not.toContain(a);

    const b = w.centre.contact(w.create({ name: 'Two' }).contactId);
    w.task.lifecycle.reject(b);
    expect(b.state.type).toBe('rejected');
    expect(() => w.task.lifecycle.accept(b)).toThrow(/rejected and cannot be accepted/);
  });

  it('transfers to a queue, which ends it for the agent; not to a phone number', () => {
    const w = world();
    centre = w.centre;
    const c = w.centre.contact(w.create({ name: 'Move me' }).contactId);
    w.task.lifecycle.accept(c);
    const phone = { type: 'phone_number' as const, phoneNumber: '+12065550100', name: null, endpointARN: null, agentLogin: null, queue: null };
    expect(() => w.task.lifecycle.addConnection(c, phone)).toThrow(/only be transferred to a queue or an agent/);
    w.task.lifecycle.addConnection(c, { type: 'queue', phoneNumber: null, name: 'BasicQueue', endpointARN: 'arn:queue', agentLogin: null, queue: 'arn:queue' });
    expect(c.state.type).toBe('ended');
    expect(c.connections.at(-1)).toMatchObject({ role: 'third_party', quickConnectName: 'BasicQueue' });
  });

  it('offers a scheduled task at its time, not before', () => {
    vi.useFakeTimers();
    const w = world();
    centre = w.centre;
    const at = Math.floor(Date.now() / 1000) + 3600;
    const r = w.create({ name: 'Later', scheduledTime: at });
    expect(r).toMatchObject({ routed: false, scheduled: true });
    expect(w.centre.contacts.some((x) => x.contactId === r.contactId)).toBe(false);
    vi.advanceTimersByTime(3600 * 1000);
    const c = w.centre.contact(r.contactId, 'agent');
    expect(wireContact(c)).toMatchObject({ state: { type: 'connecting' }, channelContext: { scheduledTime: at } });
  });

  it("creates the agent's own task (CreateTaskContact) for a queue, related to the contact it came from", () => {
    const w = world();
    centre = w.centre;
    const qc = w.centre.directory.quickConnects.find((q) => q.type === 'queue')!;
    const endpoint = { type: 'queue' as const, phoneNumber: null, name: qc.name, endpointARN: qc.endpointARN, agentLogin: null, queue: qc.queue };
    const { contactId } = w.task.lifecycle.createFromAgent('agent', endpoint, qc, { name: 'Follow up', references: { Case: { type: 'URL', value: 'https://crm.example.com/7' } }, relatedContactId: 'c-1' });
    expect(w.centre.contact(contactId, 'agent')).toMatchObject({ type: 'task', relatedContactId: 'c-1', state: { type: 'connecting' }, task: { name: 'Follow up' } });
    const phone = { type: 'phone_number' as const, phoneNumber: '+12065550100', name: null, endpointARN: null, agentLogin: null, queue: null };
    expect(() => w.task.lifecycle.createFromAgent('agent', phone, undefined, { name: 'x' })).toThrow(/only be created for a queue or an agent/);
    expect(() => w.task.lifecycle.createFromAgent('agent', endpoint, qc, { name: '' })).toThrow(/name must be a non-empty string/);
  });

  it.each([
    [{}, /name must be a non-empty string/],
    [{ name: 'x'.repeat(513) }, /at most 512/],
    [{ name: 'ok', description: 'd'.repeat(4097) }, /at most 4096/],
    [{ name: 'ok', references: { Case: { type: 'LINK', value: 'x' } } }, /references.Case must be/],
    [{ name: 'ok', scheduledTime: Math.floor(Date.now() / 1000) + 7 * 24 * 3600 }, /within the next 6 days/],
    [{ name: 'ok', attributes: { a: 1 } }, /attributes must be an object of strings/],
    [{ name: 'ok', colour: 'red' }, /Unknown field colour/],
  ])('refuses %o', (body, message) => {
    const w = world();
    centre = w.centre;
    expect(() => w.create(body)).toThrow(message);
  });
});
