import { test, type ControlApi, type Page } from '../support/fixtures.ts';
import { availableAgent, carriesCalls } from '../voice/support.ts';
import { AGENT_MICROPHONE_HZ, CUSTOMER_TONE_HZ, agentHears, customerHears, expect, near, needsMediaNetwork } from './support.ts';

/** Whether streams' voice ringtone plays in this window's CCP frame. */
async function ringing(page: Page) {
  const ccp = page.frames().find((f) => f.url().includes('/connect/ccp-v2'))!;
  return ccp.evaluate(() => {
    const audio = (window as any).connect.core.ringtoneEngines?.voice?._audio as HTMLAudioElement | undefined;
    return !!audio && !audio.paused;
  });
}

const carriesHere = (page: Page) => page.getByRole('status').getByText('Calls ring and play in this window.');
const carriedElsewhere = (page: Page) => page.getByRole('status').filter({ hasText: 'Calls ring and play in another window' });
const takeButton = (page: Page) => page.getByRole('button', { name: 'Take calls in this window' });
// Setting a call's media up starts the simulated customer's browser: slow on a busy machine.
const slow = { timeout: 30_000 };

/**
 * A softphone agent signed in and Available in one window, which carries calls, and a second panel window of the
 * same browser (one shared worker) opened after it.
 */
async function twoWindows(first: Page, url: string, api: ControlApi) {
  await api.patch('/agents/agent', { softphoneEnabled: true });
  await availableAgent(first, url);
  await carriesCalls(first);
  const second = await first.context().newPage();
  await second.goto(url);
  await expect(second.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
  // Beside another window, the carrying one says so (alone, it says nothing: issue 41).
  await expect(carriesHere(first)).toBeVisible();
  return second;
}

/** Two windows, and a call answered and heard in the first, which carries calls. */
async function callPlayingInFirst(page: Page, url: string, api: ControlApi) {
  const other = await twoWindows(page, url, api);
  const contactId = await api.inboundCall();
  await page.getByRole('button', { name: 'Accept call' }).click();
  await expect(other.getByTestId('contact-status')).toHaveText('Connected');
  await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), slow).toBe(true);
  return { other, contactId };
}

