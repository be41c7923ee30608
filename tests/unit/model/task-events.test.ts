import { describe, expect, it } from 'vitest';
import { makeContact } from '../../../src/shared/model';
import { modelWithFakePort } from './support/model';

// Task events and state changes as alerts (task §4, §8): each event its alert or toast on the task's context, a
// later event taking back what it contradicts, pause and resume replacing each other, and a closed task's alerts going.

const task = (state: 'connected' | 'paused' | 'ended') => makeContact({ contactId: 't1', type: 'task', state, connections: [] });
const types = (m: ReturnType<typeof modelWithFakePort>['model']) => m.alerts.list.value.map((a) => `${a.type}@${a.context}`);

describe('task events', () => {
  it('expiring warns, expired replaces it with an error', () => {
    const { model } = modelWithFakePort();
    model.taskEvents.apply('t1', 'expiring');
    expect(model.alerts.list.value[0]).toMatchObject({ level: 'warning', type: 'task_expiring', context: 't1' });
    model.taskEvents.apply('t1', 'expired');
    expect(types(model)).toEqual(['task_expired@t1']);
  });

  it('a transfer: initiated, then failed (error) or succeeded (a toast)', () => {
    const { model } = modelWithFakePort();
    model.taskEvents.apply('t1', 'transfer-initiated');
    expect(types(model)).toEqual(['task_transfer_initiated@t1']);
    model.taskEvents.apply('t1', 'transfer-failed');
    expect(types(model)).toEqual(['transfer_task_failed@t1']);
    model.taskEvents.apply('t1', 'transfer-succeeded');
    expect(types(model)).toEqual([]);
    expect(model.toasts.list.value.map((t) => (t.kind === 'notice' ? t.type : t.kind))).toEqual(['task_transfer_succeeded']);
  });

  it('pause and resume alerts replace each other; a closed task takes its alerts with it', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([task('connected')]);
    model.contacts.applySnapshot([task('paused')]);
    expect(types(model)).toEqual(['task_paused@t1']);
    model.contacts.applySnapshot([task('connected')]);
    expect(types(model)).toEqual(['task_resumed@t1']);
    model.taskEvents.apply('t1', 'expiring');
    model.contacts.applySnapshot([]);
    expect(types(model)).toEqual([]);
  });

  it('a task that ends no longer warns that it expires', () => {
    const { model } = modelWithFakePort();
    model.contacts.applySnapshot([task('connected')]);
    model.taskEvents.apply('t1', 'expiring');
    expect(types(model)).toEqual(['task_expiring@t1']);
    model.contacts.applySnapshot([task('ended')]);
    expect(types(model)).toEqual([]);
  });
});
