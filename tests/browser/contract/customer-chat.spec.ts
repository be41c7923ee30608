import type { Page } from '@playwright/test';
import { test, expect, type ControlApi } from '../support/fixtures.ts';

// chatjs's customer side on a bare page (pages/customer-chat.html), as a website's chat widget runs it, against
// Connect Local's participant service: the calls and events chat.spec.ts does not reach through the customer page.

interface Recorded { name: string; contentType: string | null; content: string | null; type: string | null; transcriptLength: number | null }
interface Outcome { ok: boolean; data?: any; error?: unknown; thrown?: string }

const customer = (page: Page) => ({
  invoke: (method: string, args: unknown[] = []) =>
    page.evaluate(([m, a]) => (window as any).customer.invoke(m, a), [method, args] as const) as Promise<Outcome>,
  events: (name?: string) => page.evaluate((n) => ((window as any).customer.events() as Recorded[]).filter((e) => !n || e.name === n), name ?? null),
});

/** Opens the bare customer page on a new chat and connects it. */
async function connectedCustomer(page: Page, panelUrl: string, instance: string, api: ControlApi) {
  const chat = await api.post<{ contactId: string; participantId: string; participantToken: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer' });
  await page.goto(`${panelUrl}/contract/customer-chat.html?${new URLSearchParams({ instance, contactId: chat.contactId, participantId: chat.participantId, participantToken: chat.participantToken })}`);
  const c = customer(page);
  expect(await c.invoke('connect')).toMatchObject({ ok: true });
  await expect.poll(async () => (await c.events('onConnectionEstablished')).length).toBeGreaterThan(0);
  return { chat, c };
}

test('a customer session: its details, a message and the transcript update, an attachment by URL, the deep heartbeat, a lost connection', async ({ page, panel, connectLocal, api }) => {
  const { chat, c } = await connectedCustomer(page, panel.url, connectLocal.url, api);

  // getChatDetails answers what the session was created with.
  expect((await c.invoke('getChatDetails')).data).toMatchObject({ contactId: chat.contactId, participantId: chat.participantId, participantToken: chat.participantToken });

  // A message to the customer: onMessage, and onTranscriptUpdated with the transcript chatjs keeps.
  await api.post(`/contacts/${chat.contactId}/bot/messages`, { content: 'Hello from the bot' });
  await expect.poll(async () => (await c.events('onMessage')).map((e) => e.content)).toContain('Hello from the bot');
  await expect.poll(async () => (await c.events('onTranscriptUpdated')).length).toBeGreaterThan(0);

  // An attachment the customer sends is fetched back through the URL getAttachmentURL answers.
  expect(await c.invoke('sendAttachment', [{ attachment: { file: { name: 'notes.txt', type: 'text/plain', text: 'order 42' } } }])).toMatchObject({ ok: true });
  const attachmentIds = async () =>
    ((await api.get(`/contacts/${chat.contactId}/transcript`)).transcript as { Attachments?: { AttachmentId: string }[] }[]).flatMap((i) => i.Attachments ?? []).map((a) => a.AttachmentId);
  await expect.poll(async () => (await attachmentIds()).length).toBe(1);
  const [attachmentId] = await attachmentIds();
  const url = await c.invoke('getAttachmentURL', [{ attachmentId }]);
  expect(url).toMatchObject({ ok: true, data: expect.stringMatching(/^https?:\/\//) });
  expect(await (await fetch(url.data)).text()).toBe('order 42');

  // chatjs's deep heartbeat (its aws/ping, every 10 s) is answered: onDeepHeartbeatSuccess.
  await expect.poll(async () => (await c.events('onDeepHeartbeatSuccess')).length, { timeout: 25_000 }).toBeGreaterThan(0);
  expect(await c.events('onDeepHeartbeatFailure')).toEqual([]);

  // The participant websocket drops: chatjs tells onConnectionLost, then connects again by itself.
  const established = (await c.events('onConnectionEstablished')).length;
  await api.post('/faults/participant-websocket-drop', { contactId: chat.contactId, forMs: 1_500 });
  await expect.poll(async () => (await c.events('onConnectionLost')).length).toBeGreaterThan(0);
  await expect.poll(async () => (await c.events('onConnectionEstablished')).length, { timeout: 20_000 }).toBeGreaterThan(established);
});

test("the service's own chat events reach their handlers: participant timeouts, invitation, new name, rehydration, customer authentication", async ({ page, panel, connectLocal, api }) => {
  const { chat, c } = await connectedCustomer(page, panel.url, connectLocal.url, api);
  const play = (event: string, extra: Record<string, unknown> = {}) => api.post(`/contacts/${chat.contactId}/chat-events`, { event, ...extra });
  const fired = async (on: string) => (await c.events(on)).map((e) => e.contentType);
  const EVENT = 'application/vnd.amazonaws.connect.event.';
  const cases: [string, string, Record<string, unknown>?][] = [
    ['participant.idle', 'onParticipantIdle'],
    ['participant.returned', 'onParticipantReturned'],
    ['participant.invited', 'onParticipantInvited'],
    ['participant.autodisconnection', 'onAutoDisconnection'],
    ['participant.displayname.updated', 'onParticipantDisplayNameUpdated', { displayName: 'Casey C.' }],
    ['chat.rehydrated', 'onChatRehydrated'],
    ['authentication.initiated', 'onAuthenticationInitiated', { sessionId: 'auth-1' }],
    ['authentication.succeeded', 'onAuthenticationSuccessful', { sessionId: 'auth-1' }],
    ['authentication.failed', 'onAuthenticationFailed', { sessionId: 'auth-1' }],
    ['authentication.timeout', 'onAuthenticationTimeout', { sessionId: 'auth-1' }],
  ];
  for (const [event, on, extra] of cases) {
    await play(event, extra);
    await expect.poll(() => fired(on), { message: on }).toEqual([`${EVENT}${event}`]);
  }
  // The customer closes the sign-in: CancelParticipantAuthentication, and the service tells the chat it was cancelled.
  expect(await c.invoke('cancelParticipantAuthentication', [{ sessionId: 'auth-1' }])).toMatchObject({ ok: true });
  await expect.poll(() => fired('onAuthenticationCanceled')).toEqual([`${EVENT}authentication.cancelled`]);
  // A participant's new display name is what the transcript then carries.
  const transcript = (await api.get(`/contacts/${chat.contactId}/transcript`)).transcript as { ContentType?: string; DisplayName?: string }[];
  expect(transcript.find((i) => i.ContentType === `${EVENT}participant.displayname.updated`)).toMatchObject({ DisplayName: 'Casey C.' });
});