test.describe('which window carries softphone calls', () => {
  needsMediaNetwork();
  test.use({ permissions: ['microphone'] });

  test('calls ring and play in one window; the agent moves them to another between calls', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    const other = await twoWindows(page, panel.url, api);
    await expect(carriedElsewhere(other)).toBeVisible();
    await expect(takeButton(other)).toBeVisible();

    // The first call rings and plays in the first window only; the other says the call plays elsewhere.
    const first = await api.inboundCall();
    await expect.poll(() => ringing(page)).toBe(true);
    expect(await ringing(other)).toBe(false);
    await other.getByRole('button', { name: 'Accept call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    await expect(other.getByRole('status').filter({ hasText: 'This call is playing in another window' })).toBeVisible();
    await expect(takeButton(other)).toHaveCount(0);
    await expect.poll(async () => near(await agentHears(page), CUSTOMER_TONE_HZ), slow).toBe(true);
    expect(await agentHears(other)).toBeNull();
    await page.getByRole('button', { name: 'End call' }).click();
    await page.getByRole('button', { name: 'Close contact' }).click();
    await expect.poll(async () => (await api.contact(first))?.state ?? 'gone').not.toBe('connected');

    // Between calls the other window takes them: it says so, focus stays on that line, the first window offers them back.
    await takeButton(other).click();
    await expect(carriesHere(other)).toBeFocused();
    await expect(carriedElsewhere(page)).toBeVisible();
    await expect(takeButton(page)).toBeVisible();

    // The next call rings and plays in the window that took them.
    await expect(page.getByRole('combobox', { name: 'Agent status' })).toHaveValue('Available');
    await api.inboundCall();
    await expect.poll(() => ringing(other)).toBe(true);
    expect(await ringing(page)).toBe(false);
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect(other.getByTestId('contact-status')).toHaveText('Connected');
    await expect.poll(async () => near(await agentHears(other), CUSTOMER_TONE_HZ), slow).toBe(true);
    expect(await agentHears(page)).toBeNull();
  });

  test('closing the window that carries a live call is told at once in the other, and the call stays connected', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    const { other, contactId } = await callPlayingInFirst(page, panel.url, api);

    // The agent closes the window that plays the call (skipping its leave-page question, as closing a browser does).
    await page.close({ runBeforeUnload: false });
    const lost = other.getByRole('status').filter({ hasText: "The call's audio was lost" });
    await expect(lost).toBeVisible();
    await expect(lost).toContainText('end the call and call the customer back');
    // The call's state stays what the service says: still connected, and no second softphone starts for it.
    await expect(other.getByTestId('contact-status')).toHaveText('Connected');
    expect((await api.contact(contactId)).state).toBe('connected');
    expect(await agentHears(other)).toBeNull();

    // Once the call ends the loss is no longer told, and calls ring in the window that is left (alone, it says
    // nothing of it, issue 41: it neither offers to take the calls nor says they ring elsewhere).
    await other.getByRole('button', { name: 'End call' }).click();
    await expect(lost).toBeHidden();
    await carriesCalls(other);
    await expect(carriedElsewhere(other)).toHaveCount(0);
    await expect(takeButton(other)).toHaveCount(0);
  });

  test('reloading the window that carries a live call is told at once in the other, and the call stays connected', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    const { other, contactId } = await callPlayingInFirst(page, panel.url, api);

    // The agent reloads the window that plays the call: its page, and the call's audio with it, are gone.
    await page.reload();
    const lost = other.getByRole('status').filter({ hasText: "The call's audio was lost" });
    await expect(lost).toBeVisible();
    await expect(lost).toContainText('end the call and call the customer back');
    // The reloaded window is a new page without the call's audio, and says so too (it remembers, for this tab, the
    // calls it carried); it does not claim the call plays in the other window.
    await expect(page.getByRole('status').filter({ hasText: "The call's audio was lost" })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This call is playing in another window' })).toHaveCount(0);
    // The call's state stays what the service says, in both windows.
    await expect(other.getByTestId('contact-status')).toHaveText('Connected');
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    expect((await api.contact(contactId)).state).toBe('connected');
    expect(await agentHears(other)).toBeNull();

    await other.getByRole('button', { name: 'End call' }).click();
    await expect(lost).toBeHidden();
  });

  test('closing the window that rings a call hands it to the other window, which plays it when accepted', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    const other = await twoWindows(page, panel.url, api);
    const contactId = await api.inboundCall();
    await expect.poll(() => ringing(page)).toBe(true);
    await page.close({ runBeforeUnload: false });
    // Nothing of the call was lost: it had no audio yet, and the window left now carries calls.
    await carriesCalls(other);
    await expect(other.getByRole('status').filter({ hasText: "The call's audio was lost" })).toHaveCount(0);
    // The call rings on in the window left (its CCP frame elects itself and sets the call up at once, not at the
    // worker's next agent refresh), and the agent accepts it there.
    await expect.poll(() => ringing(other)).toBe(true);
    await other.getByRole('button', { name: 'Accept call' }).click();
    await expect(other.getByTestId('contact-status')).toHaveText('Connected');
    // Audio both ways: the agent hears the customer, the customer hears the agent's microphone.
    await expect.poll(async () => near(await agentHears(other), CUSTOMER_TONE_HZ), slow).toBe(true);
    await expect.poll(async () => near(await customerHears(api, contactId), AGENT_MICROPHONE_HZ), slow).toBe(true);
    expect(await ringing(other)).toBe(false);
    await expect(other.getByRole('status').filter({ hasText: "The call's audio was lost" })).toHaveCount(0);
  });
});
