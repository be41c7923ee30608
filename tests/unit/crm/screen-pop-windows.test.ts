import { describe, expect, it } from 'vitest';
import { createScreenPopWindows } from '../../../src/shared/crm/screen-pop-windows';

/** A window.open that a test can make block, recording what was opened where. */
function browser() {
  const opened: { url: string; target: string; popup: { opener: unknown; rel?: string } }[] = [];
  let blocking = false;
  return {
    opened,
    block: (on: boolean) => (blocking = on),
    open: ((blank: string, target: string) => {
      if (blocking) return null;
      // A blank window whose page follows a link: the link's address and rel are what it loads.
      const entry = { url: blank, target, popup: { opener: 'the panel' as unknown, rel: undefined as string | undefined } };
      const link = { href: '', rel: '', click: () => ((entry.url = link.href), (entry.popup.rel = link.rel)) };
      const popup = Object.assign(entry.popup, { document: { createElement: () => link, body: { append: () => undefined } } });
      opened.push(entry);
      return popup;
    }) as unknown as Window['open'],
  };
}

const pop = (rule: string, url = `https://crm.example.com/${rule}`) => ({ rule, target: `screen-pop-${rule}`, url });

describe('screen-pop windows', () => {
  it('opens each pop in a window of its own with no opener and no referrer', () => {
    const b = browser();
    const windows = createScreenPopWindows(b);
    windows.open(pop('a'));
    expect(b.opened.map((o) => [o.url, o.target, o.popup.opener, o.popup.rel])).toEqual([['https://crm.example.com/a', '_blank', null, 'noopener noreferrer']]);
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
