import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { connectLocalPanelConfig, startPanelHost } from '../emulator/panel-host.ts';
import { startConnectLocal } from '../emulator/server.ts';
import { chromiumArgs, findChromium } from '../tests/browser/support/chromium.ts';
import { MANY_CHATS, controlApi, row, type Api } from './browser.bench.ts';
import { countingContext, idleCounts, type IdleCounts } from './idle-counts.ts';

/**
 * What an idle panel costs the machine: the agent Available with five connected chats and a call on hold, nothing
 * happening, against the floor (issue 43): a bare streams page signed in that shows as many ticking mm:ss timers as
 * the panel's own screen does (`bench/pages/timers-floor.html`; the timers are counted on the busy panel's screen,
 * not written here), so the once-a-second frame any panel showing those seconds pays is in both, and whose agent
 * holds the same contacts, taken through streams (`sameContactsOnBarePage`), so what six contacts cost any page is
 * in both too (measured: 0.05 % of a core); beside them the bare page without timers or contacts and the panel with
 * no contacts. The pointer is on no page (`IDLE_POINTER=rest`: at the same point on every page).
 *
 * "The agent's whole browser": each page runs in a Chromium of its own, and its CPU is the user + system time of that
 * browser's every process (browser, GPU, network and utility services, zygotes, renderers: the launched process and
 * all its descendants, read from /proc/<pid>/stat, which counts every thread, ended ones included). The browsers
 * stay open side by side and are measured over the same windows, so the machine's noise hits them alike; each has a
 * Connect Local of its own, so one's traffic is not another's. CPU time, not wall time: on a loaded machine a window
 * is stretched for all of them alike. Linux only.
 *
 * Memory per agent: each browser's proportional set size (PSS, every process of it, from /proc/<pid>/smaps_rollup),
 * the panel with five chats ÷ the bare page: side by side after the CPU windows (information), and the goal's figure
 * with each page's browser alone, as on an agent's machine, after a full collection in the page.
 *
 * Then, one page at a time, what each page does per second, counted (`idle-counts.ts`: frames, paints, layouts,
 * style recalculations, React commits, running animations): counts do not move with the machine's load, so they show
 * a change in the panel's idle work that the CPU figures, on a busy machine, cannot.
 */
