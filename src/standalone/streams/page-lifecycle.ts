import type { CcpModel } from '../../shared/model';
import { effect } from '../../shared/model/signals';

/**
 * Keeps the window that carries calls awake, and catches up when the browser froze it anyway.
 *
 * - While it carries a signed-in agent's calls the window holds a Web Lock: Chromium does not freeze a page that
 *   holds one (https://developer.chrome.com/blog/freezing-on-energy-saver, "What pages can be frozen?": a group
 *   that holds a Web Lock is not frozen; during a call the live microphone track exempts it as well). A lock of
 *   its own name per window, so no window waits for another's.
 * - Page Lifecycle `freeze` / `resume` (https://developer.chrome.com/docs/web-platform/page-lifecycle-api): on
 *   resume it asks streams' worker for a fresh agent update at once (the request agent.setConfiguration makes)
 *   and re-reads what streams has, and the model tells the agent about contacts offered meanwhile.
 */
export function watchPageLifecycle(streams: typeof connect, model: CcpModel, resync: () => void, doc: Document = document, locks: LockManager | undefined = navigator.locks) {
  doc.addEventListener('freeze', () => model.pageSleep.applyFrozen());
  doc.addEventListener('resume', () => {
    model.pageSleep.applyResumed();
    const s = streams as unknown as { EventType: { RELOAD_AGENT_CONFIGURATION: string }; core: { getUpstream(): { sendUpstream(e: string): void } | null } };
    s.core.getUpstream()?.sendUpstream(s.EventType.RELOAD_AGENT_CONFIGURATION);
    resync();
  });

  let release: (() => void) | null = null;
  effect(() => {
    const stay = model.softphoneCarrier.stayAwake.value;
    if (stay && !release && locks) {
      const held = new Promise<void>((resolve) => (release = resolve));
      void locks.request(`connect-ccp-carrier-${crypto.randomUUID()}`, () => held).catch(() => undefined);
    } else if (!stay && release) {
      release();
      release = null;
    }
  });
}
