import { chromium } from 'playwright-core';
import { connectLocalPanelConfig, startPanelHost } from '../emulator/panel-host.ts';
import { startConnectLocal } from '../emulator/server.ts';
import { chromiumArgs, findChromium } from '../tests/browser/support/chromium.ts';
import { MANY_CHATS, controlApi, row } from './browser.bench.ts';
import { acceptChat } from './idle.bench.ts';

/**
 * Ring to screen: Connect Local's offer of a contact (its change that routes it to the agent, stamped with its wall
 * clock) → the offer shown (the incoming toast or the incoming view's Accept button in the DOM, then the next frame
 * painted), and the panel's own share of it: streams' new-contact callback (the library's event) → shown.
 *
 * Task and email are offered with ten live chats, a chat with nine (it is the tenth, the most a routing profile
 * allows), a call with none, as Connect Local, like Amazon Connect, offers no call beside an open contact. Once chats
 * are live the panel shows one, so a later offer comes as a toast; a call, offered alone, on the voice tab. Each offer is rejected and cleared through
 * streams, off the clock, so the next finds the agent as before.
 */
export async function ringBench(rounds = 10) {
  const { shown, share, frames } = await ringOffers(rounds);
  return [
    ...Object.keys(shown).map((ch) => row(`ring to screen, ${ch}: Connect Local's offer → the offer painted${ch === 'voice' ? ', no other contact' : ch === 'chat' ? ', nine live chats' : ', ten live chats'} (ms)`, shown[ch]!)),
    ...Object.keys(frames).map((ch) => row(`ring to screen, ${ch}: the frame that paints the offer, counted from streams' new-contact callback (goal p95 = 1, the first frame after the library's event)`, frames[ch]!)),
    // Includes the wait for that frame (up to one vsync after the panel's work), so it is not a goal of its own.
    ...Object.keys(share).map((ch) => row(`ring to screen, ${ch}: the panel's share, streams' new-contact callback → painted (ms)`, share[ch]!)),
  ];
}