export async function idleBench(windows = 6, windowMs = 30_000, countMs = 20_000) {
  const pointerRests = process.env.IDLE_POINTER === 'rest';
  const pointer = pointerRests ? 'the pointer resting on each page' : 'the pointer on no page';
  if (!readdirSync('/proc').some((p) => /^\d+$/.test(p))) throw new Error('needs Linux /proc to read the browsers\' CPU time');
  let timers = 0;
  const setups = [
    {
      name: 'panel, five chats and a call on hold',
      start: async (b: Browser, url: string, api: Api) => {
        const page = await busyPanel(b, url, api);
        timers = await tickingTimers(page);
        return page;
      },
    },
    {
      name: 'timers floor: bare streams page with the panel\'s ticking timers and contacts',
      start: (b: Browser, url: string, api: Api, instance: string) => timersFloor(b, url, instance, api, timers),
    },
    { name: 'bare streams page signed in', start: (b: Browser, url: string, _api: Api, instance: string) => barePage(b, url, instance) },
    { name: 'panel, no contacts', start: (b: Browser, url: string, api: Api) => availablePanel(b, url, api) },
  ] as const;
  const running: ({ name: string; page?: Page } & Launched)[] = [];
  try {
    for (const s of setups) {
      const r = { name: s.name, ...(await launchWithConnectLocal()), page: undefined as Page | undefined };
      running.push(r);
      r.page = await s.start(r.browser, r.panelUrl, r.api, r.instanceUrl);
      // The pointer is on no page (the set-ups are keyed); IDLE_POINTER=rest rests it at one point on every page.
      // With it on a page, Blink updates hover after each layout (the timers lay out every second): when the busy
      // panel's set-up clicked and the floors were never pointed at, that cost (about 3 ms a second) counted against
      // the panel alone.
      if (pointerRests) await r.page.mouse.move(1, 1);
    }
    if (timers === 0) throw new Error('no ticking timer counted on the busy panel\'s screen');
    // Let start-up's lazy loads and the first idle callbacks settle before measuring, and the CCP frame's first
    // workflow-events upload (every 30 s, one POST per contact) carry the set-up's events: the windows are idle.
    await new Promise((r) => setTimeout(r, 35_000));
    const perWindow: number[][] = running.map(() => []);
    const load: number[] = [];
    for (let w = 0; w < windows; w++) {
      const c0 = running.map((r) => treeCpuMs(r.pid));
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, windowMs));
      const c1 = running.map((r) => treeCpuMs(r.pid));
      const elapsed = performance.now() - t0;
      running.forEach((_, i) => perWindow[i]!.push(((c1[i]! - c0[i]!) / elapsed) * 100));
      load.push(loadavg()[0]!);
    }
    const pss = running.map((r) => treePssMiB(r.pid));
    // And again once each page's renderer has collected its garbage: PSS read at a moment holds whatever V8 has not
    // yet collected, which varies run to run by tens of MiB; after a full collection in every browser alike it is
    // what the page keeps (the SharedWorker's own heap is not collected here, in any of the four).
    for (const r of running) await collectGarbage(r.page!);
    await new Promise((r) => setTimeout(r, 3000));
    const pssCollected = running.map((r) => treePssMiB(r.pid));
    const total = (i: number) => perWindow[i]!.reduce((a, b) => a + b, 0) / windows;
    const counts: IdleCounts[] = [];
    for (const r of running) counts.push(await idleCounts(r.browser, r.page!, countMs / 1000));
    // Memory per agent: an agent's machine runs one browser, so each page's browser is measured alone. Side by side,
    // the four browsers share Chromium's own pages (its code, fonts, ICU data), so each one's PSS holds a quarter of
    // them, and what a page adds weighs four times as much against its base as it does on an agent's machine.
    while (running.length) await running.pop()!.close();
    const alone: number[] = [];
    for (const s of setups) {
      const r = await launchWithConnectLocal();
      try {
        const page = await s.start(r.browser, r.panelUrl, r.api, r.instanceUrl);
        await new Promise((res) => setTimeout(res, 15_000));
        alone.push(await pssAfterCollection(r.pid, page));
      } finally {
        await r.close();
      }
    }
    const ratioRow = (figure: string, a: number, b: number) => ({ figure, median: Math.round((a / b) * 100) / 100, p95: null, spread: null, n: windows });
    return [
      ...setups.map((r, i) => row(`idle CPU: ${r.name} (% of one core, the whole browser, ${windowMs / 1000} s windows)`, perWindow[i]!)),
      { figure: 'idle: ticking mm:ss timers on the busy panel\'s screen (count; the floor page shows as many)', median: timers, p95: null, spread: null, n: 1 },
      ratioRow(`idle CPU ratio panel with five chats and a call on hold ÷ timers floor (goal ≤ 1.2), ${pointer}`, total(0), total(1)),
      ratioRow('idle CPU ratio panel with five chats and a call on hold ÷ bare streams page', total(0), total(2)),
      ratioRow('idle CPU ratio timers floor ÷ bare streams page', total(1), total(2)),
      ratioRow('idle CPU ratio panel with no contacts ÷ bare streams page', total(3), total(2)),
      { figure: 'idle: load average (1 min) over the windows', median: Math.round(median(load) * 100) / 100, p95: null, spread: `${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`, n: windows },
      ...setups.map((r, i) => ({ figure: `memory: ${r.name}, PSS of the whole browser (MiB)`, median: Math.round(pss[i]!), p95: null, spread: null, n: 1 })),
      { figure: 'memory ratio, side by side: panel with five chats and a call on hold ÷ bare streams page, whole-browser PSS as found', median: Math.round((pss[0]! / pss[2]!) * 100) / 100, p95: null, spread: null, n: 1 },
      ...setups.map((r, i) => ({ figure: `memory: ${r.name}, PSS of the whole browser after a full garbage collection in the page (MiB)`, median: Math.round(pssCollected[i]!), p95: null, spread: null, n: 1 })),
      { figure: 'memory ratio, side by side: panel with five chats and a call on hold ÷ bare streams page, whole-browser PSS after a full garbage collection in each', median: Math.round((pssCollected[0]! / pssCollected[2]!) * 100) / 100, p95: null, spread: null, n: 1 },
      ...setups.map((r, i) => ({ figure: `memory: ${r.name}, the browser alone, PSS of the whole browser after a full garbage collection in the page (MiB)`, median: Math.round(alone[i]!), p95: null, spread: null, n: 1 })),
      { figure: 'memory ratio panel with five chats and a call on hold ÷ bare streams page, each browser alone, whole-browser PSS after a full garbage collection (goal ≤ 1.15)', median: Math.round((alone[0]! / alone[2]!) * 100) / 100, p95: null, spread: null, n: 1 },
      ...setups.flatMap((r, i) => countRows(r.name, counts[i]!, countMs / 1000)),
    ];
  } finally {
    for (const r of running) await r.close();
  }
}

