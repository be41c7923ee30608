import { test, type Page } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, RECORD_PEER_CONNECTIONS, customerHears, expect, near, needsMediaNetwork } from './support.ts';

/**
 * Settings' Audio enhancement reaches the softphone's microphone: the constraints and settings of the audio track
 * that the ccp-v2 frame's peer connection sends (Connect Local asks the browser's noise suppression, and its voice
 * isolation where the browser knows that constraint; the hosted softphone runs Amazon's own model instead).
 */

interface Microphone {
  constraints: MediaTrackConstraints & { voiceIsolation?: boolean };
  settings: MediaTrackSettings;
  voiceIsolationKnown: boolean;
}

/** The live audio track the call's peer connection sends, in the ccp-v2 frame; null before the call has one. */
async function callMicrophone(page: Page): Promise<Microphone | null> {
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2'))!;
  return ccp.evaluate(() => {
    const pcs = (window as unknown as { peerConnections?: RTCPeerConnection[] }).peerConnections ?? [];
    const track = pcs
      .filter((pc) => pc.connectionState !== 'closed')
      .flatMap((pc) => pc.getSenders())
      .map((s) => s.track)
      .find((t) => t?.kind === 'audio' && t.readyState === 'live');
    return track ? { constraints: track.getConstraints(), settings: track.getSettings(), voiceIsolationKnown: 'voiceIsolation' in navigator.mediaDevices.getSupportedConstraints() } : null;
  });
}

async function chooseEnhancement(page: Page, label: string) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Audio enhancement' }).selectOption({ label });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Voice' }).click();
}

const slow = { timeout: 30_000 };

test.describe('audio enhancement on the softphone microphone', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('the mode chosen in Settings reaches the call microphone, before a call and during one', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    await page.context().addInitScript(RECORD_PEER_CONNECTIONS);
    await api.patch('/agents/agent', { softphoneEnabled: true });
    await availableAgent(page, panel.url);
    await chooseEnhancement(page, 'Noise suppression');

    // A call after the choice: its microphone asks for noise suppression, and the browser applies it.
    const contactId = await connectedInboundCall(page, api);
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), slow).toBe(true);
    const first = (await callMicrophone(page))!;
    expect(first.constraints.noiseSuppression).toBe(true);
    expect(first.settings.noiseSuppression).toBe(true);
    if (first.voiceIsolationKnown) expect(first.constraints.voiceIsolation).toBe(false);

    // Off during the call: the live microphone follows at once, and the customer still hears the agent.
    await chooseEnhancement(page, 'Off');
    await expect.poll(async () => (await callMicrophone(page))?.settings.noiseSuppression).toBe(false);
    expect((await callMicrophone(page))!.constraints.noiseSuppression).toBe(false);
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), slow).toBe(true);

    // Voice isolation asks the browser's noise suppression too, and its voice isolation where it knows that.
    await chooseEnhancement(page, 'Voice isolation');
    await expect.poll(async () => (await callMicrophone(page))?.settings.noiseSuppression).toBe(true);
    const isolated = (await callMicrophone(page))!;
    expect(isolated.constraints.noiseSuppression).toBe(true);
    if (isolated.voiceIsolationKnown) expect(isolated.constraints.voiceIsolation).toBe(true);
  });
});
