import { SdkError, stringField } from '../ccp/sdk-routes.ts';
import type { SdkRoute } from '../ccp/sdk-routes.ts';
import type { ContactRecord } from '../centre/records.ts';
import { ServiceError } from '../centre/errors.ts';
import type { EmailContacts } from './email-contacts.ts';
import { type EmailMessage, MAX_EMAIL_ATTACHMENT_BYTES, type StoredFile } from './email-store.ts';

/**
 * The Amazon Connect SDK's email and file namespaces (`aws.connect.email`, `aws.connect.file`), which the hosted
 * CCP answers in production and the workspace answers for its apps: drafts, sending, an email's data and thread,
 * and the files behind them (bodies and attachments) as short-lived download and upload URLs. Route names and
 * shapes are the SDK's (`email/src/routes.ts`, `file/src/routes.ts`, their `types.ts`).
 */

const EMAIL = 'aws.connect.email';
const FILE = 'aws.connect.file';

/** The public address a file's bytes are served at (what S3's presigned URL is in production). */
export const fileUrl = (baseUrl: string, f: StoredFile) => `${baseUrl}/connect/email-files/${f.fileId}?signature=${f.secret}`;

/** Service errors (bad addresses, a draft already sent …) go to the SDK caller as its invalidParameter/invalidState. */
function asSdk<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ServiceError) throw new SdkError(e.type === 'InvalidStateException' ? 'invalidState' : 'invalidParameter', e.message);
    throw e;
  }
}

