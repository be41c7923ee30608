import { afterEach, describe, expect, it } from 'vitest';
import { ContactCentre, defaultSettings } from '../../../emulator/centre/centre.ts';
import { defaultDirectory } from '../../../emulator/centre/directory.ts';
import { instanceIds } from '../../../emulator/centre/ids.ts';
import { handleSdkRequest } from '../../../emulator/ccp/sdk-routes.ts';
import { wireContact } from '../../../emulator/cti/wire.ts';
import { createEmail } from '../../../emulator/email/email.ts';

// Connect Local's email channel as the SDK's email and file namespaces see it: an inbound email, its data and
// files, a reply draft that is sent (and ends both), a discarded draft, and the checks on what is sent.

const world = () => {
  const centre = new ContactCentre(defaultDirectory(instanceIds()), { ...defaultSettings(), connectDelayMs: 0 });
  const email = createEmail({ centre, baseUrl: () => 'http://127.0.0.1:1', allowedOrigins: () => [] });
  const sdk = (namespace: string, command: string, data?: object) => {
    const r = handleSdkRequest({ centre, username: 'agent', instanceUrl: 'http://127.0.0.1:1', extraRoutes: email.sdkRoutes }, { namespace, command, data });
    if (r.isError) throw new Error(`${r.errorKey}: ${r.reason}`);
    return r.data as Record<string, any>;
  };
  const available = centre.states(centre.agent('agent')).find((s) => s.name === 'Available')!;
  centre.setAgentState(centre.agent('agent'), available, false);
  return { centre, email, sdk };
};
let centre: ContactCentre | undefined;
afterEach(() => centre?.reset());

const inbound = {
  channel: 'email',
  from: { emailAddress: 'pat@example.com', displayName: 'Pat Customer' },
  subject: 'Broken order',
  html: '<p>Hello <b>there</b></p>',
  attachments: [{ name: 'receipt.txt', type: 'text/plain', base64: Buffer.from('paid').toString('base64') }],
};

