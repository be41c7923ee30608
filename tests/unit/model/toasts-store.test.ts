import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createToastsStore } from '../../../src/shared/model/toasts/toasts';

describe('toasts', () => {
  it('disappear after their timeout, 20 s by default', () => {
    const clock = new ManualClock();
    const toasts = createToastsStore(clock);
    toasts.show({ kind: 'incoming-contact', contactId: 'c1' });
    clock.advance(19_999);
    expect(toasts.list.value).toHaveLength(1);
    clock.advance(1);
    expect(toasts.list.value).toHaveLength(0);
  });
  it('show one toast per incoming contact', () => {
    const toasts = createToastsStore(new ManualClock());
    const a = toasts.show({ kind: 'incoming-contact', contactId: 'c1' });
    const b = toasts.show({ kind: 'incoming-contact', contactId: 'c1' });
    expect(a).toBe(b);
    expect(toasts.list.value).toHaveLength(1);
  });
  it('close for a contact on request', () => {
    const toasts = createToastsStore(new ManualClock());
    toasts.show({ kind: 'incoming-contact', contactId: 'c1' });
    toasts.show({ kind: 'notice', level: 'error', type: 'x' });
    toasts.dismissForContact('c1');
    expect(toasts.list.value.map((t) => t.kind)).toEqual(['notice']);
  });
});
