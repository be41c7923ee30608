import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/shared/domain/clock';
import { createCcpModel } from '../../../src/shared/model/create-model';
import { makeContact, type CcpPort, type EmailMessage, type EmailPort } from '../../../src/shared/model';
import { memoryStorage } from '../../../src/shared/model/view/storage';
import { withEmailReplies } from '../../../src/shared/model/email/replies';
import { FakePort } from './support/fake-port';
import { flush } from './support/model';

// The email store over a fake of the model's own email port: replies get their defaults, drafts live in storage
// (so a reload restores them), a failed send keeps the draft, and agent replies ride on their inbound email.

const inbound: EmailMessage = {
  contactId: 'in-1',
  direction: 'INBOUND',
  subject: 'Broken kettle',
  from: { address: 'pat@example.com', displayName: 'Pat' },
  to: [{ address: 'support@acme.example' }],
  cc: [{ address: 'sam@example.com' }],
  deliveredTo: { address: 'support@acme.example' },
  body: { type: 'text/plain', content: 'It is broken' },
  attachments: [],
};

function setup(storage = memoryStorage(), fromAddresses?: () => Promise<{ address: { address: string; displayName?: string }; isDefault: boolean }[]>) {
  const fake = new FakePort();
  const sent: unknown[] = [];
  let failSend = false;
  const email: EmailPort = {
    createDraft: async () => ({ contactId: 'reply-1' }),
    getEmail: async () => inbound,
    getThread: async () => [],
    attachmentUrl: async () => 'https://files.example/x',
    addAttachment: async (_id, f) => ({ fileId: 'f1', resourceArn: 'arn', name: f.name, size: f.size }),
    removeAttachment: async () => undefined,
    send: async (r) => {
      if (failSend) throw new Error('network down');
      sent.push(r);
    },
    ...(fromAddresses ? { listFromAddresses: fromAddresses } : {}),
  };
  const port: CcpPort = { ...fake.port(), email };
  const model = createCcpModel(port, { clock: new ManualClock(1_000_000), storage });
  model.contacts.applySnapshot([makeContact({ contactId: 'in-1', type: 'email', state: 'connected' })]);
  return { model, sent, fake, failSend: (v: boolean) => (failSend = v), storage };
}

