import { ServiceError } from '../centre/errors.ts';

/**
 * Chat attachments: which types Amazon Connect accepts (spec §5; Amazon Connect's "Enable attachments" page) and
 * how big they may be. Bytes are kept in memory, per chat, until the world is reset.
 */

/** Amazon Connect's limit for one chat attachment. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Attachments per chat contact Connect Local keeps before refusing more (a quota, like the service's). */
export const MAX_ATTACHMENTS_PER_CHAT = 100;

/** Allowed content types and the extensions that go with them. */
const TYPES: Record<string, string[]> = {
  'text/plain': ['txt'],
  'application/pdf': ['pdf'],
  'application/json': ['json'],
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/pjpeg': ['jfif'],
  'image/png': ['png'],
  'image/heic': ['heic'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/wave': ['wav'],
  'audio/vnd.wave': ['wav'],
  'application/rtf': ['rtf'],
  'application/x-rtf': ['rtf'],
  'text/rtf': ['rtf'],
  'text/richtext': ['rtx'],
  'video/quicktime': ['mov'],
  'video/mp4': ['mp4'],
};

export const ALLOWED_ATTACHMENT_TYPES = Object.keys(TYPES);
const EXTENSIONS = new Set(Object.values(TYPES).flat());

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The content type to store, or a ValidationException (chatjs rejects sendAttachment with it). */
export function checkAttachment(name: unknown, contentType: unknown, size: unknown): string {
  if (typeof name !== 'string' || !name.trim() || name.length > 256) throw new ServiceError('ValidationException', 'AttachmentName must be 1 to 256 characters');
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) throw new ServiceError('ValidationException', 'AttachmentSizeInBytes must be a positive integer');
  if (size > MAX_ATTACHMENT_BYTES) throw new ServiceError('ValidationException', `The attachment is ${size} bytes; the limit is ${MAX_ATTACHMENT_BYTES} bytes (20 MB)`);
  const type = typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : '';
  if (TYPES[type]) return type;
  // A browser that does not know the type sends none (or octet-stream): the extension decides.
  if ((type === '' || type === 'application/octet-stream') && EXTENSIONS.has(extensionOf(name))) {
    return Object.entries(TYPES).find(([, exts]) => exts.includes(extensionOf(name)))![0];
  }
  throw new ServiceError('ValidationException', `Attachments of type ${type || 'unknown'} (${name}) are not supported`);
}

export interface StoredAttachment {
  attachmentId: string;
  contactId: string;
  participantId: string;
  name: string;
  contentType: string;
  declaredSize: number;
  /** Secret in the upload and download URLs, as a presigned URL's signature. */
  secret: string;
  bytes: Buffer | null;
  completed: boolean;
}
