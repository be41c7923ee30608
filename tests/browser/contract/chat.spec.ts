import type { BrowserContext, Page } from '@playwright/test';
import type { PanelHost } from '../../../emulator/panel-host.ts';
import type { ConnectLocal } from '../../../emulator/server.ts';
import { test, expect, type ControlApi } from '../support/fixtures.ts';

// Chat through the real libraries: the AGENT is streams (initCCP) + chatjs reached only through streams' public
// API (getAgentConnection().getMediaController()); the CUSTOMER is Connect Local's customer chat page, which
// runs chatjs as the customer. Connect Local is the contact centre and the participant service in between.

type Outcome = { ok: boolean; type?: string | null; message?: string; [k: string]: unknown };
interface Logged {
  contactId: string;
  Id: string;
  Type: string;
  ContentType?: string;
  Content?: string;
  ParticipantRole?: string;
  Attachments?: { AttachmentId: string; AttachmentName: string }[];
  MessageMetadata?: { MessageId: string };
}
type Log = { items: Logged[]; typing: Logged[]; receipts: (Logged & { kind: string })[]; ended: string[]; established: string[]; broken: string[] };

class Agent {
  constructor(readonly page: Page) {}
  call<T = Outcome>(method: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(([m, a]) => (window as any).chat[m as string](...(a as unknown[])), [method, args] as const) as Promise<T>;
  }
  log = () => this.call<Log>('log');
  contact = (id: string) => this.call<Record<string, any>>('contact', id);
  async waitForContact(id: string, state?: string) {
    await expect.poll(async () => this.page.evaluate(([cid]) => {
      const a = (window as any).chat;
      try { return a.contact(cid).state; } catch { return null; }
    }, [id] as const)).toBe(state ?? 'connecting');
  }
  /** Waits for an item of the agent's chat log that matches. */
  async waitForItem(kind: keyof Log, match: (x: any) => boolean) {
    let found: any;
    await expect.poll(async () => (found = ((await this.log())[kind] as any[]).find(match)) !== undefined).toBe(true);
    return found;
  }
}

async function openAgent(page: Page, panel: PanelHost, connectLocal: ConnectLocal) {
  await page.goto(`${panel.url}/contract/chat.html?instance=${encodeURIComponent(connectLocal.url)}`);
  await page.waitForFunction(() => (window as any).chat?.ready());
  const agent = new Agent(page);
  expect(await agent.call('setState', 'Available')).toMatchObject({ ok: true });
  return agent;
}

async function startChat(api: ControlApi, body: Record<string, unknown> = {}) {
  return api.post<{ contactId: string; routed: boolean; participantId: string; participantToken: string }>('/contacts', { channel: 'chat', customerName: 'Casey Customer', ...body });
}

/** A chat offered to the agent, accepted through streams, with streams' chat session connected. */
async function acceptedChat(agent: Agent, api: ControlApi, body: Record<string, unknown> = {}) {
  const chat = await startChat(api, body);
  await agent.waitForContact(chat.contactId);
  expect(await agent.call('accept', chat.contactId)).toMatchObject({ ok: true });
  await agent.waitForContact(chat.contactId, 'connected');
  expect(await agent.call('connect', chat.contactId)).toMatchObject({ ok: true });
  return chat;
}

async function openCustomer(context: BrowserContext, connectLocal: ConnectLocal, contactId: string) {
  const page = await context.newPage();
  await page.goto(`${connectLocal.url}/customer-chat/?contactId=${encodeURIComponent(contactId)}`);
  await expect(page.getByRole('status')).toHaveText('Connected.');
  return page;
}

const messageBox = (customer: Page) => customer.getByRole('textbox', { name: 'Message' });
const transcript = (customer: Page) => customer.getByRole('log', { name: 'Transcript' });

test('a chat is offered with its media info, accepted, connected, and streams\' chat session starts at once', async ({ page, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await startChat(api, { subtype: 'sms', from: '+14155550100', customerName: 'Sam Texter' });
  expect(chat.routed).toBe(true);
  await agent.waitForContact(chat.contactId);
  expect(await agent.contact(chat.contactId)).toMatchObject({
    type: 'chat',
    state: 'connecting',
    subtype: 'connect:SMS',
    features: { attachmentsEnabled: true, messagingMarkdownEnabled: true },
    customerName: 'Sam Texter',
    mediaInfo: { contactId: chat.contactId, hasToken: true },
  });
  await expect.poll(async () => (await agent.contact(chat.contactId)).agentState).toBe('PendingBusy');

  expect(await agent.call('accept', chat.contactId)).toMatchObject({ ok: true });
  await agent.waitForContact(chat.contactId, 'connected');
  expect((await agent.contact(chat.contactId)).agentState).toBe('Busy');
  // streams' ChatMediaController asks the SDK for the contact's region first; unanswered, that costs 30 s.
  const session = await agent.call('connect', chat.contactId);
  expect(session).toMatchObject({ ok: true });
  expect(session.ms as number).toBeLessThan(5_000);
  const joined = await agent.waitForItem('items', (x) => x.ContentType?.endsWith('participant.joined') && x.ParticipantRole === 'AGENT');
  expect(joined.contactId).toBe(chat.contactId);
});

test('chats are routed under the CHAT concurrency of the routing profile (3)', async ({ page, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chats = [await startChat(api), await startChat(api), await startChat(api), await startChat(api)];
  expect(chats.map((c) => c.routed)).toEqual([true, true, true, false]);
  for (const c of chats.slice(0, 3)) await agent.waitForContact(c.contactId);
  // The customer of an offered chat gives up: the fourth chat is routed in its place.
  await api.post(`/contacts/${chats[0]!.contactId}/customer/disconnect`);
  await agent.waitForContact(chats[3]!.contactId);
});

test('rejected and missed chats', async ({ page, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const rejected = await startChat(api);
  await agent.waitForContact(rejected.contactId);
  expect(await agent.call('reject', rejected.contactId)).toMatchObject({ ok: true });
  await agent.waitForContact(rejected.contactId, 'rejected');
  const missed = await startChat(api, { ringTimeoutSeconds: 0.5 });
  await agent.waitForContact(missed.contactId, 'missed');
  expect(await api.contact(missed.contactId)).toMatchObject({ state: 'missed' });
  await expect.poll(async () => (await agent.contact(missed.contactId)).agentState).toBe('MissedCallAgent');
});
