import { describe, expect, it } from 'vitest';
import { MAX_BANNERS_SHOWN, bannersToShow } from '../../../src/shared/rules/alert-banners';

const alert = (id: string, level: 'info' | 'warning' | 'error' | 'critical', createdAt: number) => ({ id, level, createdAt });

describe('bannersToShow', () => {
  it('shows every alert while there are few', () => {
    const a = [alert('a', 'error', 1), alert('b', 'warning', 2)];
    expect(bannersToShow(a, false)).toEqual({ shown: [a[0], a[1]], hidden: 0 });
  });
  it('folds the ones beyond the cap, keeping the most severe and then the newest', () => {
    const a = [alert('old-error', 'error', 1), alert('warning', 'warning', 5), alert('new-error', 'error', 3), alert('critical', 'critical', 0)];
    const { shown, hidden } = bannersToShow(a, false);
    expect(MAX_BANNERS_SHOWN).toBe(2);
    expect(shown.map((x) => x.id)).toEqual(['critical', 'new-error']);
    expect(hidden).toBe(2);
  });
  it('shows them all once expanded, in the same order', () => {
    const a = [alert('old-error', 'error', 1), alert('warning', 'warning', 5), alert('new-error', 'error', 3)];
    expect(bannersToShow(a, true)).toEqual({ shown: [a[2], a[0], a[1]], hidden: 0 });
  });
  it('alerts raised in the same millisecond: the later one first', () => {
    const a = [alert('first', 'error', 7), alert('second', 'error', 7), alert('third', 'error', 7)];
    expect(bannersToShow(a, false).shown.map((x) => x.id)).toEqual(['third', 'second']);
  });
});
