import { randomBytes } from 'node:crypto';
import { badRequest } from '../centre/errors.ts';
import { newId } from '../centre/ids.ts';

/**
 * What Amazon Connect keeps of emails: each email contact's message (subject, addresses, direction) and the files
 * behind it (the body is a file too, as `bodyLocation` says), each with a secret that stands in for S3's presigned
 * URL signature. Emails of one conversation share a contact association id (getEmailThread).
 */

export interface EmailAddress {
  emailAddress: string;
  displayName?: string;
}

export interface StoredFile {
  fileId: string;
  /** The contact ARN the file is attached to (`associatedResourceArn`). */
  resourceArn: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  status: 'APPROVED' | 'PENDING_UPLOAD' | 'DELETED';
  /** The expected size of a pending upload. */
  size: number;
  createdAt: number;
  secret: string;
}

export interface EmailMessage {
  contactId: string;
  contactArn: string;
  contactAssociationId: string;
  relatedContactId?: string;
  initiationMethod: 'inbound' | 'agent_reply' | 'outbound' | 'transfer';
  direction: 'INBOUND' | 'OUTBOUND';
  subject?: string;
  from?: EmailAddress;
  to: EmailAddress[];
  cc: EmailAddress[];
  deliveredTo?: EmailAddress;
  bodyFileId?: string;
  attachmentFileIds: string[];
  initiationTimestamp: number;
  /** When the agent's email went out (drafts have none). */
  sentAt?: number;
  disconnectTimestamp?: number;
}

/** Amazon Connect's limits: one To address, ten Cc, and the attachments of one email up to 10 MB together. */
export const MAX_TO = 1;
export const MAX_CC = 10;
export const MAX_EMAIL_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const ADDRESS = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;

export function checkAddress(v: unknown, name: string): EmailAddress {
  const a = typeof v === 'string' ? { emailAddress: v } : (v as EmailAddress | null);
  if (!a || typeof a !== 'object' || typeof a.emailAddress !== 'string' || a.emailAddress.length > 254 || !ADDRESS.test(a.emailAddress)) {
    throw badRequest(`${name} must be an email address`);
  }
  if (a.displayName !== undefined && (typeof a.displayName !== 'string' || a.displayName.length > 256)) throw badRequest(`${name}.displayName must be a string of up to 256 characters`);
  return { emailAddress: a.emailAddress, ...(a.displayName ? { displayName: a.displayName } : {}) };
}

export function checkAddresses(v: unknown, name: string, max: number): EmailAddress[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw badRequest(`${name} must be a list of email addresses`);
  if (v.length > max) throw badRequest(`${name} takes at most ${max} address${max === 1 ? '' : 'es'}`);
  return v.map((x, i) => checkAddress(x, `${name}[${i}]`));
}

export class EmailStore {
  readonly messages = new Map<string, EmailMessage>();
  readonly files = new Map<string, StoredFile>();

  addFile(resourceArn: string, fileName: string, contentType: string, bytes: Buffer, status: StoredFile['status'] = 'APPROVED', size = bytes.length): StoredFile {
    const f: StoredFile = { fileId: newId(), resourceArn, fileName, contentType, bytes, status, size, createdAt: Date.now(), secret: randomBytes(16).toString('hex') };
    this.files.set(f.fileId, f);
    return f;
  }

  file(fileId: unknown, resourceArn?: unknown): StoredFile {
    const f = typeof fileId === 'string' ? this.files.get(fileId) : undefined;
    if (!f || f.status === 'DELETED' || (resourceArn !== undefined && f.resourceArn !== resourceArn)) throw badRequest(`No file ${String(fileId)} on ${String(resourceArn ?? 'this contact')}`);
    return f;
  }

  message(contactId: string): EmailMessage | undefined {
    return this.messages.get(contactId);
  }

  put(m: EmailMessage) {
    this.messages.set(m.contactId, m);
  }

  thread(contactAssociationId: string): EmailMessage[] {
    return [...this.messages.values()].filter((m) => m.contactAssociationId === contactAssociationId).sort((a, b) => a.initiationTimestamp - b.initiationTimestamp);
  }

  bodyText(m: EmailMessage): { contentType: string; text: string } | null {
    const f = m.bodyFileId ? this.files.get(m.bodyFileId) : undefined;
    return f ? { contentType: f.contentType, text: f.bytes.toString('utf8') } : null;
  }

  clear() {
    this.messages.clear();
    this.files.clear();
  }
}
