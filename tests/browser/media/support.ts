import { test, expect, type Page } from '../support/fixtures.ts';
import type { ControlApi } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';

export interface Heard {
  frequencyHz: number;
  levelDb: number;
}

/**
 * WebRTC between headless Chromiums needs the network namespace scripts/media-network.sh sets up (npm test runs
 * these specs through it); anywhere else the media tests skip and say why.
 */
export function needsMediaNetwork() {
  const reason = process.env.CONNECT_LOCAL_MEDIA_SKIP ?? 'not run inside scripts/media-network.sh, which gives WebRTC a network of its own (npm run test:media)';
  test.skip(process.env.CONNECT_LOCAL_MEDIA_NETWORK !== '1', reason);
}

/** Chromium's fake microphone beeps at about this pitch; the simulated customer plays 660 Hz. */
export const AGENT_MICROPHONE_HZ = 400;
export const CUSTOMER_TONE_HZ = 660;

/** Whether a heard tone is near `hz` and above silence. */
export const near = (heard: Heard | null, hz: number) => !!heard && heard.levelDb > -75 && Math.abs(heard.frequencyHz - hz) <= 30;

/** What the simulated customer hears from the agent right now, as Connect Local reports it. */
export async function customerHears(api: ControlApi, contactId: string): Promise<Heard | null> {
  const media = await api.get<{ customer: { hears: Heard | null } | null }>(`/contacts/${contactId}/media`);
  return media.customer?.hears ?? null;
}

/**
 * Listens to the panel's remote audio (the ccp-v2 frame's <audio>) for `ms`: the strongest tone, and the loudest
 * level near each of `frequencies` (±30 Hz; -Infinity when nothing plays).
 */
async function listen(page: Page, frequencies: number[], ms: number): Promise<{ best: Heard | null; near: number[] }> {
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2'));
  if (!ccp) throw new Error('The ccp-v2 frame is not loaded');
  return ccp.evaluate(
    async ({ frequencies, ms }) => {
      const near = frequencies.map(() => -Infinity);
      const stream = (document.getElementById('remote-audio') as HTMLAudioElement).srcObject as MediaStream | null;
      if (!stream) return { best: null, near };
      const ctx = new AudioContext();
      await ctx.resume();
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 4096;
      analyser.smoothingTimeConstant = 0;
      ctx.createMediaStreamSource(stream).connect(analyser);
      const bins = new Float32Array(analyser.frequencyBinCount);
      const binHz = ctx.sampleRate / analyser.fftSize;
      let best: { frequencyHz: number; levelDb: number } | null = null;
      for (let n = 0; n < ms / 50; n++) {
        await new Promise((r) => setTimeout(r, 50));
        analyser.getFloatFrequencyData(bins);
        for (let i = Math.ceil(100 / binHz); i < 4000 / binHz; i++) {
          if (!Number.isFinite(bins[i])) continue;
          if (!best || bins[i]! > best.levelDb) best = { frequencyHz: Math.round(i * binHz), levelDb: bins[i]! };
          frequencies.forEach((hz, k) => Math.abs(i * binHz - hz) <= 30 && (near[k] = Math.max(near[k]!, bins[i]!)));
        }
      }
      await ctx.close();
      return { best, near };
    },
    { frequencies, ms },
  );
}

/** What plays in the panel's remote audio (the ccp-v2 frame's <audio>): the strongest tone over one second. */
export async function agentHears(page: Page): Promise<Heard | null> {
  return (await listen(page, [], 1000)).best;
}

/** The loudest level (dB) near `hz` in the panel's remote audio over two seconds (spanning the fake microphone's beeps). */
export async function levelNear(page: Page, hz: number): Promise<number> {
  return (await listen(page, [hz], 2000)).near[0]!;
}

/**
 * An init script (`context.addInitScript`): every frame of a page (the panel and its CCPs) keeps the peer
 * connections it makes in `window.peerConnections`, for a test to count or inspect.
 */
export const RECORD_PEER_CONNECTIONS = () => {
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const made: RTCPeerConnection[] = [];
  (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = made;
  window.RTCPeerConnection = class extends Native {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      made.push(this);
    }
  };
};

/**
 * A connected softphone call in the panel whose audio flows: the agent has a softphone, is Available, takes an
 * inbound call, and the customer hears the agent. Answers the contact and the two ears of the call.
 */
export async function connectedSoftphoneCall(page: Page, panelUrl: string, api: ControlApi) {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await availableAgent(page, panelUrl);
  const contactId = await connectedInboundCall(page, api);
  const customerHearsAgent = async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ);
  const agentHearsCustomer = async () => near(await agentHears(page), CUSTOMER_TONE_HZ);
  await expect.poll(customerHearsAgent, SLOW).toBe(true);
  return { contactId, customerHearsAgent, agentHearsCustomer };
}

/**
 * From now on the panel's streams keeps every softphone error it is told (agent.onSoftphoneError, what the
 * panel's softphone alerts come from, 'The call could not be set up' among them) for `softphoneErrors`.
 */
export async function recordSoftphoneErrors(page: Page) {
  await page.evaluate(() => {
    const told: string[] = ((window as unknown as { softphoneErrors: string[] }).softphoneErrors = []);
    (window as any).connect.agent((a: any) => a.onSoftphoneError((e: { errorType: string; errorMessage?: string }) => told.push(`${e.errorType}: ${e.errorMessage ?? ''}`)));
  });
}

/** The softphone errors told since `recordSoftphoneErrors`. */
export const softphoneErrors = (page: Page) => page.evaluate(() => (window as unknown as { softphoneErrors?: string[] }).softphoneErrors ?? []);

/** The agent dials `number` from the panel's number pad; answers the outbound contact's id once Connect Local has it. */
export async function dialFromNumberPad(page: Page, api: ControlApi, number: string) {
  await page.getByRole('button', { name: 'Number pad' }).click();
  const pad = page.getByRole('form', { name: 'Number pad' });
  await pad.getByRole('textbox', { name: 'Phone number' }).fill(number);
  await pad.getByRole('button', { name: 'Call' }).click();
  const dialled = async () => ((await api.state()).contacts as { contactId: string; initiationMethod: string; state: string }[]).find((c) => c.initiationMethod === 'outbound' && c.state !== 'ended')?.contactId ?? null;
  await expect.poll(dialled).not.toBeNull();
  return (await dialled())!;
}

/** How long a media poll waits: audio set-up and analysis take seconds on a busy machine. */
export const SLOW = { timeout: 20_000 };

export { expect };
