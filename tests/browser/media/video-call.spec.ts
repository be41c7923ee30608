import { test } from '../support/fixtures.ts';
import { availableAgent } from '../voice/support.ts';
import { expect, needsMediaNetwork } from './support.ts';
import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../look/axe.ts';

/**
 * A video call in the panel, with the real amazon-chime-sdk-js (loaded only now) against Connect Local's meeting
 * back end and its simulated customer: both tiles, the camera off and on, the screen shared into the meeting
 * from the screen-sharing popup, and the placeholder in a second window.
 */
const playing = (tile: Locator) => tile.locator('video').evaluate((v: HTMLVideoElement) => !v.hidden && v.videoWidth > 0 && v.readyState >= 2);

test.describe('video calls', () => {
  needsMediaNetwork();
  test.use({ permissions: ['camera', 'microphone'] });

  test('both tiles, the camera off and on, and a screen share the customer receives', async ({ page, panel, api }) => {
    test.setTimeout(120_000);
    const slow = { timeout: 30_000 };
    await api.patch('/agents/agent', { softphoneEnabled: false });
    // The Chime SDK is not part of the panel until a video call needs it.
    const chime: string[] = [];
    page.on('request', (r) => /chime-engine/.test(r.url()) && chime.push(r.url()));
    await availableAgent(page, panel.url);
    expect(chime).toEqual([]);

    const contactId = await api.inboundCall({ video: true });
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    const video = page.getByRole('region', { name: 'Video' });
    const customer = video.getByRole('figure', { name: 'Customer' });
    const me = video.getByRole('figure', { name: 'You' });
    await expect.poll(() => playing(customer), slow).toBe(true);
    expect(chime.length).toBeGreaterThan(0);
    const customerFrames = async () => (await api.get(`/contacts/${contactId}/video`)).customer?.camera?.framesDecoded ?? 0;

    // The camera starts off; the agent turns it on and the customer receives it.
    const camera = video.getByRole('button', { name: 'Camera' });
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    await expect(me).toContainText('Your camera is off');
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => playing(me), slow).toBe(true);
    await expect.poll(customerFrames, slow).toBeGreaterThan(10);
    await expectNoAxeViolations(page, 'a video call with both tiles');

    // Off: the agent's tile says so. On again: the customer gets frames again.
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    await expect(me).toContainText('Your camera is off');
    const before = await customerFrames();
    await camera.click();
    await expect(camera).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(customerFrames, slow).toBeGreaterThan(before + 10);

    // Screen sharing leaves the meeting, and the popup shares the screen into it as content.
    await page.getByRole('button', { name: 'More' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Start screen sharing' }).click()]);
    await expect(video.getByRole('status')).toHaveText('Video is paused while you share your screen.');
    // The sharing window names the call by whom it is with, never by its raw contact id.
    await expect(popup.getByText(/^Call with \+\d+/)).toBeVisible();
    await popup.getByRole('button', { name: 'Start sharing' }).click();
    await expect(popup.getByRole('status')).toHaveText('Your screen is shared with the customer', slow);
    await expect.poll(async () => (await api.get(`/contacts/${contactId}/video`)).customer?.content?.framesDecoded ?? 0, slow).toBeGreaterThan(5);

    // Closing the sharing window gives the video call back to the panel.
    await popup.getByRole('button', { name: 'Stop sharing' }).click();
    await popup.close();
    await expect.poll(() => playing(customer), slow).toBe(true);
    await expect(video.getByRole('button', { name: 'Camera' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('After call work');
    await expect(video).toHaveCount(0);
  });

  test('a meeting whose media service never answers fails after 15 s: the agent is told and the panel stops waiting', async ({ page, panel, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await availableAgent(page, panel.url);
    const contactId = await api.inboundCall({ video: true });
    // Connect Local's meeting takes the Chime SDK's signalling connection and never answers it.
    await api.patch(`/contacts/${contactId}/video`, { signalling: 'silent' });
    await page.getByRole('button', { name: 'Accept call' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
    const video = page.getByRole('region', { name: 'Video' });
    await expect(video.getByRole('status')).toHaveText('Starting video…');
    // The panel's own 15 s limit (voice §4), not the test's: the assertion only waits long enough to see it.
    await expect(video.getByRole('status')).toHaveText('The video call could not start.', { timeout: 30_000 });
    // Said as what happened, not as 'The CCP is not initialized' (issue 30).
    await expect(page.getByRole('alert').filter({ hasText: 'The video call did not start' })).toContainText('The video service did not answer within 15 seconds.');
    await expect(page.getByText('The CCP is not initialized')).toHaveCount(0);
    await expect(video.getByRole('button', { name: 'Camera' })).toHaveCount(0);
    // The voice side of the call goes on.
    await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  });

  test('the media service going away: the panel says it is reconnecting, and the video comes back with it', async ({ page, panel, api }) => {
    test.setTimeout(90_000);
    const slow = { timeout: 30_000 };
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await availableAgent(page, panel.url);
    const contactId = await api.inboundCall({ video: true });
    await page.getByRole('button', { name: 'Accept call' }).click();
    const video = page.getByRole('region', { name: 'Video' });
    const customer = video.getByRole('figure', { name: 'Customer' });
    await expect.poll(() => playing(customer), slow).toBe(true);

    // Connect Local drops the meeting's connections and refuses new ones: the Chime SDK keeps reconnecting.
    await api.patch(`/contacts/${contactId}/video`, { signalling: 'down' });
    await expect(video.getByRole('status')).toHaveText('Reconnecting video…', slow);
    await expect(video.getByRole('button', { name: 'Camera' })).toHaveCount(0);
    await api.patch(`/contacts/${contactId}/video`, { signalling: 'up' });
    // Started again: the camera control is back (it is offered only in a started call) and the customer plays.
    await expect(video.getByRole('button', { name: 'Camera' })).toBeVisible(slow);
    await expect(video.getByText('Reconnecting video…')).toHaveCount(0);
    await expect.poll(() => playing(customer), slow).toBe(true);
  });

  test('a second window shows the placeholder, not a second meeting', async ({ page, context, panel, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await availableAgent(page, panel.url);
    await api.inboundCall({ video: true });
    await page.getByRole('button', { name: 'Accept call' }).click();
    const customer = page.getByRole('region', { name: 'Video' }).getByRole('figure', { name: 'Customer' });
    await expect.poll(() => playing(customer), { timeout: 30_000 }).toBe(true);

    const second = await context.newPage();
    await second.goto(panel.url);
    await expect(second.getByTestId('contact-status')).toHaveText('Connected');
    await expect(second.getByRole('region', { name: 'Video' })).toHaveText('This video call is currently open in another window');
    expect(await playing(customer)).toBe(true);
  });

  test('closing the window that shows a video call is told in the other window, and the call stays connected', async ({ page, context, panel, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await availableAgent(page, panel.url);
    const contactId = await api.inboundCall({ video: true });
    await page.getByRole('button', { name: 'Accept call' }).click();
    const customer = page.getByRole('region', { name: 'Video' }).getByRole('figure', { name: 'Customer' });
    await expect.poll(() => playing(customer), { timeout: 30_000 }).toBe(true);
    const second = await context.newPage();
    await second.goto(panel.url);
    const video = second.getByRole('region', { name: 'Video' });
    await expect(video).toHaveText('This video call is currently open in another window');

    // The agent closes the window that shows the video (skipping its leave-page question, as closing a browser does).
    await page.close({ runBeforeUnload: false });
    const lost = video.getByRole('status');
    await expect(lost).toContainText("The call's video was lost");
    await expect(lost).toContainText('closed or reloaded');
    await expect(video.getByText('This video call is currently open in another window')).toHaveCount(0);
    await expect(second.getByTestId('contact-status')).toHaveText('Connected');
    expect((await api.contact(contactId)).state).toBe('connected');
    await expectNoAxeViolations(second, 'the video-lost notice');

    // Once the call ends the notice goes with it.
    await second.getByRole('button', { name: 'End call' }).click();
    await expect(video).toHaveCount(0);
  });
});