/** The offers, timed; with `profile`, each also traced (bench/ring-profile.ts), which costs time of its own. */
export async function ringOffers(rounds: number, o: { profile?: boolean } = {}) {
  const local = await startConnectLocal({ port: 0, settings: { ringTimeoutMs: 600_000 }, phone: 'desk' });
  const panel = await startPanelHost({ config: connectLocalPanelConfig(local.url) });
  local.allowPanelOrigin(panel.url);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const api = controlApi(local.apiUrl);
  const shown: Record<string, number[]> = { voice: [], chat: [], task: [], email: [] };
  const share: Record<string, number[]> = { voice: [], chat: [], task: [], email: [] };
  const frames: Record<string, number[]> = { voice: [], chat: [], task: [], email: [] };
  const profiled: Record<string, OfferProfile[]> = { voice: [], chat: [], task: [], email: [] };
  try {
    await api('PATCH', '/agents/agent', { channelConcurrency: MANY_CHATS });
    const context = await browser.newContext();
    if (o.profile) await context.addInitScript(COMMITS);
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const cdp = o.profile ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    await page.goto(panel.url);
    await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    const available = async () => (await api('GET', '/state')).agents.some((a: any) => a.username === 'agent' && a.state.name === 'Available');
    for (let t = 0; !(await available()); t++) {
      if (t > 600) throw new Error('the agent did not become Available');
      await new Promise((r) => setTimeout(r, 50));
    }
    const offer = async (channel: string) => {
      const body = channel === 'voice' ? { channel } : channel === 'chat' ? { channel, customerName: 'Riley Ring' } : channel === 'task' ? { channel, name: 'Ring task' } : { channel, from: 'casey@example.com', subject: 'Ring', text: 'Hello' };
      if (o.profile) {
        await page.evaluate('window.__ring.commits = []');
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
        await cdp!.send('Profiler.start');
      }
      const { contactId } = await api('POST', '/contacts', body);
      await page.waitForFunction((id) => (window as any).__ring.painted[id] !== undefined, contactId, { timeout: 30_000, polling: 200 }).catch(async (e) => {
        throw new Error(`${channel} offer ${contactId} not seen shown: ${e}; in the page ${await page.evaluate('JSON.stringify({ ring: window.__ring, streams: !!window.connect, toasts: document.querySelectorAll(".toast-incoming").length, buttons: [...document.querySelectorAll("button")].map((b) => b.textContent.trim()).slice(0, 30) })')}`);
      });
      const log = (await api('GET', '/state')).log as { at: number; reason: string }[];
      const offeredAt = log.find((e) => e.reason.includes(contactId))?.at;
      const seen = await page.evaluate((id) => {
        const r = (window as any).__ring;
        return { origin: performance.timeOrigin, painted: r.painted[id] as number, event: r.event[id] as number | undefined, frame: r.frame[id] as number | undefined };
      }, contactId);
      if (seen.frame !== undefined) frames[channel]!.push(seen.frame);
      if (offeredAt !== undefined) shown[channel]!.push(seen.origin + seen.painted - offeredAt);
      if (seen.event !== undefined) share[channel]!.push(seen.painted - seen.event);
      if (o.profile) {
        const { profile } = (await cdp!.send('Profiler.stop')) as { profile: CpuProfile };
        const times = threadTimes(await browser.stopTracing());
        profiled[channel]!.push({ ...times, selfTime: selfTime(profile, times.from, times.to), commits: await page.evaluate('window.__ring.commits') });
      }
      // Off the clock: streams rejects and clears it, so the next offer finds the agent as before.
      await page.evaluate(`new Promise((resolve, reject) => {
        const c = new connect.Agent().getContacts().find((x) => x.getContactId() === ${JSON.stringify(contactId)});
        c.reject({ success: () => setTimeout(() => c.clear({ success: resolve, failure: (e) => reject(new Error(String(e))) }), 200), failure: (e) => reject(new Error(String(e))) });
      })`);
      for (let t = 0; (await api('GET', '/state')).contacts.some((c: any) => c.contactId === contactId); t++) {
        if (t > 600) throw new Error(`offered ${channel} ${contactId} was not cleared`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // A call alone comes on the voice tab (its incoming view); once chats are live the panel shows one of them.
    for (let i = 0; i < rounds; i++) await offer('voice');
    await page.getByRole('tab', { name: /^Chat/ }).click();
    for (let i = 0; i < 9; i++) await acceptChat(page, api);
    for (let i = 0; i < rounds; i++) await offer('chat');
    await acceptChat(page, api);
    for (const channel of ['task', 'email']) for (let i = 0; i < rounds; i++) await offer(channel);
    await context.close();
  } finally {
    await browser.close();
    await panel.close();
    await local.close();
  }
  return { shown, share, frames, profiled };
}

/**
 * In the page: when streams first tells of each contact (a callback registered as soon as streams has run, before
 * the panel's), and when an offer is first in the DOM (an incoming toast, or an Accept button) and then painted
 * (the frame after: requestAnimationFrame, then a task).
 */
const WATCH = `
(() => {
  const ring = (window.__ring = { event: {}, painted: {}, frame: {}, pending: false });
  // Frames begun since each offer's event, counted by requestAnimationFrame only while an offer is not yet in the DOM
  // (a loop always running would itself ask for a frame every vsync).
  const begun = {};
  const count = (id) => requestAnimationFrame(() => { if (ring[id]) return; begun[id] = (begun[id] ?? 0) + 1; count(id); });
  // streams assigns window.connect as it starts running; a microtask queued then runs once its script has run,
  // before the panel calls initCCP.
  let streams;
  Object.defineProperty(window, 'connect', {
    configurable: true,
    get: () => streams,
    set: (v) => {
      streams = v;
      queueMicrotask(() => {
        delete window.connect;
        window.connect = streams;
        // Its event bus exists once initCCP has run: subscribe right after it.
        const init = streams.core.initCCP;
        streams.core.initCCP = function (...args) {
          const out = init.apply(this, args);
          streams.contact((c) => { const id = c.getContactId(); if (ring.event[id] === undefined) { ring.event[id] = performance.now(); console.timeStamp('ring:event'); count(id); } });
          return out;
        };
      });
    },
  });
  const offered = () => {
    const ids = Object.keys(ring.event).filter((id) => ring.painted[id] === undefined && !ring[id]);
    if (!ids.length) return;
    const toast = document.querySelector('[role=alertdialog].toast-incoming');
    const accept = [...document.querySelectorAll('button')].some((b) => /^Accept (call|chat|task|email|callback)$/.test(b.textContent.trim()));
    if (!toast && !accept) return;
    // In the DOM now: the next frame to begin paints it, the first after the event if none has begun since.
    for (const id of ids) { ring[id] = true; ring.frame[id] = (begun[id] ?? 0) + 1; }
    requestAnimationFrame(() => setTimeout(() => { const t = performance.now(); console.timeStamp('ring:painted'); for (const id of ids) ring.painted[id] = t; }));
  };
  new MutationObserver(offered).observe(document, { childList: true, subtree: true });
})();`;

/** One offer profiled: the page's main-thread time (thread time, so it holds on a busy machine) and React's commits. */
export interface OfferProfile {
  /** Thread time from streams' new-contact callback to the end of the task it ran in (the panel's synchronous work). */
  inTask: number;
  /** Thread time of every main-thread task from the callback to the offer painted (the task's rest and the frame). */
  toPainted: number;
  /** Of toPainted: style recalculation, layout, paint (pre-paint and paint). */
  style: number;
  layout: number;
  paint: number;
  /** React commits between the callback and painted, each with the components that rendered (names with --dev). */
  commits: { rendered: number; names: string[] }[];
  /** Sampled CPU time between the callback and painted, by function (self time, ms). */
  selfTime: Record<string, number>;
}

type CpuProfile = { nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** A CPU profile's self time by function between two trace times (the profile and the trace share the clock). */
function selfTime(p: CpuProfile, from: number, to: number): Record<string, number> {
  const frames = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const parent = new Map(p.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id] as const)));
  const at = (f: CpuProfile['nodes'][number]['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  const out: Record<string, number> = {};
  let t = p.startTime;
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const f = frames.get(id)!;
    // A browser function (layout read, focus) is named with its caller, which is what to change.
    const caller = f.url === '' && parent.has(id) ? frames.get(parent.get(id)!) : undefined;
    const key = caller ? `${f.functionName} < ${at(caller)}` : at(f);
    out[key] = (out[key] ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000;
  });
  return out;
}

/** Reads a timeline trace of one offer: the main thread's time from the `ring:event` mark to `ring:painted`. */
function threadTimes(buffer: Buffer): Omit<OfferProfile, 'commits' | 'selfTime'> & { from: number; to: number } {
  type E = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tts?: number; tdur?: number; args?: { data?: { message?: string } } };
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: E[] }).traceEvents;
  const mark = (m: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m);
  const event = mark('ring:event');
  const painted = mark('ring:painted');
  if (!event || !painted) return { inTask: NaN, toPainted: NaN, style: NaN, layout: NaN, paint: NaN, from: 0, to: 0 };
  const thread = events.filter((e) => e.pid === event.pid && e.tid === event.tid && e.ph === 'X');
  const tasks = thread.filter((e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask');
  const within = (e: E, t: E) => e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0);
  const outer = tasks.filter((t) => within(event, t)).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const inTask = outer ? (outer.tts! + outer.tdur! - event.tts!) / 1000 : NaN;
  // Top-level tasks only (a task may hold nested ones): those that start after the callback's task began.
  const top = tasks.filter((t) => !tasks.some((u) => u !== t && within(t, u) && (u.dur ?? 0) > (t.dur ?? 0)));
  const span = top.filter((t) => t.ts + (t.dur ?? 0) >= event.ts && t.ts <= painted.ts);
  const sum = (names: string[]) => thread.filter((e) => names.includes(e.name) && e.ts >= event.ts && e.ts <= painted.ts).reduce((a, e) => a + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  const toPainted = span.reduce((a, t) => a + (t === outer ? outer.tts! + outer.tdur! - event.tts! : t.ts <= painted.ts && t.ts + (t.dur ?? 0) >= painted.ts ? painted.tts! - t.tts! : t.tdur!), 0) / 1000;
  return { inTask, toPainted, style: sum(['UpdateLayoutTree', 'RecalculateStyles']), layout: sum(['Layout']), paint: sum(['PrePaint', 'Paint', 'PaintImage']), from: event.ts, to: painted.ts };
}

/**
 * Counts React's commits and, per commit, the components that rendered in it (a function or class component whose
 * fiber did work: React DevTools' own test), through the hook React DOM looks for when it loads.
 */
const COMMITS = `
(() => {
  const named = (f) => { const t = f.type; return t && (t.displayName || t.name) || (t && t.render && (t.render.displayName || t.render.name)) || '?'; };
  const rendered = (root) => {
    const out = [];
    const walk = (f) => {
      for (; f; f = f.sibling) {
        const component = f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15;
        if (component && (f.alternate === null || (f.flags & 1) === 1)) out.push(named(f));
        // A subtree React bailed out of keeps the children it had (not cloned): nothing in it rendered.
        if (f.child && (f.alternate === null || f.child !== f.alternate.child)) walk(f.child);
      }
    };
    walk(root.current.child);
    return out;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onCommitFiberRoot(_, root) { const r = window.__ring; if (r && r.commits) { const names = rendered(root); r.commits.push({ rendered: names.length, names }); } },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {},
  };
})();`;
