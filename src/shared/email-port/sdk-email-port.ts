import type { AmazonConnectProvider } from '@amazon-connect/core';
import type { EmailAddress, EmailAttachment, EmailContactInfo, EmailMessage, EmailPort } from '../model';
import type { EmailClient, FileClient, SdkEmailAddress, SdkFileLocation } from './email-clients';

/**
 * The model's email port over the SDK's email and file namespaces, for both hosts (the provider is theirs).
 * The clients (and `@amazon-connect/core` with them) load on the first email call, not with the panel. Bodies
 * and attachments are files: the body is fetched from its short-lived URL (S3's in production) and read as text.
 */

/** Bodies larger than this are cut (a body is text; attachments carry the bulk). */
const MAX_BODY_CHARS = 2_000_000;

const toAddress = (a: SdkEmailAddress): EmailAddress => ({ address: a.emailAddress, ...(a.displayName ? { displayName: a.displayName } : {}) });
const fromAddress = (a: EmailAddress): SdkEmailAddress => ({ emailAddress: a.address, ...(a.displayName ? { displayName: a.displayName } : {}) });
const time = (v: unknown): number | undefined => {
  const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? undefined : t;
};
const ref = (f: SdkFileLocation) => ({ fileId: f.fileId, resourceArn: f.associatedResourceArn });

