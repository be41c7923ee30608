import { describe, expect, it } from 'vitest';
import type { CcpModel } from '../../../src/shared/model';
import { watchSoftphoneCarrier } from '../../../src/standalone/streams/softphone-carrier';

/**
 * streams' shared worker as one window sees it: the master of each topic (worker.js handleMasterRequest: asking
 * elects the asker when a topic has none), the events it sends this window, and the requests this window sends.
 */
function worker(masters: Record<string, string>) {
  const handlers = new Map<string, ((data: unknown) => void)[]>();
  const sent: string[] = [];
  const refreshes: ((agent: unknown) => void)[] = [];
  let asked = 0;
  /** The agent's contacts as streams gives them (id and state), changed by a test. */
  const contacts: { id: string; state: string }[] = [];
  const agent = {
    onRefresh: (g: (agent: unknown) => void) => void refreshes.push(g),
    getContacts: () => contacts.map((c) => ({ getContactId: () => c.id, getStatus: () => ({ type: c.state }) })),
  };
  const streams = {
    MasterTopics: { SOFTPHONE: 'softphone', RINGTONE: 'ringtone' },
    MasterMethods: { CHECK_MASTER: 'checkMaster', BECOME_MASTER: 'becomeMaster' },
    EventType: { MASTER_RESPONSE: 'master_response', UPDATE_CONNECTED_CCPS: 'update_connected_ccps', RELOAD_AGENT_CONFIGURATION: 'reload_agent_configuration' },
    core: {
      masterClient: {
        call(method: string, params: { topic: string; shouldNotBecomeMasterIfNone?: boolean }, cb: { success(data: unknown): void }) {
          asked++;
          if (method === 'becomeMaster' || (!masters[params.topic] && !params.shouldNotBecomeMasterIfNone)) masters[params.topic] = 'this-window';
          cb.success({ masterId: masters[params.topic] ?? null, isMaster: masters[params.topic] === 'this-window', topic: params.topic });
        },
      },
      getUpstream: () => ({
        onUpstream: (event: string, f: (data: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), f]),
        sendUpstream: (event: string) => void sent.push(event),
      }),
    },
    agent: (f: (a: typeof agent) => void) => f(agent),
  };
  const reported: { here: boolean; carrierId: string | null }[] = [];
  const video: { here: boolean; masterId: string | null }[] = [];
  const windows: number[] = [];
  const model = {
    softphoneCarrier: { applyCarrier: (r: { here: boolean; carrierId: string | null }) => void reported.push(r), applyWindows: (n: number) => void windows.push(n) },
    video: { applyMaster: (r: { here: boolean; masterId: string | null }) => void video.push(r) },
  } as unknown as CcpModel;
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    start: async () => (watchSoftphoneCarrier(streams as unknown as typeof connect, model), settle()),
    /** The worker tells every window that one closed (it drops that window's topics). */
    windowClosed: async (id: string) => {
      for (const topic of Object.keys(masters)) if (masters[topic] === id) delete masters[topic];
      for (const f of handlers.get('update_connected_ccps') ?? []) f({ length: 1 });
      await settle();
    },
    agentRefreshed: async () => (refreshes.forEach((g) => g(agent)), settle()),
    /** Master requests this window has sent the worker. */
    asked: () => asked,
    contacts,
    reloads: () => sent.filter((e) => e === 'reload_agent_configuration').length,
    reported,
    video,
    windows,
    masters,
  };
}

describe('the window left when the carrying window closes (issue 27)', () => {
  it('asks for an agent refresh at once, so its CCP frame sets up and rings a call that already rings', async () => {
    const w = worker({ softphone: 'first-window', ringtone: 'first-window', 'connect-ccp::video': 'first-window' });
    await w.start();
    expect(w.reported.at(-1)).toEqual({ here: false, carrierId: 'first-window' });
    expect(w.video.at(-1)).toEqual({ here: false, masterId: 'first-window' });
    expect(w.reloads()).toBe(0);

    await w.windowClosed('first-window');
    // The worker's count of windows reaches the model: alone now, this window need not say calls ring here.
    expect(w.windows.at(-1)).toBe(1);
    expect(w.reported.at(-1)).toEqual({ here: true, carrierId: 'this-window' });
    expect(w.video.at(-1)).toEqual({ here: false, masterId: null });
    expect(w.masters).toEqual({ softphone: 'this-window', ringtone: 'this-window' });
    expect(w.reloads()).toBe(1);

    // The refresh it asked for comes back: nothing more to ask.
    await w.agentRefreshed();
    expect(w.reloads()).toBe(1);
  });

  it('asks nothing of a window that carries calls from the start (its frame elects itself on the first refresh)', async () => {
    const w = worker({});
    await w.start();
    await w.agentRefreshed();
    expect(w.reported.at(-1)).toEqual({ here: true, carrierId: 'this-window' });
    expect(w.reloads()).toBe(0);
  });

  it('only looks at which window shows video calls, and never takes it (a reloaded window joins its meeting again)', async () => {
    const w = worker({});
    await w.start();
    expect(w.reported.at(-1)).toEqual({ here: true, carrierId: 'this-window' });
    expect(w.video.at(-1)).toEqual({ here: false, masterId: null });
    expect(w.masters['connect-ccp::video']).toBeUndefined();
  });
});

describe('an idle agent (issue 43)', () => {
  it('does not ask the worker where calls are carried on every agent refresh, only when the contacts change', async () => {
    const w = worker({ softphone: 'first-window', ringtone: 'first-window' });
    await w.start();
    const first = w.asked();
    expect(first).toBeGreaterThan(0);

    // streams refreshes an idle agent every few seconds: nothing changed, nothing asked.
    await w.agentRefreshed();
    await w.agentRefreshed();
    expect(w.asked()).toBe(first);

    // A call arrives: the window may just have been elected elsewhere, so it asks again.
    w.contacts.push({ id: 'call-1', state: 'incoming' });
    await w.agentRefreshed();
    expect(w.asked()).toBeGreaterThan(first);
    expect(w.reported.at(-1)).toEqual({ here: false, carrierId: 'first-window' });

    // A window closing is told at once, refresh or not.
    const before = w.asked();
    await w.windowClosed('first-window');
    expect(w.asked()).toBeGreaterThan(before);
    expect(w.reported.at(-1)).toEqual({ here: true, carrierId: 'this-window' });
  });
});
