import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What an idle page does per second, counted, not timed: the counts do not depend on how busy the machine is, so
 * they show a change in the panel's idle work where CPU % (noisy on a shared machine) cannot.
 *
 * - style recalculations and layouts: Chromium's own counters (DevTools protocol `Performance.getMetrics`);
 * - layout objects laid out: the layouts' dirty objects, from a timeline trace of the window (how far a change spread);
 * - frames: main-thread frames committed to the compositor by the page's renderer, and paints in them (a frame whose
 *   content did not change paints nothing), and tiles rastered (the screen area repainted);
 * - requests: HTTP requests the page's renderer started (its frames and workers: the panel's polls, and streams' own);
 * - React commits: counted through React's DevTools hook (`commitCounter`, added to the context before the page loads);
 * - animations: those running at the end of the window (`document.getAnimations()`), which ask for a frame each
 *   vsync while nothing changes.
 */
export interface IdleCounts {
  styleRecalcs: number;
  layouts: number;
  layoutObjects: number;
  frames: number;
  paints: number;
  rasterTiles: number;
  requests: number;
  reactCommits: number;
  animations: number;
}

/**
 * Counts React's commits in `window.__benchCommits`: the hook React DOM looks for when it loads (production builds
 * call it once per commit). A string, not a function: tsx would wrap a function's names in a helper the page lacks.
 */
export const commitCounter = `
  window.__benchCommits = 0;
  if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onCommitFiberRoot() { window.__benchCommits++; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  };
`;

/** A fresh context whose pages count React's commits. */
export async function countingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(commitCounter);
  return context;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  args?: { beginData?: { dirtyObjects?: number }; data?: { frames?: { processId: number; parent?: string }[] } };
}

/** Counts over `seconds` of `page` left alone, per second. */
export async function idleCounts(browser: Browser, page: Page, seconds: number): Promise<IdleCounts> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics as { name: string; value: number }[]).map((m) => [m.name, m.value]));
  const commits = async () => Number(await page.evaluate('window.__benchCommits ?? NaN'));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const [m0, c0] = [await metrics(), await commits()];
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const [m1, c1] = [await metrics(), await commits()];
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const animations = Number(await page.evaluate('document.getAnimations().filter((a) => a.playState === "running").length'));
  await cdp.detach();
  // The trace holds every process of the browser: keep the page's renderer (its main frame's process).
  const started = traceEvents.find((e) => e.name === 'TracingStartedInBrowser');
  const renderer = started?.args?.data?.frames?.find((f) => f.parent === undefined)?.processId;
  const mainThread = traceEvents.find((e) => e.pid === renderer && e.name === 'Layout')?.tid ?? traceEvents.find((e) => e.pid === renderer && e.name === 'Commit')?.tid;
  const ofPage = (name: string, ph = 'X') => traceEvents.filter((e) => e.name === name && e.ph === ph && e.pid === renderer);
  const layouts = ofPage('Layout');
  const per = (n: number) => Math.round((n / seconds) * 100) / 100;
  return {
    styleRecalcs: per(m1.RecalcStyleCount! - m0.RecalcStyleCount!),
    layouts: per(m1.LayoutCount! - m0.LayoutCount!),
    layoutObjects: per(layouts.reduce((n, e) => n + (e.args?.beginData?.dirtyObjects ?? 0), 0)),
    frames: per(ofPage('Commit').filter((e) => e.tid === mainThread).length),
    paints: per(ofPage('Paint').length),
    rasterTiles: per(ofPage('RasterTask').length),
    requests: per(ofPage('ResourceSendRequest', 'I').length),
    reactCommits: per(c1 - c0),
    animations,
  };
}
