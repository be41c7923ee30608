/** Chat attachment rules (chat §5, emulator's participant service): allowed types and size. */

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** The same limit as the agent reads it. */
export const MAX_ATTACHMENT_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** Allowed content types: txt, pdf, json, jpg/jfif, png, doc(x), xls(x), csv, ppt(x), wav variants, rtf variants, heic, mov, mp4, richtext. */
export const ALLOWED_ATTACHMENT_TYPES: readonly string[] = [
  'text/plain',
  'application/pdf',
  'application/json',
  'image/jpeg',
  'image/pjpeg',
  'image/png',
  'image/heic',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/wave',
  'application/rtf',
  'text/rtf',
  'text/richtext',
  'video/quicktime',
  'video/mp4',
];

export const ALLOWED_ATTACHMENT_EXTENSIONS: readonly string[] = [
  'txt', 'pdf', 'json', 'jpg', 'jpeg', 'jfif', 'png', 'heic', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'ppt', 'pptx', 'wav', 'rtf', 'rtx', 'mov', 'mp4',
];

/** The file picker's accept attribute. */
export const ATTACHMENT_ACCEPT = [...ALLOWED_ATTACHMENT_TYPES, ...ALLOWED_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');

export interface AttachmentCandidate {
  name: string;
  /** The browser's MIME type; may be empty. */
  type: string;
  size: number;
}

export type AttachmentVerdict = 'ok' | 'type' | 'size';

const extensionOf = (name: string): string => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** A file is allowed by its content type, or (with no or an unknown type) by its extension; 1 byte to 20 MB. */
export function checkAttachment(file: AttachmentCandidate): AttachmentVerdict {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  const byType = type !== '' && ALLOWED_ATTACHMENT_TYPES.includes(type);
  const byExtension = ALLOWED_ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name));
  if (!byType && !(type === '' || type === 'application/octet-stream' ? byExtension : false)) return 'type';
  if (file.size < 1 || file.size > MAX_ATTACHMENT_BYTES) return 'size';
  return 'ok';
}

/** How an attachment failure shows: a validation exception is rejected (no retry); anything else may be retried. */
export function attachmentFailureKind(error: unknown): 'rejected' | 'failed' {
  const e = error as { type?: unknown; name?: unknown; error?: { type?: unknown; name?: unknown } } | null;
  const names = [e?.type, e?.name, e?.error?.type, e?.error?.name].filter((x): x is string => typeof x === 'string');
  return names.some((n) => n.includes('ValidationException')) ? 'rejected' : 'failed';
}