export interface Launched {
  pid: number;
  browser: Browser;
  panelUrl: string;
  instanceUrl: string;
  api: Api;
  close: () => Promise<void>;
}

/**
 * A Connect Local, a panel host on it (serving `distDir`, dist/standalone by default) and a Chromium of their own (the
 * browser's pid found among this process's children).
 */
export async function launchWithConnectLocal(distDir?: string): Promise<Launched> {
  const local = await startConnectLocal({ port: 0, settings: { ringTimeoutMs: 600_000 }, phone: 'desk' });
  const panel = await startPanelHost({ config: connectLocalPanelConfig(local.url), mounts: { '/bench/': 'bench/pages' }, ...(distDir ? { distDir } : {}) });
  local.allowPanelOrigin(panel.url);
  const before = new Set(childBrowsers());
  // JS_FLAGS passes V8 flags to every renderer (e.g. --trace-gc, printed on the browser's stdout: DEBUG=pw:browser).
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, ...(process.env.JS_FLAGS ? [`--js-flags=${process.env.JS_FLAGS}`] : [])] });
  const pid = childBrowsers().find((p) => !before.has(p));
  const close = async () => {
    await browser.close();
    await panel.close();
    await local.close();
  };
  if (pid === undefined) {
    await close();
    throw new Error('could not find the launched Chromium among this process\'s children');
  }
  return { pid, browser, panelUrl: panel.url, instanceUrl: local.url, api: controlApi(local.apiUrl), close };
}

/** A full garbage collection in the page's renderer. */
export async function collectGarbage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

/** The whole browser's PSS (MiB) once the page has collected its garbage. */
async function pssAfterCollection(pid: number, page: Page): Promise<number> {
  await collectGarbage(page);
  await new Promise((r) => setTimeout(r, 3000));
  return treePssMiB(pid);
}

/**
 * The mm:ss (or h:mm:ss) timers ticking on a page's screen: text nodes that read as a duration, in an element that
 * is rendered, whose text changes within 2.5 s. Counted on the panel itself, so the floor follows what the panel shows.
 */
export async function tickingTimers(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap the callbacks' names in a helper the page does not have.
  return Number(
    await page.evaluate(`new Promise((resolve) => {
      const read = () => {
        const out = [];
        const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const el = n.parentElement;
          if (/^\\d{1,2}(:\\d\\d){1,2}$/.test(n.data.trim()) && el && el.checkVisibility({ visibilityProperty: true })) out.push([n, n.data]);
        }
        return out;
      };
      const first = read();
      setTimeout(() => resolve(first.filter(([n, text]) => n.isConnected && n.data !== text).length), 2500);
    })`),
  );
}

