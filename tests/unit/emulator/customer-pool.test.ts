import { afterEach, describe, expect, it } from 'vitest';
import { ContactCentre } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { Voice } from '../../../emulator/centre/voice.ts';
import type { AgentWebSocket } from '../../../emulator/agent-websocket.ts';
import type { CustomerMedia } from '../../../emulator/media/customer-media.ts';
import { createMedia } from '../../../emulator/media/media.ts';

/**
 * The simulated customers' pool (a headless browser with a page loaded ahead of calls) starts only while an agent
 * whose softphone is on line has a softphone: a desk phone agent's CCP subscribes to the softphone topic too, and a
 * test suite of desk phones must not start (and keep) a browser for calls that never come.
 */
describe("Connect Local's customer pool starts only for softphones", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function world(phone: 'softphone' | 'desk') {
    const directory = defaultDirectory(instanceIds());
    for (const a of directory.agents) a.softphoneEnabled = phone === 'softphone';
    const centre = new ContactCentre(directory);
    const calls: string[] = [];
    const customers = { warm: () => void calls.push('warm'), cool: async () => void calls.push('cool'), closeAll: async () => {} } as unknown as CustomerMedia;
    const websocket: Pick<AgentWebSocket, 'handlers'> = { handlers: new Map() };
    const media = await createMedia({ centre, websocket, customers, baseUrl: () => 'http://127.0.0.1:1', distDir: 'dist/emulator', host: '127.0.0.1', region: 'us-west-2' });
    closers.push(() => media.close());
    const subscribe = (agent: string) => websocket.handlers.get('aws/subscribe')!(agent, { topic: 'aws/subscribe', content: { topics: ['aws/softphone'] } }, () => {});
    return { centre, calls, subscribe };
  }

  it('a desk phone agent coming on line starts nothing; given a softphone (admin or Settings), the pool loads', async () => {
    const { centre, calls, subscribe } = await world('desk');
    subscribe('agent');
    centre.change('agent state', 'agent');
    expect(calls).toEqual([]);
    centre.agent('agent').softphoneEnabled = true;
    centre.change('admin changed agent agent');
    expect(calls).toContain('warm');
  });

  it('an admin gives an agent a softphone before it comes on line: the pool loads at once, ahead of the panel', async () => {
    const { centre, calls } = await world('desk');
    centre.agent('agent').softphoneEnabled = true;
    centre.change('admin changed agent agent');
    expect(calls).toEqual(['warm']);
  });

  it('an agent on line switches to a softphone in Settings: the pool loads', async () => {
    const { centre, calls, subscribe } = await world('desk');
    subscribe('agent');
    centre.agent('agent').softphoneEnabled = true;
    centre.change('agent configuration', 'agent');
    expect(calls).toEqual(['warm']);
  });

  it("a video call comes to a desk phone agent: its customer's page is loaded ahead of the agent joining", async () => {
    const { centre, calls, subscribe } = await world('desk');
    subscribe('agent');
    centre.setAgentState(centre.agent('agent'), centre.directory.states.find((s) => s.name === 'Available')!, false);
    new Voice(centre).inbound({ agent: 'agent', from: '+14155550100', video: true });
    expect(calls).toContain('warm');
  });

  it('a reset back to desk phones lets the pool go; a world of softphones keeps it', async () => {
    const desk = await world('desk');
    desk.subscribe('agent');
    desk.centre.agent('agent').softphoneEnabled = true;
    desk.centre.change('admin changed agent agent');
    desk.centre.reset();
    expect(desk.calls.at(-1)).toBe('cool');
    const soft = await world('softphone');
    soft.subscribe('agent');
    soft.centre.reset();
    expect(soft.calls).toEqual(['warm', 'warm']);
  });
});
