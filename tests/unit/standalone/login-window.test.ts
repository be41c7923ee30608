import { describe, expect, it } from 'vitest';
import { keepPanelInLoginWindow } from '../../../src/standalone/streams/init-streams';

// streams closes its sign-in window once the CCP frame acknowledges (core.js: `connect.core.loginWindow.close()`);
// the window is closed only while it does not show the panel (issue 41: the page closed itself after loading
// /softphone in that window).

/** A window as streams' PopupManager hands it back: its location readable only while it is of the panel's origin. */
function popup(at: { origin: string; protocol: string } | 'other-origin') {
  const w = {
    closed: false,
    get location() {
      if (at === 'other-origin') throw new DOMException('Blocked a frame with origin', 'SecurityError');
      return at;
    },
    close() {
      w.closed = true;
    },
  };
  return w;
}

function streamsWith(win: ReturnType<typeof popup>) {
  const streams = { core: {} as { loginWindow?: { closed: boolean; close(): void } | null } };
  keepPanelInLoginWindow(streams as unknown as typeof connect, { origin: 'https://panel.example' });
  streams.core.loginWindow = win as unknown as Window;
  return streams;
}

describe("streams' sign-in window", () => {
  it('is closed while it shows the sign-in page (another origin)', () => {
    const w = popup('other-origin');
    const streams = streamsWith(w);
    expect(streams.core.loginWindow?.closed).toBe(false);
    streams.core.loginWindow!.close();
    expect(w.closed).toBe(true);
    streams.core.loginWindow = null;
    expect(streams.core.loginWindow).toBeNull();
  });

  it('is left open once the agent opened the panel in it', () => {
    const w = popup({ origin: 'https://panel.example', protocol: 'https:' });
    streamsWith(w).core.loginWindow!.close();
    expect(w.closed).toBe(false);
  });

  it('is closed while the sign-in page is still loading (about:blank, which has the opener’s origin)', () => {
    const w = popup({ origin: 'https://panel.example', protocol: 'about:' });
    streamsWith(w).core.loginWindow!.close();
    expect(w.closed).toBe(true);
  });
});