const countNames: Record<keyof IdleCounts, string> = {
  frames: 'frames committed per second',
  paints: 'paints per second',
  rasterTiles: 'tiles rastered per second',
  requests: 'HTTP requests per second',
  layouts: 'layouts per second',
  layoutObjects: 'layout objects laid out per second',
  styleRecalcs: 'style recalculations per second',
  reactCommits: 'React commits per second',
  animations: 'animations running',
};

/** One row per count; the value is the count over the whole window, so it has no spread. */
function countRows(name: string, counts: IdleCounts, seconds: number) {
  return (Object.keys(countNames) as (keyof IdleCounts)[]).map((k) => ({ figure: `idle counts: ${name}, ${countNames[k]} (${seconds} s)`, median: counts[k], p95: null, spread: null, n: 1 }));
}

/** Opens the panel and makes the agent Available, waiting until Connect Local has them so. */
export async function availablePanel(browser: Browser, panelUrl: string, api: Api): Promise<Page> {
  await api('PATCH', '/agents/agent', { channelConcurrency: MANY_CHATS });
  const page = await (await countingContext(browser)).newPage();
  await page.goto(panelUrl);
  // Generous: on a loaded machine (the bench is meant to run beside other work) sign-in alone can take a minute.
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available', { timeout: 120_000 });
  await until(async () => (await api('GET', '/state')).agents.some((a: any) => a.username === 'agent' && a.state.name === 'Available'));
  return page;
}

/**
 * Five chats accepted, then a call the agent dials and puts on hold (Connect Local, as Amazon Connect, offers nothing
 * beside an open voice contact, so the call is outbound); the panel is left on the chat tab with a chat shown.
 */
export async function busyPanel(browser: Browser, panelUrl: string, api: Api) {
  // By keyboard: the pointer is the bench's to place (idleBench: on no page, or with IDLE_POINTER=rest on every page).
  const page = await availablePanel(browser, panelUrl, api);
  await page.getByRole('tab', { name: /^Chat/ }).press('Enter');
  for (let i = 0; i < 5; i++) await acceptChat(page, api);
  await page.getByRole('tab', { name: /^Voice/ }).press('Enter');
  await page.getByRole('button', { name: 'Number pad' }).press('Enter');
  const pad = page.getByRole('form', { name: 'Number pad' });
  await pad.getByRole('textbox', { name: 'Phone number' }).fill('2065550199');
  await pressWhenEnabled(pad.getByRole('button', { name: 'Call' }));
  await pressWhenEnabled(page.getByRole('button', { name: 'Hold' }));
  await page.getByTestId('contact-status').filter({ hasText: 'On hold' }).waitFor();
  await page.getByRole('tab', { name: /^Chat/ }).press('Enter');
  await page.getByRole('tab', { name: /^Chat/, selected: true }).waitFor();
  return page;
}

/** Enter on a button once it is enabled (a press, unlike a click, does not wait for that). */
async function pressWhenEnabled(button: Locator) {
  await button.waitFor();
  await until(() => button.isEnabled());
  await button.press('Enter');
}

