import { ManualClock } from '../../../../src/shared/domain/clock';
import { createCcpModel } from '../../../../src/shared/model/create-model';
import type { ChatPort } from '../../../../src/shared/model/port';
import type { ChatWireItem, TranscriptPage, TranscriptRequest } from '../../../../src/shared/domain/port-types';
import { memoryStorage, type KeyValueStorage } from '../../../../src/shared/model/view/storage';
import { FakePort } from '../support/fake-port';
import { agentConn, chat, configuration, customerConn, STATES } from '../support/fixtures';
import type { Contact } from '../../../../src/shared/domain/contact';

export const T0 = 1_000_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** A fake chat port: records calls; a queued failure or a held answer per method. */
export class FakeChat {
  calls: { method: string; args: unknown[] }[] = [];
  failures = new Map<string, unknown[]>();
  transcript: ChatWireItem[] = [];
  nextId = 1;
  held: (() => void)[] = [];
  hold = false;

  fail(method: string, error: unknown = new Error('boom')) {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }
  callsTo(method: string) {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
  private async run<T>(method: string, args: unknown[], answer: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.hold) await new Promise<void>((r) => this.held.push(r));
    const f = this.failures.get(method);
    if (f?.length) throw f.shift();
    return answer();
  }
  /** Pages BACKWARD from the newest item, each page ascending; the token is the index to end before. */
  page(request: TranscriptRequest): TranscriptPage {
    const end = request.nextToken ? Number(request.nextToken) : this.transcript.length;
    const start = Math.max(0, end - request.maxResults);
    return { items: this.transcript.slice(start, end), nextToken: start > 0 ? String(start) : null };
  }
  port(): Required<ChatPort> {
    return {
      sendMessage: (m) => this.run('sendMessage', [m], () => ({ id: `srv-${this.nextId++}`, absoluteTime: iso(T0 + 500) })),
      sendTyping: (id) => this.run('sendTyping', [id], () => undefined),
      sendReceipt: (id, msg, kind) => this.run('sendReceipt', [id, msg, kind], () => undefined),
      sendAttachment: (id, file) => this.run('sendAttachment', [id, file], () => undefined),
      downloadAttachment: (id, att) => this.run('downloadAttachment', [id, att], () => new Blob(['x'])),
      loadTranscript: (id, request) => this.run('loadTranscript', [id, request], () => this.page(request)),
    };
  }
}

export function chatModel(options: { storage?: KeyValueStorage; contact?: Partial<Contact> } = {}) {
  const clock = new ManualClock(T0);
  const fake = new FakeChat();
  const base = new FakePort().port();
  const storage = options.storage ?? memoryStorage();
  const model = createCcpModel({ ...base, chat: fake.port() }, { clock, storage });
  model.agent.applyConfiguration(configuration());
  model.agent.applyAgentStates(STATES);
  model.agent.markInitialized();
  const contact = chat('c1', { connections: [agentConn('connected'), customerConn('connected')], ...options.contact });
  model.contacts.applySnapshot([contact]);
  return { clock, fake, model, storage, entry: model.chat.get('c1') };
}

export const customerMessage = (id: string, at: number, content = `text ${id}`): ChatWireItem => ({
  Id: id,
  Type: 'MESSAGE',
  ContentType: 'text/plain',
  Content: content,
  DisplayName: 'Casey',
  ParticipantId: 'cust',
  ParticipantRole: 'CUSTOMER',
  AbsoluteTime: iso(at),
});

export const agentMessage = (id: string, at: number, content = `text ${id}`): ChatWireItem => ({
  ...customerMessage(id, at, content),
  DisplayName: 'Alex',
  ParticipantId: 'me',
  ParticipantRole: 'AGENT',
});

export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