describe('email drafts', () => {
  it('a reply all starts with the sender, the other recipients and Re: subject, and survives a reload', async () => {
    const { model, storage } = setup();
    const id = await model.email.reply('in-1', true);
    expect(id).toBe('reply-1');
    expect(model.email.draft('reply-1').value?.fields).toEqual({ to: 'Pat <pat@example.com>', cc: 'sam@example.com', subject: 'Re: Broken kettle', body: '' });
    model.email.setDraft('reply-1', { body: 'On its way' });

    const again = setup(storage).model;
    expect(again.email.draft('reply-1').value).toMatchObject({ kind: 'reply-all', relatedContactId: 'in-1', fields: { body: 'On its way' } });
  });

  it('a failed send keeps the draft with its error; a good one sends the parsed addresses and forgets it', async () => {
    const { model, sent, failSend, storage } = setup();
    await model.email.reply('in-1', false);
    model.email.setDraft('reply-1', { body: 'Hello' });
    failSend(true);
    expect(await model.email.send('reply-1')).toBe(false);
    expect(model.email.draft('reply-1').value).toMatchObject({ error: 'send', sending: false, fields: { body: 'Hello' } });
    failSend(false);
    expect(await model.email.send('reply-1')).toBe(true);
    expect(sent).toEqual([{ contactId: 'reply-1', to: [{ address: 'pat@example.com', displayName: 'Pat' }], cc: [], from: { address: 'support@acme.example' }, subject: 'Re: Broken kettle', body: 'Hello', bodyType: 'text/plain' }]);
    expect(storage.getItem('emailDraft:reply-1')).toBeNull();
  });

  it('a reply quotes the answered email as HTML unless the agent said not to, and the choice survives a reload', async () => {
    const { model, sent, storage } = setup();
    await model.email.reply('in-1', false);
    expect(model.email.draft('reply-1').value?.quote).toBe(true);
    model.email.setDraft('reply-1', { body: 'Sent <today>' });
    const quote = { attribution: 'Pat wrote:', html: '<p>It is broken</p>' };
    model.email.setQuote('reply-1', false);
    expect(setup(storage).model.email.draft('reply-1').value?.quote).toBe(false);
    model.email.setQuote('reply-1', true);
    expect(await model.email.send('reply-1', quote)).toBe(true);
    expect(sent).toMatchObject([{ bodyType: 'text/html', body: '<div dir="auto">Sent &#60;today&#62;</div><br><div dir="auto">Pat wrote:</div><blockquote type="cite" style="margin:0 0 0 0.8ex;border-left:1px solid #ccc;padding-left:1ex"><p>It is broken</p></blockquote>' }]);
  });

  it('a reply the agent chose not to quote goes as plain text', async () => {
    const { model, sent } = setup();
    await model.email.reply('in-1', false);
    model.email.setDraft('reply-1', { body: 'Hello' });
    model.email.setQuote('reply-1', false);
    expect(await model.email.send('reply-1', { attribution: 'Pat wrote:', html: '<p>x</p>' })).toBe(true);
    expect(sent).toMatchObject([{ bodyType: 'text/plain', body: 'Hello' }]);
  });

  it('an invalid draft is not sent; a forbidden attachment is refused before any upload', async () => {
    const { model, sent } = setup();
    await model.email.reply('in-1', false);
    model.email.setDraft('reply-1', { to: 'not an address' });
    expect(await model.email.send('reply-1')).toBe(false);
    expect(sent).toEqual([]);
    await model.email.attach('reply-1', { name: 'run.exe', type: 'application/x-msdownload', size: 10 });
    expect(model.email.draft('reply-1').value).toMatchObject({ error: 'type', attachments: [] });
    await model.email.attach('reply-1', { name: 'a.pdf', type: 'application/pdf', size: 10 });
    await flush();
    expect(model.email.draft('reply-1').value?.attachments.map((a) => a.name)).toEqual(['a.pdf']);
  });

  it('a second email cannot be accepted while one is open', () => {
    const { model } = setup();
    model.contacts.applySnapshot([makeContact({ contactId: 'in-1', type: 'email', state: 'connected' }), makeContact({ contactId: 'in-2', type: 'email', state: 'connecting' })]);
    expect(model.email.acceptBlocked('in-2').value).toBe(true);
    expect(model.email.acceptBlocked('in-1').value).toBe(false);
  });

  it('agent replies are not list entries: their inbound email carries them', () => {
    const contacts = withEmailReplies([
      makeContact({ contactId: 'in-1', type: 'email', state: 'connected' }),
      makeContact({ contactId: 'reply-1', type: 'email', state: 'ended', initiationMethod: 'agent_reply', originalContactId: 'in-1' }),
    ]);
    expect(contacts[0]).toMatchObject({ replyContactId: 'reply-1', email: { reply: { contactId: 'reply-1', state: 'ended' } } });
    const { model } = setup();
    model.contacts.applySnapshot(contacts);
    expect(model.contacts.ids.value).toEqual(['in-1']);
  });
});

describe('a reply started while its email is still loading', () => {
  it('waits for the email, so it still gets the sender and the subject', async () => {
    const { model } = setup();
    void model.email.load('in-1');
    const id = await model.email.reply('in-1', false);
    expect(model.email.draft(id!).value?.fields).toMatchObject({ to: 'Pat <pat@example.com>', subject: 'Re: Broken kettle' });
  });
});

describe('the From choice of a new email', () => {
  const offered = [
    { address: { address: 'support@acme.example', displayName: 'Support' }, isDefault: true },
    { address: { address: 'orders@acme.example' }, isDefault: false },
  ];

  it('sends from the address the agent chose among the queue ones, kept across a reload; only offered ones are taken', async () => {
    const storage = memoryStorage();
    const { model, sent } = setup(storage, async () => offered);
    expect(model.email.canChooseFrom).toBe(true);
    const id = (await model.email.newEmail())!;
    await model.email.loadFromChoices();
    expect(model.email.fromChoices.value).toEqual({ state: 'loaded', value: offered });
    model.email.setFrom(id, { address: 'evil@else.example' });
    expect(model.email.draft(id).value?.from).toBeUndefined();
    model.email.setFrom(id, { address: 'orders@acme.example' });
    expect(model.email.draft(id).value?.from).toEqual({ address: 'orders@acme.example' });
    expect(setup(storage).model.email.draft(id).value?.from).toEqual({ address: 'orders@acme.example' });

    model.email.setDraft(id, { to: 'robin@example.com', subject: 'Your order' });
    expect(await model.email.send(id)).toBe(true);
    expect(sent).toMatchObject([{ from: { address: 'orders@acme.example' } }]);
  });

  it('a failed list says so and can be asked again; without a list the email goes from the queue default', async () => {
    let fail = true;
    const { model } = setup(memoryStorage(), async () => {
      if (fail) throw new Error('down');
      return offered;
    });
    await model.email.loadFromChoices();
    expect(model.email.fromChoices.value).toEqual({ state: 'failed' });
    fail = false;
    await model.email.loadFromChoices();
    expect(model.email.fromChoices.value.state).toBe('loaded');
    expect(setup().model.email.canChooseFrom).toBe(false);
  });
});