/** A customer starts a chat and the agent accepts it; resolves once Connect Local has it connected. */
export async function acceptChat(page: Page, api: Api) {
  const { contactId } = await api('POST', '/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  const connected = async () => (await api('GET', '/state')).contacts.find((x: any) => x.contactId === contactId)?.state === 'connected';
  // The chat on screen offers Accept chat; a chat arriving while another is shown comes as a toast. Pressed again
  // until Connect Local has it: on a busy machine a press can land as the toast is still coming in.
  const accept = page.getByRole('button', { name: 'Accept chat' }).or(page.getByRole('alertdialog').getByRole('button', { name: 'Accept' })).first();
  const t0 = performance.now();
  while (!(await connected())) {
    if (performance.now() - t0 > 60_000) throw new Error(`chat ${contactId} was not connected within 60 s`);
    await accept.press('Enter', { timeout: 5_000 }).catch(() => undefined);
    await until(connected, 3_000).catch(() => undefined);
  }
  return contactId as string;
}

/** The bench's bare page (streams' initCCP and nothing else; with `timers`, the timers floor page), signed in and made Available through streams. */
export async function barePage(browser: Browser, panelUrl: string, instanceUrl: string, timers = 0): Promise<Page> {
  const page = await (await countingContext(browser)).newPage();
  const shown = page.waitForEvent('console', { predicate: (m) => m.text() === 'bench: status shown', timeout: 30_000 });
  const file = timers ? `timers-floor.html?timers=${timers}&` : 'bare-streams.html?';
  await page.goto(`${panelUrl}/bench/${file}instance=${encodeURIComponent(instanceUrl)}`);
  await shown;
  // The panel's pages are driven by role and name, which puts Playwright's injected script (a third of a MiB of
  // source and its heap) in their renderer; one locator here puts the same in these pages, so the driver weighs alike.
  await page.locator('#status').waitFor({ state: 'attached' });
  // A string, not a function: tsx would wrap the callbacks' names in a helper the page does not have.
  await page.evaluate(`new Promise((resolve, reject) => connect.agent((agent) => {
    const available = agent.getAgentStates().find((s) => s.name === 'Available');
    agent.setState(available, { success: () => resolve(), failure: (e) => reject(new Error(String(e))) });
  }))`);
  return page;
}

/** The timers floor: the bare streams page showing `timers` ticking timers, its agent holding the busy panel's contacts. */
export async function timersFloor(browser: Browser, panelUrl: string, instanceUrl: string, api: Api, timers: number): Promise<Page> {
  const page = await barePage(browser, panelUrl, instanceUrl, timers);
  await sameContactsOnBarePage(page, api);
  return page;
}

/**
 * The busy panel's contacts, taken on a bare streams page through streams alone: five chats accepted, a call dialled
 * and held. What the contacts cost any page (streams' snapshots and relay for six contacts, the CCP frame's work for
 * them, the held call's softphone session) is then in the floor too; the page shows no transcript and opens no chat
 * websocket (chatjs is the panel's).
 */
export async function sameContactsOnBarePage(page: Page, api: Api) {
  // A string, not a function: tsx would wrap the callbacks' names in a helper the page does not have.
  const inPage = (body: string) =>
    page.evaluate(`new Promise((resolve, reject) => {
      const agent = new connect.Agent();
      const t0 = Date.now();
      const fail = (e) => reject(new Error(typeof e === 'string' ? e : JSON.stringify(e)));
      const retry = (what) => (Date.now() - t0 > 60000 ? fail(what) : setTimeout(step, 100));
      const step = () => { ${body} };
      step();
    })`);
  await api('PATCH', '/agents/agent', { channelConcurrency: MANY_CHATS });
  for (let i = 0; i < 5; i++) {
    const { contactId } = await api('POST', '/contacts', { channel: 'chat', customerName: 'Casey Customer' });
    await inPage(`const c = agent.getContacts().find((c) => c.getContactId() === ${JSON.stringify(contactId)});
      if (!c) return retry('chat not offered');
      if (c.getStatus().type === 'connected') return resolve();
      if (!c.__accepting) (c.__accepting = true, c.accept({ failure: (e) => (c.__accepting = false) }));
      retry('chat not connected');`);
  }
  await inPage(`agent.connect(connect.Endpoint.byPhoneNumber('+12065550199'), { success: resolve, failure: fail });`);
  await inPage(`const c = agent.getContacts(connect.ContactType.VOICE)[0];
    const customer = c?.getConnections().find((x) => x.getType() !== 'agent' && x.isActive());
    if (!c || c.getStatus().type !== 'connected' || !customer) return retry('call not connected');
    if (customer.isOnHold()) return resolve();
    if (!c.__holding) (c.__holding = true, customer.hold({ failure: () => (c.__holding = false) }));
    retry('call not held');`);
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const t0 = performance.now();
  while (!(await check())) {
    if (performance.now() - t0 > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const TICK_MS = 1000 / 100; // USER_HZ: /proc reports CPU time in hundredths of a second on Linux.

/** This process's Chromium children (what chromium.launch started). */
export function childBrowsers(): number[] {
  return processes().filter((p) => p.ppid === process.pid && /chrom/i.test(p.comm)).map((p) => p.pid);
}

/** CPU time (user + system, ms) of a process and all its descendants now. */
export function treeCpuMs(root: number): number {
  const all = processes();
  const inTree = treeOf(root, all);
  return all.filter((p) => inTree.has(p.pid)).reduce((n, p) => n + p.cpuTicks * TICK_MS, 0);
}

/** Proportional set size (MiB) of a process and all its descendants now (their shared pages counted in shares). */
export function treePssMiB(root: number): number {
  return [...treePssByProcess(root).values()].reduce((a, b) => a + b, 0);
}

/**
 * CPU time (user + system, ms) of every thread of a process and its descendants now, keyed by the process's kind
 * (Chromium's --type, "browser" for the launched one; renderers and others numbered by pid) and the thread's name.
 */
export function treeThreadCpuMs(root: number): Map<string, number> {
  const all = processes();
  const inTree = treeOf(root, all);
  const out = new Map<string, number>();
  for (const pid of inTree) {
    try {
      const kind = processKind(pid);
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const fields = stat.slice(close + 2).split(' ');
        const name = stat.slice(stat.indexOf('(') + 1, close).replace(/\d+$/, '');
        const key = `${kind} / ${name}`;
        out.set(key, (out.get(key) ?? 0) + (+fields[11]! + +fields[12]!) * TICK_MS);
      }
    } catch {
      continue; // ended meanwhile
    }
  }
  return out;
}

/** Proportional set size (MiB) of each process of a browser, keyed by its kind as in treeThreadCpuMs. */
export function treePssByProcess(root: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of treeOf(root, processes())) {
    try {
      const kind = processKind(pid);
      const kb = +(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      out.set(kind, (out.get(kind) ?? 0) + kb / 1024);
    } catch {
      continue; // ended meanwhile
    }
  }
  return out;
}

/**
 * What a Chromium process is, from its command line: its --type ("browser" for the launched one), a utility process
 * by its service, renderers numbered by pid (the browser's own UI renderer said so).
 */
function processKind(pid: number): string {
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  const type = /--type=([\w-]+)/.exec(cmdline)?.[1];
  if (!type) return 'browser';
  const service = /--utility-sub-type=([\w.-]+)/.exec(cmdline)?.[1];
  return `${service ? service.split('.').slice(-1)[0] : type}${type === 'renderer' ? ` ${pid}${/--top-chrome-webui/.test(cmdline) ? ' (browser UI)' : ''}` : ''}`;
}

/** A process and its descendants among `all`. */
function treeOf(root: number, all: { pid: number; ppid: number }[]): Set<number> {
  const inTree = new Set([root]);
  // Descendants can be listed before their parents; repeat until no more join.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) if (!inTree.has(p.pid) && inTree.has(p.ppid)) (inTree.add(p.pid), (grew = true));
  }
  return inTree;
}

function processes(): { pid: number; ppid: number; comm: string; cpuTicks: number }[] {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after its last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    out.push({ pid: +name, ppid: +fields[1]!, comm: stat.slice(stat.indexOf('(') + 1, close), cpuTicks: +fields[11]! + +fields[12]! });
  }
  return out;
}