export function createSdkEmailPort(provider: () => AmazonConnectProvider, fetchFn: typeof fetch = (...a) => fetch(...a)): EmailPort {
  let clients: Promise<{ email: EmailClient; file: FileClient }> | undefined;
  const load = () =>
    (clients ??= import('./email-clients').then((m) => {
      const p = provider();
      return { email: new m.EmailClient(p), file: new m.FileClient(p) };
    }));
  /** Each draft's contact ARN, which its uploads are attached to. */
  const arns = new Map<string, string>();

  const readBody = async (file: FileClient, location: SdkFileLocation, activeContactId: string): Promise<EmailMessage['body']> => {
    const f = await file.getAttachedFileUrl(location, activeContactId);
    const res = await fetchFn(f.downloadUrl, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (!res.ok) throw new Error(`The email body could not be downloaded (HTTP ${res.status})`);
    const type = (res.headers.get('Content-Type') ?? '').toLowerCase();
    const html = type.startsWith('text/html') || (!type.startsWith('text/plain') && /\.html?$/i.test(f.fileName));
    return { type: html ? 'text/html' : 'text/plain', content: (await res.text()).slice(0, MAX_BODY_CHARS) };
  };

  return {
    async createDraft(request) {
      const { email } = await load();
      return email.createDraftEmail(request);
    },
    async getEmail(contactId, activeContactId) {
      const { email, file } = await load();
      const data = await email.getEmailData(contactId, activeContactId);
      arns.set(contactId, data.contactArn);
      const attachments: EmailAttachment[] = await Promise.all(
        data.attachmentLocations.map(async (l) => {
          // The name and size come with the URL; the URL itself is asked for again when the agent downloads.
          const f = await file.getAttachedFileUrl(l, activeContactId);
          return { ...ref(l), name: f.fileName, size: f.fileSizeInBytes };
        }),
      );
      const receivedAt = time(data.initiationTimestamp);
      return {
        contactId: data.contactId,
        contactAssociationId: data.contactAssociationId,
        direction: data.direction,
        ...(data.subject !== undefined ? { subject: data.subject } : {}),
        ...(data.from ? { from: toAddress(data.from) } : {}),
        to: (data.to ?? []).map(toAddress),
        cc: (data.cc ?? []).map(toAddress),
        ...(data.deliveredTo ? { deliveredTo: toAddress(data.deliveredTo) } : {}),
        ...(receivedAt !== undefined ? { receivedAt } : {}),
        body: data.bodyLocation ? await readBody(file, data.bodyLocation, activeContactId) : null,
        attachments,
      };
    },
    async getThread(contactAssociationId) {
      const { email } = await load();
      const { contacts } = await email.getEmailThread(contactAssociationId);
      return contacts.map((c) => {
        const receivedAt = time(c.initiationTimestamp);
        return { contactId: c.contactId, initiationMethod: c.initiationMethod, ...(receivedAt !== undefined ? { receivedAt } : {}) };
      });
    },
    async attachmentUrl(f, activeContactId) {
      const { file } = await load();
      return (await file.getAttachedFileUrl({ fileId: f.fileId, associatedResourceArn: f.resourceArn }, activeContactId)).downloadUrl;
    },
    async addAttachment(contactId, upload) {
      const { email, file } = await load();
      const arn = arns.get(contactId) ?? (await email.getEmailData(contactId, contactId)).contactArn;
      arns.set(contactId, arn);
      const started = await file.startAttachedFileUpload({ associatedResourceArn: arn, fileName: upload.name, fileSizeInBytes: upload.size, fileUseCaseType: 'ATTACHMENT' });
      const put = await fetchFn(started.uploadUrl, { method: started.uploadMethod, headers: started.uploadHeaders, body: upload as unknown as Blob, credentials: 'omit' });
      if (!put.ok) throw new Error(`The attachment could not be uploaded (HTTP ${put.status})`);
      await file.completeAttachedFileUpload({ fileId: started.fileId, associatedResourceArn: arn });
      return { fileId: started.fileId, resourceArn: arn, name: upload.name, size: upload.size };
    },
    async removeAttachment(f) {
      const { file } = await load();
      await file.deleteAttachedFile({ fileId: f.fileId, associatedResourceArn: f.resourceArn });
    },
    async send(r) {
      const { email } = await load();
      await email.sendEmail({
        contactId: r.contactId,
        to: r.to.map(fromAddress),
        ...(r.cc.length > 0 ? { cc: r.cc.map(fromAddress) } : {}),
        ...(r.from ? { from: fromAddress(r.from) } : {}),
        emailContent: { subject: r.subject, body: r.body, bodyType: r.bodyType },
      });
    },
  };
}

/** What an adapter without streams' snapshot (the workspace plugin) learns of an email contact from the SDK. */
export interface EmailContactFacts {
  initiationMethod: 'inbound' | 'outbound' | 'agent_reply';
  relatedContactId?: string;
  info: EmailContactInfo;
}

/**
 * The SDK's contact client names no initiation method or subject, so the email's data says them: an inbound email
 * is INBOUND; an OUTBOUND one related to an inbound email the agent holds is that email's reply (the panel starts
 * new emails unrelated); any other OUTBOUND one is a new email.
 */
export function createEmailFacts(provider: () => AmazonConnectProvider) {
  let client: Promise<EmailClient> | undefined;
  const load = () => (client ??= import('./email-clients').then((m) => new m.EmailClient(provider())));
  return async (contactId: string, isInboundEmail: (id: string) => boolean): Promise<EmailContactFacts> => {
    const data = await (await load()).getEmailData(contactId, contactId);
    const inbound = data.direction === 'INBOUND';
    const customer = inbound ? data.from : data.to[0];
    const info: EmailContactInfo = {
      ...(data.subject !== undefined ? { subject: data.subject } : {}),
      ...(customer ? { customerAddress: customer.emailAddress, ...(customer.displayName ? { customerName: customer.displayName } : {}) } : {}),
      contactAssociationId: data.contactAssociationId,
      ...(data.deliveredTo ? { systemAddress: data.deliveredTo.emailAddress } : {}),
    };
    const reply = !inbound && !!data.relatedContactId && isInboundEmail(data.relatedContactId);
    return { initiationMethod: inbound ? 'inbound' : reply ? 'agent_reply' : 'outbound', ...(data.relatedContactId ? { relatedContactId: data.relatedContactId } : {}), info };
  };
}
