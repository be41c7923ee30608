import { build } from 'esbuild';
import { test, expect } from '../support/fixtures.ts';
import { needsMediaNetwork } from './support.ts';

/**
 * Connect Local's meeting back end against the real amazon-chime-sdk-js: a video call's CreateTransport(web_rtc)
 * answer joins the meeting, the customer's test-pattern camera arrives as a remote tile bound to the customer
 * attendee, the simulated customer receives the agent's camera (and stops when it goes off), and a content share
 * reaches the customer.
 */
let bundle = '';
test.beforeAll(async () => {
  const out = await build({
    entryPoints: ['tests/browser/media/chime-client.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    define: { global: 'globalThis' },
    logLevel: 'error',
    // Only the SDK's messaging sessions use the AWS messaging client (Node parts included); meetings never do.
    plugins: [
      {
        name: 'no-messaging-client',
        setup(b) {
          b.onResolve({ filter: /^@aws-sdk\/client-chime-sdk-messaging$/ }, () => ({ path: 'messaging', namespace: 'stub' }));
          b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export class GetMessagingSessionEndpointCommand {}', loader: 'js' }));
        },
      },
    ],
  });
  bundle = out.outputFiles[0]!.text;
});

test('streams sees a video call and gets its meeting through CreateTransport(web_rtc)', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { softphoneEnabled: false });
  await page.goto(panel.url);
  await page.getByRole('combobox', { name: 'Agent status' }).selectOption('Available');
  const contactId = (await api.post<{ contactId: string }>('/contacts', { channel: 'voice', video: true })).contactId;
  const seen = await page.evaluate(
    (id) =>
      new Promise<{ subtype: string; video: unknown; meetingId: string }>((resolve, reject) => {
        const connect = (window as any).connect;
        const look = () => {
          const contact = new connect.Agent().getContacts().find((c: any) => c.getContactId() === id);
          if (!contact) return setTimeout(look, 100);
          const leg = contact.getAgentConnection();
          leg
            .getVideoConnectionInfo()
            .then((info: any) => resolve({ subtype: contact.getContactSubtype(), video: leg.getCapabilities(), meetingId: info.meeting.meetingId }))
            .catch(reject);
        };
        look();
      }),
    contactId,
  );
  const video = await api.get(`/contacts/${contactId}/video`);
  // Video calls offer screen sharing by default (streams' canAgentSendScreenShare reads capabilities.ScreenShare).
  expect(seen).toEqual({ subtype: 'connect:WebRTC', video: { Video: 'SEND', ScreenShare: 'SEND' }, meetingId: video.meetingId });
});

test.describe('video meeting back end', () => {
  needsMediaNetwork();
  test.use({ permissions: ['camera', 'microphone'] });

  test('the Chime SDK joins a video call, sees the customer, and the customer sees the camera and the shared screen', async ({ page, connectLocal, api }) => {
    test.setTimeout(90_000);
    await api.patch('/agents/agent', { softphoneEnabled: false });
    await api.call('PUT', '/agents/agent/state', { name: 'Available' });
    const contactId = (await api.post<{ contactId: string }>('/contacts', { channel: 'voice', video: true })).contactId;
    const video = await api.get(`/contacts/${contactId}/video`);
    expect(video.webRTCTransport.meeting.mediaPlacement.signalingUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/emulator\/meetings\//);

    // A page Connect Local serves (so the browser counts it as on this machine) runs the SDK bundle.
    await page.goto(`${connectLocal.url}/connect/login`);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<video id="remote" muted autoplay playsinline></video>'));
    await page.addScriptTag({ content: bundle });
    await page.evaluate((t) => (window as any).chimeTest.join(t), video.webRTCTransport);

    const state = () => page.evaluate(() => (window as any).chimeTest.state());
    const slow = { timeout: 30_000 };
    await expect.poll(async () => (await state()).started, slow).toBe(true);
    // The customer's tile is bound to the customer attendee and plays.
    await expect.poll(async () => (await state()).remoteAttendee, slow).toBe(video.customerAttendeeId);
    await expect.poll(async () => (await page.evaluate(() => (window as any).chimeTest.remoteVideo())).width, slow).toBeGreaterThan(0);

    // The customer receives the agent's camera.
    const cameraFrames = async () => (await api.get(`/contacts/${contactId}/video`)).customer?.camera?.framesDecoded ?? 0;
    await expect.poll(cameraFrames, slow).toBeGreaterThan(10);

    // Camera off: the frames stop; on again: they flow.
    await page.evaluate(() => (window as any).chimeTest.cameraOff());
    await page.waitForTimeout(1500);
    const stoppedAt = await cameraFrames();
    await page.waitForTimeout(1500);
    expect(await cameraFrames()).toBeLessThanOrEqual(stoppedAt + 2);
    await page.evaluate(() => (window as any).chimeTest.cameraOn());
    await expect.poll(cameraFrames, slow).toBeGreaterThan(stoppedAt + 10);

    // The shared screen reaches the customer as content.
    await page.evaluate(() => (window as any).chimeTest.share());
    await expect.poll(async () => (await api.get(`/contacts/${contactId}/video`)).customer?.content?.framesDecoded ?? 0, slow).toBeGreaterThan(5);
    await page.evaluate(() => (window as any).chimeTest.leave());
  });
});
