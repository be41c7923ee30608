import { describe, expect, it } from 'vitest';
import { createScreenPopWindows } from '../../../src/shared/crm/screen-pop-windows';

/** A window.open that a test can make block, recording what was opened where. */
function browser() {
  const opened: { url: string; target: string; popup: { opener: unknown } }[] = [];
  let blocking = false;
  return {
    opened,
    block: (on: boolean) => (blocking = on),
    open: ((url: string, target: string) => {
      if (blocking) return null;
      const popup = { opener: 'the panel' };
      opened.push({ url, target, popup });
      return popup;
    }) as unknown as Window['open'],
  };
}

const pop = (rule: string, url = `https://crm.example.com/${rule}`) => ({ rule, target: `screen-pop-${rule}`, url });

describe('screen-pop windows', () => {
  it('opens each pop in its rule’s named window', () => {
    const b = browser();
    const windows = createScreenPopWindows(b);
    windows.open(pop('a'));
    expect(b.opened.map((o) => [o.url, o.target])).toEqual([['https://crm.example.com/a', 'screen-pop-a']]);
    expect(windows.blocked.value).toEqual([]);
  });

  it('keeps a blocked pop, one per rule, until a retry opens it or the agent dismisses it', () => {
    const b = browser();
    const windows = createScreenPopWindows(b);
    b.block(true);
    windows.open(pop('a', 'https://crm.example.com/1'));
    windows.open(pop('a', 'https://crm.example.com/2'));
    windows.open(pop('b'));
    expect(windows.blocked.value.map((p) => p.url)).toEqual(['https://crm.example.com/2', 'https://crm.example.com/b']);
    windows.retry(pop('b'));
    expect(windows.blocked.value).toHaveLength(2);
    b.block(false);
    windows.retry(windows.blocked.value[0]!);
    expect(b.opened.map((o) => o.url)).toEqual(['https://crm.example.com/2']);
    windows.dismiss(pop('b'));
    expect(windows.blocked.value).toEqual([]);
  });
});