describe('Connect Local email', () => {
  it('offers an inbound email with the snapshot fields streams reads, and serves its data and files', () => {
    const w = world();
    centre = w.centre;
    const { contactId } = w.email.control.create(inbound) as { contactId: string };
    const c = w.centre.contact(contactId, 'agent');
    const wire = wireContact(c);
    expect(wire).toMatchObject({ type: 'email', state: { type: 'connecting' }, initiationMethod: 'inbound', customerEndpoint: { type: 'email', emailAddress: 'pat@example.com' } });
    expect(wire.segmentAttributes['connect:EmailSubject']).toEqual({ ValueString: 'Broken order' });
    expect(wire.emailRecipients?.fromRecipient).toEqual({ address: 'pat@example.com', displayName: 'Pat Customer' });
    expect(wire.contactAssociationId).toBeTruthy();

    const data = w.sdk('aws.connect.email', 'get-email-data', { contactId, activeContactId: contactId });
    expect(data).toMatchObject({ subject: 'Broken order', direction: 'INBOUND', from: { emailAddress: 'pat@example.com' } });
    expect(data.attachmentLocations).toHaveLength(1);
    const body = w.sdk('aws.connect.file', 'get-attached-file-url', { attachment: data.bodyLocation, activeContactId: contactId });
    expect(body.downloadUrl).toMatch(/^http:\/\/127\.0\.0\.1:1\/connect\/email-files\/[0-9a-f-]+\?signature=[0-9a-f]{32}$/);
    const file = w.sdk('aws.connect.file', 'get-attached-file-url', { attachment: data.attachmentLocations[0], activeContactId: contactId });
    expect(file).toMatchObject({ fileName: 'receipt.txt', fileSizeInBytes: 4, fileStatus: 'APPROVED' });
  });

  it('sends a reply that ends the reply draft and the email it answers; a second reply needs the first gone', () => {
    const w = world();
    centre = w.centre;
    const { contactId } = w.email.control.create(inbound) as { contactId: string };
    w.email.lifecycle.accept(w.centre.contact(contactId));
    const reply = w.sdk('aws.connect.email', 'create-draft-email', { initiationMethod: 'AGENT_REPLY', relatedContactId: contactId }) as { contactId: string };
    const draft = w.centre.contact(reply.contactId, 'agent');
    expect(draft).toMatchObject({ initiationMethod: 'agent_reply', relatedContactId: contactId, state: { type: 'connected' } });
    expect(() => w.sdk('aws.connect.email', 'create-draft-email', { initiationMethod: 'AGENT_REPLY', relatedContactId: contactId })).toThrow(/already has a reply draft/);

    const content = { subject: 'Re: Broken order', body: 'We are on it', bodyType: 'text/plain' };
    expect(() => w.sdk('aws.connect.email', 'send-email', { contactId: reply.contactId, to: [{ emailAddress: 'not an address' }], emailContent: content })).toThrow(/invalidParameter: to\[0\] must be an email address/);
    expect(() => w.sdk('aws.connect.email', 'send-email', { contactId: reply.contactId, to: [{ emailAddress: 'pat@example.com' }], emailContent: { ...content, subject: ' ' } })).toThrow(/subject must not be empty/);
    w.sdk('aws.connect.email', 'send-email', { contactId: reply.contactId, to: [{ emailAddress: 'pat@example.com' }], emailContent: content });
    expect(w.centre.contact(reply.contactId).state.type).toBe('ended');
    expect(w.centre.contact(contactId).state.type).toBe('ended');

    const association = w.centre.contact(contactId).contactAssociationId;
    const thread = w.sdk('aws.connect.email', 'get-email-thread', { contactAssociationId: association });
    expect(thread.contacts.map((x: { initiationMethod: string }) => x.initiationMethod)).toEqual(['INBOUND', 'AGENT_REPLY']);
    const sent = (w.email.control.routes['GET /emails']!({} as never, [], {}) as { emails: { direction: string; body: { text: string } | null }[] }).emails;
    expect(sent.find((m) => m.direction === 'OUTBOUND')?.body?.text).toBe('We are on it');
  });

  it('destroys a discarded draft and refuses uploads beyond 10 MB', () => {
    const w = world();
    centre = w.centre;
    const { contactId } = w.sdk('aws.connect.email', 'create-draft-email', { initiationMethod: 'OUTBOUND' });
    const arn = `${w.centre.directory.ids.instanceArn}/contact/${contactId}`;
    expect(() => w.sdk('aws.connect.file', 'start-attached-file-upload', { associatedResourceArn: arn, fileName: 'big.pdf', fileSizeInBytes: 11 * 1024 * 1024, fileUseCaseType: 'ATTACHMENT' })).toThrow(/10 MB/);
    const up = w.sdk('aws.connect.file', 'start-attached-file-upload', { associatedResourceArn: arn, fileName: 'a.pdf', fileSizeInBytes: 3, fileUseCaseType: 'ATTACHMENT' });
    expect(up).toMatchObject({ uploadMethod: 'PUT', fileStatus: 'PENDING_UPLOAD' });
    expect(() => w.sdk('aws.connect.file', 'complete-attached-file-upload', { fileId: up.fileId, associatedResourceArn: arn })).toThrow(/not been uploaded/);
    const c = w.centre.contact(contactId);
    w.email.lifecycle.destroyConnection(c, c.connections[0]!.connectionId);
    expect(w.centre.contacts.some((x) => x.contactId === contactId)).toBe(false);
  });
});

describe('Connect Local email From addresses', () => {
  it('a new email goes from an address of the agent outbound queue, its default unless another is asked for; others are refused', async () => {
    const { queueEmailAddresses } = await import('../../../emulator/email/email-addresses.ts');
    expect(queueEmailAddresses('Sales').map((a) => [a.address.emailAddress, a.isDefault])).toEqual([
      ['support@connect-local.example', true],
      ['orders@connect-local.example', false],
    ]);
    const w = world();
    centre = w.centre;
    const send = (from?: object) => {
      const { contactId } = w.sdk('aws.connect.email', 'create-draft-email', { initiationMethod: 'OUTBOUND' });
      w.sdk('aws.connect.email', 'send-email', { contactId, to: [{ emailAddress: 'robin@example.com' }], ...(from ? { from } : {}), emailContent: { subject: 'Hi', body: 'Hello', bodyType: 'text/plain' } });
      return w.email.lifecycle.store.message(contactId)!.from;
    };
    expect(send()).toEqual({ emailAddress: 'support@connect-local.example', displayName: 'Connect Local Support' });
    expect(send({ emailAddress: 'BILLING@connect-local.example' })).toEqual({ emailAddress: 'billing@connect-local.example', displayName: 'Connect Local Billing' });
    expect(() => send({ emailAddress: 'ceo@elsewhere.example' })).toThrow(/not an email address of the agent's outbound queue/);
  });
});
