import { chromium } from 'playwright-core';
import { connectLocalPanelConfig, startPanelHost } from '../emulator/panel-host.ts';
import { startConnectLocal } from '../emulator/server.ts';
import { chromiumArgs, findChromium } from '../tests/browser/support/chromium.ts';
import { controlApi, row } from './browser.bench.ts';
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
  const local = await startConnectLocal({ port: 0, settings: { ringTimeoutMs: 600_000 }, phone: 'desk' });
  const panel = await startPanelHost({ config: connectLocalPanelConfig(local.url) });
  local.allowPanelOrigin(panel.url);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const api = controlApi(local.apiUrl);
  const shown: Record<string, number[]> = { voice: [], chat: [], task: [], email: [] };
  const share: Record<string, number[]> = { voice: [], chat: [], task: [], email: [] };
  try {
    await api('PATCH', '/agents/agent', { channelConcurrency: { VOICE: 1, CHAT: 10, TASK: 3, EMAIL: 1 } });
    const context = await browser.newContext();
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    await page.goto(panel.url);
    await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
    const available = async () => (await api('GET', '/state')).agents.some((a: any) => a.username === 'agent' && a.state.name === 'Available');
    for (let t = 0; !(await available()); t++) {
      if (t > 600) throw new Error('the agent did not become Available');
      await new Promise((r) => setTimeout(r, 50));
    }
    const offer = async (channel: string) => {
      const body = channel === 'voice' ? { channel } : channel === 'chat' ? { channel, customerName: 'Riley Ring' } : channel === 'task' ? { channel, name: 'Ring task' } : { channel, from: 'casey@example.com', subject: 'Ring', text: 'Hello' };
      const { contactId } = await api('POST', '/contacts', body);
      await page.waitForFunction((id) => (window as any).__ring.painted[id] !== undefined, contactId, { timeout: 30_000, polling: 200 }).catch(async (e) => {
        throw new Error(`${channel} offer ${contactId} not seen shown: ${e}; in the page ${await page.evaluate('JSON.stringify({ ring: window.__ring, streams: !!window.connect, toasts: document.querySelectorAll(".toast-incoming").length, buttons: [...document.querySelectorAll("button")].map((b) => b.textContent.trim()).slice(0, 30) })')}`);
      });
      const log = (await api('GET', '/state')).log as { at: number; reason: string }[];
      const offeredAt = log.find((e) => e.reason.includes(contactId))?.at;
      const seen = await page.evaluate((id) => {
        const r = (window as any).__ring;
        return { origin: performance.timeOrigin, painted: r.painted[id] as number, event: r.event[id] as number | undefined };
      }, contactId);
      if (offeredAt !== undefined) shown[channel]!.push(seen.origin + seen.painted - offeredAt);
      if (seen.event !== undefined) share[channel]!.push(seen.painted - seen.event);
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
  return [
    ...Object.keys(shown).map((ch) => row(`ring to screen, ${ch}: Connect Local's offer → the offer painted${ch === 'voice' ? ', no other contact' : ch === 'chat' ? ', nine live chats' : ', ten live chats'} (ms)`, shown[ch]!)),
    ...Object.keys(share).map((ch) => row(`ring to screen, ${ch}: the panel's share, streams' new-contact callback → painted (ms; goal p95 ≤ 16.7, within one frame of the library's event)`, share[ch]!)),
  ];
}

/**
 * In the page: when streams first tells of each contact (a callback registered as soon as streams has run, before
 * the panel's), and when an offer is first in the DOM (an incoming toast, or an Accept button) and then painted
 * (the frame after: requestAnimationFrame, then a task).
 */
const WATCH = `
(() => {
  const ring = (window.__ring = { event: {}, painted: {}, pending: false });
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
          streams.contact((c) => { const id = c.getContactId(); if (ring.event[id] === undefined) ring.event[id] = performance.now(); });
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
    for (const id of ids) ring[id] = true;
    requestAnimationFrame(() => setTimeout(() => { const t = performance.now(); for (const id of ids) ring.painted[id] = t; }));
  };
  new MutationObserver(offered).observe(document, { childList: true, subtree: true });
})();`;