export function emailSdkRoutes(email: EmailContacts, baseUrl: () => string): Record<string, SdkRoute> {
  const { store } = email;
  const mine = (username: string, contactId: string): ContactRecord => {
    const c = email.centre.contactsOf(username).find((x) => x.contactId === contactId);
    if (!c) throw new SdkError('noResult', 'No Result Found', { contactId });
    return c;
  };
  /** The agent's own email contact, or an earlier email of the thread of the contact they are viewing. */
  const message = (username: string, contactId: string, activeContactId: unknown): EmailMessage => {
    const m = store.message(contactId);
    const active = typeof activeContactId === 'string' ? email.centre.contactsOf(username).find((x) => x.contactId === activeContactId) : undefined;
    const sameThread = m && active?.contactAssociationId === m.contactAssociationId && (m.direction === 'INBOUND' || m.sentAt);
    if (!m || !(email.centre.contactsOf(username).some((x) => x.contactId === contactId) || sameThread)) throw new SdkError('noResult', 'No Result Found', { contactId });
    return m;
  };
  /** A file the agent may read: attached to one of their contacts or to an email of one of their threads. */
  const readable = (username: string, fileId: unknown, resourceArn: unknown): StoredFile => {
    const f = asSdk(() => store.file(fileId, resourceArn));
    const threads = new Set(email.centre.contactsOf(username).map((c) => c.contactAssociationId).filter(Boolean));
    const owner = [...store.messages.values()].find((m) => m.contactArn === f.resourceArn);
    if (!owner || !threads.has(owner.contactAssociationId)) throw new SdkError('accessDenied', 'The file belongs to no contact of this agent', { fileId });
    return f;
  };
  const metadata = (f: StoredFile) => ({
    fileId: f.fileId,
    associatedResourceArn: f.resourceArn,
    fileArn: `${f.resourceArn}/file/${f.fileId}`,
    fileName: f.fileName,
    fileStatus: f.status,
    fileSizeInBytes: f.status === 'PENDING_UPLOAD' ? f.size : f.bytes.length,
    creationTime: new Date(f.createdAt).toISOString(),
  });
  const location = (m: EmailMessage, fileId: string) => ({ fileId, associatedResourceArn: m.contactArn });

  return {
    [`${EMAIL} create-draft-email`]: ({ ctx, data }) => asSdk(() => email.createDraft(ctx.username, data.initiationMethod, data.relatedContactId)),
    [`${EMAIL} send-email`]: ({ ctx, data }) => void asSdk(() => email.send(ctx.username, data)),
    [`${EMAIL} get-email-data`]: ({ ctx, data }) => {
      const m = message(ctx.username, stringField(data, 'contactId'), data.activeContactId);
      return {
        contactId: m.contactId,
        contactArn: m.contactArn,
        contactAssociationId: m.contactAssociationId,
        ...(m.relatedContactId ? { relatedContactId: m.relatedContactId } : {}),
        ...(m.subject !== undefined ? { subject: m.subject } : {}),
        ...(m.from ? { from: m.from } : {}),
        to: m.to,
        cc: m.cc,
        ...(m.deliveredTo ? { deliveredTo: m.deliveredTo } : {}),
        direction: m.direction,
        ...(m.bodyFileId ? { bodyLocation: location(m, m.bodyFileId) } : {}),
        attachmentLocations: m.attachmentFileIds.map((id) => location(m, id)),
        initiationTimestamp: m.initiationTimestamp,
      };
    },
    [`${EMAIL} get-email-thread`]: ({ ctx, data }) => {
      const association = stringField(data, 'contactAssociationId');
      if (!email.centre.contactsOf(ctx.username).some((c) => c.contactAssociationId === association)) throw new SdkError('noResult', 'No Result Found', { contactAssociationId: association });
      const contacts = store.thread(association).filter((m) => m.direction === 'INBOUND' || m.sentAt).map((m) => ({
        contactId: m.contactId,
        contactArn: m.contactArn,
        ...(m.relatedContactId ? { relatedContactId: m.relatedContactId } : {}),
        initiationMethod: m.initiationMethod.toUpperCase(),
        initiationTimestamp: m.initiationTimestamp,
        disconnectTimestamp: m.disconnectTimestamp,
      }));
      return { contacts };
    },
    [`${FILE} get-attached-file-url`]: ({ ctx, data }) => {
      const a = (data.attachment ?? {}) as Record<string, unknown>;
      const f = readable(ctx.username, a.fileId, a.associatedResourceArn);
      if (f.status !== 'APPROVED') throw new SdkError('invalidState', `File ${f.fileId} is ${f.status}`);
      return { ...metadata(f), downloadUrl: fileUrl(baseUrl(), f) };
    },
    [`${FILE} batch-get-attached-file-metadata`]: ({ ctx, data }) => {
      const r = (data.relatedAttachments ?? {}) as { associatedResourceArn?: unknown; fileIds?: unknown };
      const ids = Array.isArray(r.fileIds) ? r.fileIds : [];
      const files: object[] = [];
      const errors: object[] = [];
      for (const id of ids) {
        try {
          files.push(metadata(readable(ctx.username, id, r.associatedResourceArn)));
        } catch (e) {
          errors.push({ fileId: String(id), errorCode: 'NotFound', errorMessage: (e as Error).message });
        }
      }
      return { files, errors };
    },
    // Uploads are for the agent's own unsent drafts: start gives a PUT URL, complete approves the bytes that came.
    [`${FILE} start-attached-file-upload`]: ({ ctx, data }) => {
      const arn = stringField(data, 'associatedResourceArn');
      const m = [...store.messages.values()].find((x) => x.contactArn === arn);
      if (!m || m.sentAt || m.direction !== 'OUTBOUND') throw new SdkError('invalidParameter', 'Files can be attached to an unsent email draft only');
      mine(ctx.username, m.contactId);
      const fileName = stringField(data, 'fileName');
      const size = data.fileSizeInBytes;
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) throw new SdkError('invalidParameter', 'fileSizeInBytes must be a positive whole number');
      const used = [...store.files.values()].filter((f) => f.resourceArn === arn && f.status !== 'DELETED').reduce((n, f) => n + f.size, 0);
      if (used + size > MAX_EMAIL_ATTACHMENT_BYTES) throw new SdkError('ServiceQuotaExceededException', 'The attachments of one email may not exceed 10 MB together');
      if (data.fileUseCaseType !== 'ATTACHMENT') throw new SdkError('invalidParameter', 'fileUseCaseType must be ATTACHMENT');
      const f = store.addFile(arn, fileName.slice(0, 256), 'application/octet-stream', Buffer.alloc(0), 'PENDING_UPLOAD', size);
      return { ...metadata(f), uploadUrl: fileUrl(baseUrl(), f), uploadHeaders: { 'Content-Type': 'application/octet-stream' }, uploadMethod: 'PUT' };
    },
    [`${FILE} complete-attached-file-upload`]: ({ ctx, data }) => {
      const f = readable(ctx.username, data.fileId, data.associatedResourceArn);
      if (f.status !== 'PENDING_UPLOAD' || f.bytes.length !== f.size) throw new SdkError('invalidState', `File ${f.fileId} has not been uploaded in full`);
      f.status = 'APPROVED';
    },
    [`${FILE} delete-attached-file`]: ({ ctx, data }) => {
      const f = readable(ctx.username, data.fileId, data.associatedResourceArn);
      f.status = 'DELETED';
      store.files.delete(f.fileId);
    },
  };
}
