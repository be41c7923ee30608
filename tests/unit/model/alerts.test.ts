import { describe, expect, it } from 'vitest';
import { createAlertsStore } from '../../../src/shared/model/alerts/alerts';
import { ManualClock } from '../../../src/shared/domain/clock';

const store = () => createAlertsStore(new ManualClock());

describe('alerts', () => {
  it('are dismissible below critical, not at critical', () => {
    const alerts = store();
    const error = alerts.add({ level: 'error', type: 'a' })!;
    const critical = alerts.add({ level: 'critical', type: 'b' })!;
    expect(alerts.dismiss(error)).toBe(true);
    expect(alerts.dismiss(critical)).toBe(false);
    expect(alerts.list.value.map((a) => a.type)).toEqual(['b']);
  });
  it('can be made persistent below critical', () => {
    const alerts = store();
    const id = alerts.add({ level: 'error', type: 'ws', dismissible: false })!;
    expect(alerts.dismiss(id)).toBe(false);
  });
  it('sort highest level first, keeping arrival order within a level', () => {
    const alerts = store();
    alerts.add({ level: 'info', type: 'i' });
    alerts.add({ level: 'error', type: 'e1' });
    alerts.add({ level: 'warning', type: 'w' });
    alerts.add({ level: 'critical', type: 'c' });
    alerts.add({ level: 'error', type: 'e2' });
    expect(alerts.list.value.map((a) => a.type)).toEqual(['c', 'e1', 'e2', 'w', 'i']);
  });
  it('ignore duplicates', () => {
    const alerts = store();
    expect(alerts.add({ level: 'error', type: 'x', messageParams: { n: 1 } })).not.toBeNull();
    expect(alerts.add({ level: 'error', type: 'x', messageParams: { n: 1 } })).toBeNull();
    expect(alerts.add({ level: 'error', type: 'x', messageParams: { n: 2 } })).not.toBeNull();
    expect(alerts.add({ level: 'error', type: 'x', context: 'c1', messageParams: { n: 1 } })).not.toBeNull();
    expect(alerts.list.value).toHaveLength(3);
  });
  it('can be removed by type and context, whatever their dismissibility', () => {
    const alerts = store();
    alerts.add({ level: 'critical', type: 'x', context: 'a' });
    alerts.add({ level: 'critical', type: 'x', context: 'b' });
    alerts.removeByType('x', 'a');
    expect(alerts.list.value.map((a) => a.context)).toEqual(['b']);
  });
});
