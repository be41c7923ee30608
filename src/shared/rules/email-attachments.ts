import { checkAttachment } from './chat-attachments';

/**
 * Email attachment rules: the allowed types are the chat channel's (chat §5); Amazon Connect takes the
 * attachments of one email up to 10 MB together.
 */

export const MAX_EMAIL_ATTACHMENTS_BYTES = 10 * 1024 * 1024;

export type EmailAttachmentVerdict = 'ok' | 'type' | 'size';

export function checkEmailAttachment(file: { name: string; type: string; size: number }, attached: readonly { size?: number }[]): EmailAttachmentVerdict {
  const alone = checkAttachment(file);
  if (alone !== 'ok') return alone;
  const total = attached.reduce((n, a) => n + (a.size ?? 0), 0) + file.size;
  return total > MAX_EMAIL_ATTACHMENTS_BYTES ? 'size' : 'ok';
}

/**
 * An attachment's size in the unit a person reads it in: bytes below 1 KB, kilobytes below 1 MB, then megabytes
 * (binary steps, as mail clients show them). Views format it with Intl.NumberFormat's unit style in the agent's locale.
 */
export function fileSizeUnit(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 * 1024) return { value: bytes / 1024, unit: 'kilobyte' };
  return { value: bytes / (1024 * 1024), unit: 'megabyte' };
}
