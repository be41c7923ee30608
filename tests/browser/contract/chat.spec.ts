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

test('messages, typing and read receipts both ways between the panel\'s chatjs and the customer page', async ({ page, context, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  const customer = await openCustomer(context, connectLocal, chat.contactId);

  // Customer → agent: typing, then a two-line message (Shift+Enter is a new line, Enter sends).
  await messageBox(customer).pressSequentially('Hello');
  await agent.waitForItem('typing', (x) => x.contactId === chat.contactId && x.ParticipantRole === 'CUSTOMER');
  await messageBox(customer).press('Shift+Enter');
  await messageBox(customer).pressSequentially('second line <b>not bold</b>');
  await messageBox(customer).press('Enter');
  await expect(messageBox(customer)).toHaveValue('');
  const fromCustomer = await agent.waitForItem('items', (x) => x.Type === 'MESSAGE' && x.ParticipantRole === 'CUSTOMER');
  expect(fromCustomer.Content).toBe('Hello\nsecond line <b>not bold</b>');
  // Rendered as text, never as markup.
  await expect(transcript(customer).locator('b')).toHaveCount(0);
  await expect(transcript(customer)).toContainText('second line <b>not bold</b>');

  // Agent → customer: typing indicator, message, and the page's automatic read receipt back to the agent.
  expect(await agent.call('typing', chat.contactId)).toMatchObject({ ok: true });
  await expect(customer.getByText('Alex Rivera is typing…')).toBeVisible();
  const sent = await agent.call<{ ok: boolean; id: string }>('send', chat.contactId, 'Hi Casey, how can I help?');
  expect(sent.ok).toBe(true);
  await expect(transcript(customer)).toContainText('Hi Casey, how can I help?');
  await expect(customer.getByText('Alex Rivera is typing…')).toHaveCount(0);
  const receipt = await agent.waitForItem('receipts', (x) => x.kind === 'read' && x.MessageMetadata?.MessageId === sent.id);
  expect(receipt.contactId).toBe(chat.contactId);

  // The agent reads the customer's message: the customer page marks it Read.
  expect(await agent.call('read', chat.contactId, fromCustomer.Id)).toMatchObject({ ok: true });
  await expect(transcript(customer).getByText('Read')).toBeVisible();
  // Connect Local keeps both messages, with the receipts folded in.
  const kept = (await api.get(`/contacts/${chat.contactId}/transcript`)).transcript.filter((x: Logged) => x.Type === 'MESSAGE');
  expect(kept.map((x: Logged) => x.Content)).toEqual(['Hello\nsecond line <b>not bold</b>', 'Hi Casey, how can I help?']);
  expect(kept.every((x: any) => x.MessageMetadata.Receipts.some((r: any) => r.ReadTimestamp))).toBe(true);
});

test('the transcript pages backward with MaxResults and NextToken', async ({ page, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  for (const n of [1, 2, 3, 4, 5]) await api.post(`/contacts/${chat.contactId}/customer/messages`, { content: `message ${n}` });
  await agent.waitForItem('items', (x) => x.Content === 'message 5');

  const pages: Logged[][] = [];
  let token: string | null = null;
  do {
    const r: { ok: boolean; items: Logged[]; nextToken: string | null } = await agent.call('transcript', chat.contactId, 2, token);
    expect(r.ok).toBe(true);
    pages.push(r.items);
    token = r.nextToken;
  } while (token && pages.length < 10);
  // Newest page first, each page in ascending order; together they are the whole transcript.
  expect(pages[0]!.map((x) => x.Content)).toEqual(['message 4', 'message 5']);
  expect(pages.every((p) => p.length <= 2)).toBe(true);
  const all = pages.reverse().flat();
  const whole = (await api.get(`/contacts/${chat.contactId}/transcript`)).transcript as Logged[];
  expect(all.map((x) => x.Id)).toEqual(whole.map((x) => x.Id));
  expect(all.filter((x) => x.Type === 'MESSAGE').map((x) => x.Content)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
});

test('attachments go both ways with their bytes, and a forbidden type is rejected', async ({ page, context, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  const customer = await openCustomer(context, connectLocal, chat.contactId);

  // Customer → agent, through the page's file picker.
  await customer.getByLabel('Attach a file').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('order 42: two widgets') });
  await expect(customer.getByRole('alert')).toHaveText('Sent receipt.txt.');
  const up = await agent.waitForItem('items', (x) => x.Type === 'ATTACHMENT');
  expect(up.Attachments[0].AttachmentName).toBe('receipt.txt');
  expect(await agent.call('download', chat.contactId, up.Attachments[0].AttachmentId)).toEqual({ ok: true, text: 'order 42: two widgets' });

  // Agent → customer, downloaded from the customer page.
  expect(await agent.call('sendFile', chat.contactId, 'terms.csv', 'text/csv', 'a,b\n1,2\n')).toMatchObject({ ok: true });
  const link = transcript(customer).getByRole('button', { name: 'Download terms.csv' });
  const [download] = await Promise.all([customer.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('terms.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('a,b\n1,2\n');

  // Forbidden types: chatjs rejects with the service's ValidationException, and nothing is posted.
  expect(await agent.call('sendFile', chat.contactId, 'setup.exe', 'application/x-msdownload', 'MZ')).toMatchObject({ ok: false, type: 'ValidationException' });
  await customer.getByLabel('Attach a file').setInputFiles({ name: 'script.js', mimeType: 'text/javascript', buffer: Buffer.from('alert(1)') });
  await expect(customer.getByRole('alert')).toHaveText('Attachment was rejected: script.js.');
  const kept = (await api.get(`/contacts/${chat.contactId}/transcript`)).transcript.filter((x: Logged) => x.Type === 'ATTACHMENT');
  expect(kept.map((x: Logged) => x.Attachments![0]!.AttachmentName)).toEqual(['receipt.txt', 'terms.csv']);
});

test('a dropped participant socket reconnects and no message is lost', async ({ page, context, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  const customer = await openCustomer(context, connectLocal, chat.contactId);

  await api.post('/faults/participant-websocket-drop', { contactId: chat.contactId, forMs: 1_500 });
  const customerSockets = async () => (await api.get(`/contacts/${chat.contactId}/chat`)).websockets;
  expect(await customerSockets()).toBe(0);
  // Sent while the customer's socket is down: the push reaches nobody, the transcript keeps it.
  expect(await agent.call('send', chat.contactId, 'sent while you were away')).toMatchObject({ ok: true });
  await expect(customer.getByRole('status')).toHaveText('Connection lost; reconnecting…');
  // chatjs reconnects by itself once sockets are accepted again; the page refills from GetTranscript.
  await expect.poll(customerSockets, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(customer.getByRole('status')).toHaveText('Connected.');
  await expect(transcript(customer)).toContainText('sent while you were away');
});

test('the customer leaves: the chat ends for the agent, who wraps up and clears it', async ({ page, context, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  const customer = await openCustomer(context, connectLocal, chat.contactId);

  await customer.getByRole('button', { name: 'End chat' }).click();
  await expect(customer.getByRole('status')).toHaveText('The chat has ended.');
  await expect(messageBox(customer)).toBeDisabled();
  await agent.waitForItem('ended', (x) => x === chat.contactId);
  await agent.waitForItem('items', (x) => x.ContentType?.endsWith('participant.left') && x.ParticipantRole === 'CUSTOMER');
  await agent.waitForContact(chat.contactId, 'ended');
  expect((await agent.contact(chat.contactId)).agentState).toBe('AfterCallWork');
  expect(await agent.call('clear', chat.contactId)).toMatchObject({ ok: true });
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);
});

test('the agent ends the chat; the control API plays the customer', async ({ page, context, panel, connectLocal, api }) => {
  const agent = await openAgent(page, panel, connectLocal);
  const chat = await acceptedChat(agent, api);
  const customer = await openCustomer(context, connectLocal, chat.contactId);

  await api.post(`/contacts/${chat.contactId}/customer/typing`);
  await agent.waitForItem('typing', (x) => x.ParticipantRole === 'CUSTOMER');
  const sent = await agent.call<{ ok: boolean; id: string }>('send', chat.contactId, 'Anything else?');
  await api.post(`/contacts/${chat.contactId}/customer/receipts`, { type: 'delivered' });
  await agent.waitForItem('receipts', (x) => x.kind === 'delivered' && x.MessageMetadata.MessageId === sent.id);
  await api.post(`/contacts/${chat.contactId}/customer/attachments`, { name: 'photo.png', contentType: 'image/png', base64: Buffer.from('PNGDATA').toString('base64') });
  const att = await agent.waitForItem('items', (x) => x.Type === 'ATTACHMENT');
  expect(await agent.call('download', chat.contactId, att.Attachments[0].AttachmentId)).toEqual({ ok: true, text: 'PNGDATA' });
  await expect(api.post(`/contacts/${chat.contactId}/customer/attachments`, { name: 'x.exe', contentType: 'application/x-msdownload', base64: 'TVo=' })).rejects.toThrow(/ValidationException/);

  expect(await agent.call('end', chat.contactId)).toMatchObject({ ok: true });
  await expect(customer.getByRole('status')).toHaveText('The chat has ended.');
  await expect(transcript(customer)).toContainText('Alex Rivera left the chat.');
  await agent.waitForContact(chat.contactId, 'ended');
  await expect(api.post(`/contacts/${chat.contactId}/customer/messages`, { content: 'too late' })).rejects.toThrow(/AccessDeniedException/);
});
